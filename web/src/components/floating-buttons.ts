import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { isQuizScreen } from './nav-entries';

// Where the floating buttons (quick quiz, daily bonus: BottomNav.tsx, DailyBonus.tsx) stay out of the
// way, so they never sit over a question, a form field or a total: the quiz screens and the form
// screens by their path (the server renders the same), and, once hydrated, while a tournament run
// (RunStage) or a dialog (Modal) is on screen or a form field has the focus (the keyboard is up).

const FORM_SCREENS = new Set(['/deposit', '/login', '/forgot-password', '/reset-password']);
const FIELD = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select';

let away = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  document.addEventListener('focusin', listener);
  document.addEventListener('focusout', listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('focusin', listener);
    document.removeEventListener('focusout', listener);
  };
};
const fieldFocused = () => document.activeElement?.matches(FIELD) === true;

/** Keeps the floating buttons hidden while the caller is mounted and `active`. */
export function useHideFloatingButtons(active = true): void {
  useEffect(() => {
    if (!active) return;
    away += 1;
    changed();
    return () => {
      away -= 1;
      changed();
    };
  }, [active]);
}

/** Whether the floating buttons may show on this screen now. */
export function useFloatingButtonsShown(): boolean {
  const screenFree = useRouterState({
    select: (s) => !isQuizScreen(s.location.pathname) && !FORM_SCREENS.has(s.location.pathname),
  });
  const hidden = useSyncExternalStore(
    subscribe,
    () => away > 0 || fieldFocused(),
    () => false,
  );
  return screenFree && !hidden;
}
