import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { CircleCheck, CircleX, Flame, House, PartyPopper, RotateCcw, Sparkles, Star, Trophy } from 'lucide-react';
import type { QuizResult, QuizSession, ReviewItem } from '../../api-client/player-types';
import { AchievementRow } from '../../components/AchievementRow';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { quizSessionQuery } from '../../queries/quiz';
import { ReviewFairPlay } from './ReviewFairPlay';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatPercent } from '../../format-time';

export function ResultStage({
  session,
  result,
  onPlayAgain,
}: {
  session: QuizSession;
  result: QuizResult | null;
  onPlayAgain: () => void;
}) {
  const review = useSessionReview(session.id);
  const abandoned = useSessionStatus(session.id) === 'abandoned';
  const t = useT();
  const f = useFormat();
  const completed = review.data && review.data.length > 0;
  const correct = result?.correctAnswers ?? review.data?.filter((r) => r.correct).length ?? session.correctAnswers;
  const total = result?.totalQuestions ?? session.total;
  const percent = result?.scorePercent ?? Math.round((correct / Math.max(1, total)) * 100);
  const challenge = session.isChallengeMode;
  const won = review.data?.filter((r) => r.bet?.result === 'won').length ?? 0;

  return (
    <div className="flex flex-col gap-4" data-testid="quiz-result">
      <section
        aria-labelledby="result-heading"
        className="card flex flex-col items-center gap-3 bg-linear-to-b from-primary/12 to-surface py-6 text-center"
      >
        <div className="flex size-14 items-center justify-center rounded-full bg-secondary/20 text-secondary">
          <Trophy aria-hidden className="size-7" />
        </div>
        <div>
          <h2 id="result-heading" className="text-xl font-bold">
            {abandoned ? t('quiz.abandoned') : challenge ? t('quiz.challengeComplete') : t('quiz.quizComplete')}
          </h2>
          <p className="text-sm text-muted capitalize">{t(`difficulty.${session.difficulty}`)}</p>
        </div>
        <p className="text-5xl font-extrabold tabular-nums" data-testid="result-percent">
          {formatPercent(percent, f.locale)}
        </p>
        <p className="text-sm text-muted tabular-nums">
          {t('quiz.correctOf', { correct, total })}
          {result ? ` · ${t('quiz.points', { points: f.count(result.score) })}` : ''}
        </p>
        {abandoned ? (
          <p className="rounded-lg bg-danger/10 px-3 py-1.5 text-sm text-danger">{t('quiz.abandonedNote')}</p>
        ) : null}
        {result?.endedEarly ? (
          <p className="rounded-lg bg-danger/10 px-3 py-1.5 text-sm text-danger">{result.endedEarly}</p>
        ) : null}
      </section>

      {result ? (
        <Rewards
          result={result}
          bets={
            challenge
              ? completed
                ? { won, total: review.data!.length }
                : { won: result.correctAnswers, total: result.totalQuestions }
              : null
          }
        />
      ) : null}
      {result?.leveledUp ? <LevelUp level={result.level} /> : null}
      {result && result.achievementsUnlocked.length > 0 ? (
        <Unlocked achievements={result.achievementsUnlocked} />
      ) : null}

      <section aria-labelledby="review-heading" className="card">
        <div className="mb-3 flex items-baseline justify-between">
          <h2 id="review-heading" className="font-semibold">
            {challenge ? t('quiz.yourBets') : t('quiz.yourAnswers')}
          </h2>
          {challenge && completed ? (
            <span className="text-xs text-muted tabular-nums">
              {t('quiz.wonLost', { won, lost: review.data!.length - won })}
            </span>
          ) : null}
        </div>
        {review.isError ? (
          <p className="text-sm text-muted">
            {t('quiz.reviewFailed')}{' '}
            <button type="button" className="font-semibold text-primary" onClick={() => void review.refetch()}>
              {t('action.tryAgain')}
            </button>
          </p>
        ) : completed ? (
          <ReviewList sessionId={session.id} items={review.data!} />
        ) : (
          <div aria-hidden className="flex flex-col gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-11 rounded-xl" />
            ))}
          </div>
        )}
      </section>

      <div className="grid grid-cols-2 gap-3">
        <button type="button" className="btn btn-primary" onClick={onPlayAgain}>
          <RotateCcw aria-hidden className="size-4" /> {t('quiz.playAgain')}
        </button>
        <Link to="/" className="btn btn-ghost">
          <House aria-hidden className="size-4" /> {t('nav.home')}
        </Link>
      </div>
    </div>
  );
}

/** What the quiz earned: reward (or bets won), streak bonus, XP with the level it leaves the player at. */
function Rewards({ result, bets }: { result: QuizResult; bets: { won: number; total: number } | null }) {
  const tiles: Array<{ label: string; value: string; sub?: string; tone: string; icon: typeof Star; testId?: string }> =
    [];
  const t = useT();
  const f = useFormat();
  if (bets)
    tiles.push({
      label: t('quiz.betsWon'),
      value: t('quiz.ofTotal', { count: bets.won, total: bets.total }),
      tone: 'text-accent',
      icon: Trophy,
    });
  else
    tiles.push({
      label: t('quiz.reward'),
      value: `+${f.usdt(result.reward)}`,
      tone: 'text-secondary',
      icon: Sparkles,
      testId: 'result-reward',
    });
  if (result.streakBonus)
    tiles.push({
      label: t('quiz.streakBonus'),
      value: `+${f.usdt(result.streakBonus)}`,
      tone: 'text-orange-400',
      icon: Flame,
    });
  tiles.push({
    label: t('quiz.xpGained'),
    value: `+${f.count(result.xpGained)} XP`,
    sub: t('quiz.levelN', { level: result.level }),
    tone: 'text-primary',
    icon: Star,
  });
  return (
    <dl className="grid grid-cols-2 gap-3">
      {tiles.map(({ label, value, sub, tone, icon: Icon, testId }, i) => (
        <div
          key={label}
          className={clsx(
            'card flex flex-col gap-1 p-3!',
            i === tiles.length - 1 && tiles.length % 2 === 1 && 'col-span-2',
          )}
        >
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            <Icon aria-hidden className={clsx('size-3.5', tone)} /> {label}
          </dt>
          <dd className={clsx('text-lg font-bold tabular-nums', tone)} data-testid={testId}>
            {value}
            {sub ? <span className="ml-2 text-xs font-medium text-muted">{sub}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LevelUp({ level }: { level: number }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-secondary/40 bg-secondary/10 p-4 transition-[opacity,scale] duration-300 starting:scale-95 starting:opacity-0"
    >
      <PartyPopper aria-hidden className="size-6 shrink-0 text-secondary" />
      <p className="font-semibold">{t('quiz.levelUp', { level })}</p>
    </div>
  );
}

function Unlocked({ achievements }: { achievements: QuizResult['achievementsUnlocked'] }) {
  const t = useT();
  return (
    <section aria-labelledby="unlocked-heading" className="card">
      <h2 id="unlocked-heading" className="mb-3 font-semibold">
        {t('quiz.achievementsUnlocked')}
      </h2>
      <ul className="flex flex-col gap-2">
        {achievements.map((a) => (
          <AchievementRow key={a.id} achievement={a} />
        ))}
      </ul>
    </section>
  );
}

function ReviewList({ sessionId, items }: { sessionId: string; items: ReviewItem[] }) {
  const t = useT();
  const f = useFormat();
  return (
    <ol className="flex flex-col gap-1.5" data-testid="result-review">
      {items.map((item) => {
        const Icon = item.correct ? CircleCheck : CircleX;
        return (
          <li
            key={item.index}
            className="flex items-start gap-3 rounded-xl bg-surface-2 px-3 py-2"
            data-testid="review-item"
          >
            <Icon
              aria-hidden
              className={clsx('mt-0.5 size-5 shrink-0', item.correct ? 'text-accent' : 'text-danger')}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm">
                <span className="text-muted tabular-nums">{item.index + 1}.</span> {item.question}
              </p>
              <p className="sr-only">
                {item.correct ? t('quiz.correctShort') : item.timedOut ? t('quiz.timeRanOut') : t('quiz.wrongShort')}
              </p>
              {item.timedOut ? <p className="text-xs text-muted">{t('quiz.timeRanOut')}</p> : null}
              <ReviewFairPlay sessionId={sessionId} item={item} />
            </div>
            {item.bet ? (
              <span
                className={clsx(
                  'shrink-0 text-sm font-semibold tabular-nums',
                  item.bet.result === 'won' ? 'text-accent' : 'text-danger',
                )}
              >
                {item.bet.result === 'won'
                  ? t('quiz.wonShort', { amount: f.amount(item.bet.netAmount) })
                  : t('quiz.lostShort', { amount: f.amount(item.bet.lossAmount) })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Keeps an ended session's review fresh for the result screen. */
export function useSessionReview(sessionId: string) {
  const api = useApi();
  return useQuery({ ...quizSessionQuery(api, sessionId), select: (s) => s.review ?? [] });
}

/** The session's status as the server last told it: `abandoned` when it ended unanswered (expiry, another start). */
function useSessionStatus(sessionId: string) {
  const api = useApi();
  return useQuery({ ...quizSessionQuery(api, sessionId), select: (s) => s.session.status }).data;
}
