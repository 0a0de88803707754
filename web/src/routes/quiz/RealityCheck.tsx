import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { AnswerOutcome } from '../../api-client/player-types';
import { Modal } from '../../components/Modal';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { fromMicro, toMicro } from '../../money';
import { playLimitsQuery } from '../../queries/responsible-play';

/** This tab's play: when it started, its net result (micro-USDT as an integer string), and when the last reminder was shown. */
type Play = { startedAt: number; net: string; shownAt: number };
const STORAGE_KEY = 'reality-check';

function readPlay(): Play {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Play | null;
    if (saved && typeof saved.startedAt === 'number') return saved;
  } catch {
    // unreadable: start again
  }
  const now = Date.now();
  return { startedAt: now, net: '0', shownAt: now };
}

/** What one answer's bet did to the net result. */
function betDelta(outcome: AnswerOutcome): bigint {
  const bet = outcome.bet;
  if (!bet) return 0n;
  if (bet.result === 'won') return (toMicro(bet.winAmount) ?? 0n) - (toMicro(bet.amount) ?? 0n);
  return -(toMicro(bet.lossAmount) ?? 0n);
}

/**
 * The reality check (the player's session reminder, GET /api/users/limits): every N minutes of play
 * in this tab, a dialog with the time played and the net result of the challenge stakes, with the
 * choice to keep playing or stop. Nothing when the player set no reminder.
 */
export function useRealityCheck(onStop: () => void) {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const minutes = useQuery(playLimitsQuery(api)).data?.sessionReminderMinutes ?? null;
  const [play, setPlay] = useState<Play | null>(null);
  const [due, setDue] = useState(false);

  const save = useCallback((next: Play) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setPlay(next);
  }, []);
  useEffect(() => save(readPlay()), [save]);
  useEffect(() => {
    if (!minutes || !play) return;
    const check = () => setDue(Date.now() - play.shownAt >= minutes * 60_000);
    check();
    const timer = window.setInterval(check, 5_000);
    return () => window.clearInterval(timer);
  }, [minutes, play]);

  const record = useCallback(
    (outcome: AnswerOutcome) => {
      const current = play ?? readPlay();
      const delta = betDelta(outcome);
      if (delta !== 0n) save({ ...current, net: String(BigInt(current.net) + delta) });
    },
    [play, save],
  );
  const keepPlaying = () => {
    if (play) save({ ...play, shownAt: Date.now() });
    setDue(false);
  };

  const playedMinutes = play ? Math.floor((Date.now() - play.startedAt) / 60_000) : 0;
  const dialog = (
    <Modal
      open={due}
      onClose={keepPlaying}
      title={t('reality.title')}
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost min-h-11" onClick={onStop}>
            {t('reality.stop')}
          </button>
          <button type="button" className="btn btn-primary min-h-11" onClick={keepPlaying} data-autofocus>
            {t('reality.keepPlaying')}
          </button>
        </div>
      }
    >
      <p className="text-sm" data-testid="reality-check">
        {t('reality.played', { count: playedMinutes })}
      </p>
      <p className="mt-1 text-sm tabular-nums">
        {t('reality.net', { amount: f.amount(fromMicro(BigInt(play?.net ?? '0'))) })}
      </p>
    </Modal>
  );
  return { record, dialog };
}
