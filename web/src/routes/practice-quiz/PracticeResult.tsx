import { Link } from '@tanstack/react-router';
import { RotateCcw, Sparkles, Trophy, UserPlus } from 'lucide-react';
import type { PracticeQuizResult } from '../../api-client/player-types';
import { CardHeading } from '../../components/CardHeading';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatPercent } from '../../format-time';

/**
 * The practice quiz's end: the score (nothing was won or kept), then the invitation to create an
 * account, which brings the new player back to the screen the practice was started from.
 */
export function PracticeResult({
  result,
  redirect,
  onAgain,
}: {
  result: PracticeQuizResult | null;
  /** Where signing up or in returns: the screen the guest came from (Home when none). */
  redirect: string | undefined;
  onAgain: () => void;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="flex flex-col gap-4" data-testid="practice-result">
      <section
        aria-labelledby="practice-result-heading"
        className="card flex flex-col items-center gap-3 bg-linear-to-b from-primary/12 to-surface py-6 text-center"
      >
        <div className="flex size-14 items-center justify-center rounded-full bg-secondary/20 text-secondary">
          <Trophy aria-hidden className="size-7" />
        </div>
        <h2 id="practice-result-heading" className="text-xl font-bold">
          {t('practice.done')}
        </h2>
        {result ? (
          <>
            <p className="text-5xl font-extrabold tabular-nums" data-testid="practice-percent">
              {formatPercent(result.scorePercent, f.locale)}
            </p>
            <p className="text-sm text-muted tabular-nums">
              {t('quiz.correctOf', { correct: result.correctAnswers, total: result.totalQuestions })}
            </p>
          </>
        ) : null}
        <p className="text-sm text-muted">{t('practice.nothingWon')}</p>
      </section>

      <section
        className="card flex flex-col gap-3 bg-linear-to-br from-primary/15 to-surface"
        aria-labelledby="practice-signup"
        data-testid="practice-signup"
      >
        <CardHeading
          id="practice-signup"
          icon={<Sparkles aria-hidden className="size-5" />}
          tone="bg-primary/20 text-primary"
          title={t('practice.signUpTitle')}
        >
          {t('practice.signUpBody')}
        </CardHeading>
        <Link to="/login" search={{ mode: 'register', redirect }} className="btn btn-primary">
          <UserPlus aria-hidden className="size-4" /> {t('auth.createAccount')}
        </Link>
        <div className="grid grid-cols-2 gap-2">
          <Link to="/login" search={{ redirect }} className="btn btn-ghost">
            {t('auth.signIn')}
          </Link>
          <button type="button" className="btn btn-ghost" onClick={onAgain}>
            <RotateCcw aria-hidden className="size-4" /> {t('practice.again')}
          </button>
        </div>
      </section>
    </div>
  );
}
