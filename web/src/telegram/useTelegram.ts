// React hooks over Telegram's native controls. Outside Telegram they do nothing and never load the
// SDK; inside, they wait for the bootstrap (the `tg-boot` class leaves <html>) before touching it.
import { useEffect, useRef, useState } from 'react';
import { looksLikeTelegram } from './detect';
import { hapticsEnabled } from './haptics';

type Controls = typeof import('./controls');

let loading: Promise<Controls | null> | null = null;

function bootFinished(): Promise<void> {
  const root = document.documentElement;
  if (!root.classList.contains('tg-boot')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.classList.contains('tg-boot')) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  });
}

function loadControls(): Promise<Controls | null> {
  if (typeof document === 'undefined' || !looksLikeTelegram()) return Promise.resolve(null);
  loading ??= bootFinished()
    // the bootstrap may decide this is not Telegram after all
    .then(() => (looksLikeTelegram() ? import('./controls') : null))
    .catch(() => null);
  return loading;
}

/** Runs `attach` with the controls once they are ready; its cleanup runs on change or unmount. */
function useControls(attach: ((c: Controls) => (() => void) | void) | null, deps: unknown[]) {
  useEffect(() => {
    if (!attach) return;
    let cleanup: (() => void) | void;
    let active = true;
    void loadControls().then((c) => {
      if (!c || !active) return;
      try {
        cleanup = attach(c);
      } catch {
        // a client that refuses a control must not break the page
      }
    });
    return () => {
      active = false;
      try {
        cleanup?.();
      } catch {
        // ignore
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Telegram's MainButton while `spec` is set; the latest onClick is always the one called. */
export function useMainButton(spec: { text: string; enabled: boolean; loading: boolean } | null, onClick: () => void) {
  const handler = useRef(onClick);
  handler.current = onClick;
  useControls(spec ? (c) => c.showMainButton(spec, () => handler.current()) : null, [
    spec?.text,
    spec?.enabled,
    spec?.loading,
  ]);
}

export function useBackButton(onBack: () => void) {
  const handler = useRef(onBack);
  handler.current = onBack;
  useControls((c) => c.showBack(() => handler.current()), []);
}

/** Vertical swipes off while `locked`, back on afterwards. */
export function useVerticalSwipeLock(locked: boolean) {
  useControls(
    locked
      ? (c) => {
          c.setVerticalSwipes(false);
          return () => c.setVerticalSwipes(true);
        }
      : null,
    [locked],
  );
}

/** Closing the Mini App asks first while `open` (a staked question, a tournament run), and no longer after. */
export function useClosingConfirmation(open: boolean) {
  useControls(
    open
      ? (c) => {
          c.setClosingConfirmation(true);
          return () => c.setClosingConfirmation(false);
        }
      : null,
    [open],
  );
}

/** One haptic, when the player's vibration setting allows it; none on a client without haptics. */
function haptic(play: (c: Controls) => void) {
  if (!hapticsEnabled()) return;
  void loadControls().then((c) => {
    try {
      if (c) play(c);
    } catch {
      // no haptics on this client
    }
  });
}

/** A result: success, error or warning. */
export const hapticNotify = (kind: 'success' | 'error' | 'warning') => haptic((c) => c.notify(kind));
/** A tap on an answer option. */
export const hapticImpact = () => haptic((c) => c.impact());
/** A choice changed (a difficulty, a tab). */
export const hapticSelection = () => haptic((c) => c.selectionChanged());

/** Whether the page runs inside Telegram (false during server rendering and before hydration). */
export function useInTelegram(): boolean {
  const [inTelegram, setInTelegram] = useState(false);
  useEffect(() => {
    void loadControls().then((c) => setInTelegram(c !== null));
  }, []);
  return inTelegram;
}
