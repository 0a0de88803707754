import { Gift } from 'lucide-react';
import type { Wallet } from '../../api-client/types';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { LabelledBar } from '../ProgressBar';
import { toMicro } from './amounts';

/**
 * The wallet's bonus play-through (decision 0046), while some bonus money is locked: how much, and
 * how far the player is along each way to unlock it (challenge stakes, or completed quizzes).
 * The server decides; this only shows its figures.
 */
const bar = 'bg-linear-to-r from-primary to-secondary transition-[width] duration-300';

export function PlayThroughCard({ wallet }: { wallet: Wallet }) {
  const t = useT();
  const f = useFormat();
  const p = wallet.playThrough;
  if (p.met) return null;
  const required = toMicro(p.stakeRequired) ?? 0n;
  const stakePercent = required > 0n ? Number(((toMicro(p.staked) ?? 0n) * 100n) / required) : 100;
  const quizPercent = p.quizzesRequired > 0 ? (p.quizzes * 100) / p.quizzesRequired : 100;
  return (
    <section className="card" aria-labelledby="play-through-heading" data-testid="play-through">
      <h2 id="play-through-heading" className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden className="size-4 text-secondary" /> {t('wallet.playThrough')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('wallet.playThroughNote', { amount: `${f.amount(p.lockedAmount)} ${currency()}` })}
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <LabelledBar
          label={t('wallet.playThroughStakes')}
          figure={
            <span className="font-semibold">{`${f.amount(p.staked)} / ${f.amount(p.stakeRequired)} ${currency()}`}</span>
          }
          percent={stakePercent}
          barClassName={bar}
        />
        <p className="text-center text-xs text-muted uppercase">{t('wallet.playThroughOr')}</p>
        <LabelledBar
          label={t('wallet.playThroughQuizzes')}
          figure={
            <span className="font-semibold">
              {t('wallet.countOf', { count: f.count(p.quizzes), max: f.count(p.quizzesRequired) })}
            </span>
          }
          percent={quizPercent}
          barClassName={bar}
        />
      </div>
    </section>
  );
}
