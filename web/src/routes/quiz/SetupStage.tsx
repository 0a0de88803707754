import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Coins, Flame, Gauge, LoaderCircle, Lock, Sparkles, Swords, Target, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiError } from '../../api-client/client';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { Difficulty, QuizEligibility, QuizMode, StartedQuiz } from '../../api-client/player-types';
import type { User } from '../../api-client/types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { Panel } from '../../components/Panel';
import { StandingSkeleton, StandingSummary } from '../../components/Standing';
import { useApi } from '../../context';
import { useSettings } from '../../settings';
import { eligibilityQuery } from '../../queries/quiz';
import { hapticSelection, useInTelegram, useMainButton } from '../../telegram/useTelegram';
import { isLimitRefusal, LimitNotice } from './LimitNotice';
import { SecurityBanner, type Refusal } from './SecurityBanner';
import { checkStake, potentialWin } from './stake';
import { QuizSkeleton } from './QuizSkeleton';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';

const DIFFICULTIES: Array<{ id: Difficulty; label: MessageKey; icon: LucideIcon; tone: string }> = [
  { id: 'easy', label: 'difficulty.easy', icon: Sparkles, tone: 'text-accent' },
  { id: 'medium', label: 'difficulty.medium', icon: Gauge, tone: 'text-primary' },
  { id: 'hard', label: 'difficulty.hard', icon: Flame, tone: 'text-orange-400' },
];

/** Refreshes the counters every second while the only thing in the way is the pause between quizzes. */
const WAITING = (q: { state: { data?: QuizEligibility } }) =>
  q.state.data?.code === 'TIME_BETWEEN_QUIZZES' ? 1_000 : false;

export function SetupStage({
  user,
  initialMode,
  onStarted,
}: {
  user: User;
  initialMode: QuizMode;
  onStarted: (started: StartedQuiz) => void;
}) {
  const api = useApi();
  const [choice, setChoice] = useState<{ difficulty: Difficulty; mode: QuizMode }>({
    difficulty: 'easy',
    mode: initialMode,
  });
  // The previous answer stays on screen while another difficulty or mode is checked: no flash.
  const query = useQuery({
    ...eligibilityQuery(api, choice.difficulty, choice.mode),
    placeholderData: keepPreviousData,
    refetchInterval: WAITING,
  });
  const errorText = useErrorText();
  if (query.data)
    return (
      <SetupForm
        user={user}
        eligibility={query.data}
        choice={choice}
        onChoice={setChoice}
        onStarted={onStarted}
        refetch={() => void query.refetch()}
      />
    );
  if (query.isError) return <SetupError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  return <QuizSkeleton />;
}

interface SetupFormProps {
  user: User;
  eligibility: QuizEligibility;
  choice: { difficulty: Difficulty; mode: QuizMode };
  onChoice: (choice: { difficulty: Difficulty; mode: QuizMode }) => void;
  onStarted: (started: StartedQuiz) => void;
  refetch: () => void;
}

function SetupForm({ user, eligibility, choice, onChoice, onStarted, refetch }: SetupFormProps) {
  const api = useApi();
  const { difficulty, mode } = choice;
  const [stakeText, setStakeText] = useState('0.5');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const inTelegram = useInTelegram();
  const t = useT();
  const errorText = useErrorText();
  const start = useMutation({
    mutationFn: (body: { difficulty: Difficulty; mode: QuizMode; stake?: string }) =>
      api.post<StartedQuiz>('/api/quiz/sessions', body, { headers: idempotencyHeaders() }),
    onSuccess: onStarted,
    onError: (e) => {
      setRefusal(
        e instanceof ApiError && e.status < 500
          ? { code: e.code, message: e.message, resetsAt: e.resetsAt }
          : { code: 'START_ERROR', message: errorText(e, 'quiz.startFailed') },
      );
      refetch();
    },
  });
  const choose = (next: Partial<typeof choice>) => {
    setRefusal(null);
    onChoice({ ...choice, ...next });
  };

  const challenge = mode === 'challenge';
  const challengeOn = useSettings().features.challenge;
  const stakeCheck = checkStake(stakeText, eligibility.stakeLimits);
  const stake = 'stake' in stakeCheck ? stakeCheck.stake : null;
  const lockedReason = eligibility.lockedDifficulties[difficulty];
  // A locked difficulty is already explained next to the choice; every other refusal gets the banner.
  const explained = eligibility.code === 'DIFFICULTY_RESTRICTION' || eligibility.code === 'LEVEL_RESTRICTION';
  const serverRefusal =
    !eligibility.allowed && eligibility.code && !explained
      ? { code: eligibility.code, message: eligibility.reason ?? '', resetsAt: eligibility.resetsAt }
      : null;
  const shownRefusal = refusal ?? serverRefusal;
  const canStart = eligibility.allowed && !lockedReason && (!challenge || stake !== null) && !start.isPending;
  const label = start.isPending
    ? t('quiz.starting')
    : eligibility.code === 'DAILY_LIMIT_REACHED'
      ? t('quiz.dailyLimitReached')
      : challenge && eligibility.code === 'INSUFFICIENT_BALANCE'
        ? t('quiz.insufficientBalance')
        : challenge
          ? t('quiz.startChallenge')
          : t('quiz.startQuiz');
  const begin = () => {
    if (!canStart) return;
    setRefusal(null);
    start.mutate({ difficulty, mode, ...(challenge && stake ? { stake } : {}) });
  };
  useMainButton(
    {
      text: label === t('quiz.startChallenge') ? t('quiz.startQuiz') : label,
      enabled: canStart,
      loading: start.isPending,
    },
    begin,
  );

  return (
    <div className="flex flex-col gap-4" data-testid="quiz-setup">
      <DailyCounter eligibility={eligibility} />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-muted">{t('quiz.difficulty')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {DIFFICULTIES.map((d) => (
            <ChoiceCard
              key={d.id}
              name="difficulty"
              checked={difficulty === d.id}
              locked={eligibility.lockedDifficulties[d.id] !== null}
              onSelect={() => choose({ difficulty: d.id })}
            >
              <d.icon aria-hidden className={clsx('size-5', d.tone)} />
              <span className="font-semibold">{t(d.label)}</span>
              {eligibility.lockedDifficulties[d.id] !== null ? (
                <Lock aria-label={t('quiz.locked')} className="absolute top-2 right-2 size-3.5 text-muted" />
              ) : null}
            </ChoiceCard>
          ))}
        </div>
        <p className="text-sm text-muted">
          {t('quiz.shape', { count: eligibility.questionsPerQuiz, seconds: eligibility.secondsPerQuestion })}
        </p>
        <LockedReasons locked={eligibility.lockedDifficulties} selected={difficulty} />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-muted">{t('quiz.mode')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <ChoiceCard name="mode" checked={!challenge} onSelect={() => choose({ mode: 'standard' })} align="start">
            <span className="flex items-center gap-2 font-semibold">
              <Target aria-hidden className="size-4 text-primary" /> {t('quiz.standard')}
            </span>
            <span className="text-xs text-muted">{t('quiz.standardHint')}</span>
          </ChoiceCard>
          {challengeOn || challenge ? (
            <ChoiceCard name="mode" checked={challenge} onSelect={() => choose({ mode: 'challenge' })} align="start">
              <span className="flex items-center gap-2 font-semibold">
                <Swords aria-hidden className="size-4 text-secondary" /> {t('quiz.challenge')}
              </span>
              <span className="text-xs text-muted">{t('quiz.challengeHint')}</span>
            </ChoiceCard>
          ) : (
            <p className="self-center text-xs text-muted">{t('quiz.challengeOff')}</p>
          )}
        </div>
      </fieldset>

      {challenge ? (
        <StakePicker eligibility={eligibility} value={stakeText} onChange={setStakeText} check={stakeCheck} />
      ) : null}

      <Balances user={user} eligibility={eligibility} challenge={challenge} />

      <Panel id="setup-standing" title={t('standing.title')} skeleton={<StandingSkeleton />}>
        <StandingSummary />
      </Panel>

      {isLimitRefusal(shownRefusal) ? (
        <LimitNotice refusal={shownRefusal} eligibility={eligibility} />
      ) : shownRefusal ? (
        <SecurityBanner refusal={shownRefusal} />
      ) : null}

      {inTelegram ? null : (
        <button
          type="button"
          className="btn btn-primary min-h-12 w-full text-base"
          disabled={!canStart}
          onClick={begin}
        >
          {start.isPending ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
          {label}
        </button>
      )}
    </div>
  );
}

/** Why a difficulty is closed, once per distinct reason ("Medium, Hard: ..."); the chosen one stands out. */
function LockedReasons({ locked, selected }: { locked: QuizEligibility['lockedDifficulties']; selected: Difficulty }) {
  const t = useT();
  const byReason = new Map<string, Difficulty[]>();
  for (const d of DIFFICULTIES) {
    const lock = locked[d.id];
    if (!lock) continue;
    const reason =
      lock.code === 'DIFFICULTY_RESTRICTION'
        ? t('quiz.lock.answers', { count: lock.answers })
        : t('quiz.lock.level', { level: lock.level });
    byReason.set(reason, [...(byReason.get(reason) ?? []), d.id]);
  }
  if (byReason.size === 0) return null;
  return (
    <ul className="flex flex-col gap-1" data-testid="locked-reasons">
      {[...byReason].map(([reason, ids]) => (
        <li
          key={reason}
          className={clsx('flex items-start gap-1.5 text-sm', ids.includes(selected) ? 'text-secondary' : 'text-muted')}
        >
          <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <span className="font-medium">
              {ids.map((id) => t(DIFFICULTIES.find((d) => d.id === id)!.label)).join(', ')}:
            </span>{' '}
            {reason}
          </span>
        </li>
      ))}
    </ul>
  );
}

function DailyCounter({ eligibility }: { eligibility: QuizEligibility }) {
  const done = eligibility.dailyQuizzesCompleted;
  const max = eligibility.maxDailyQuizzes;
  const t = useT();
  return (
    <section aria-label={t('quiz.today')} className="card flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span className="text-sm text-muted">{t('quiz.today')}</span>
        <span className="text-lg font-bold tabular-nums" data-testid="daily-counter">
          {done}/{max}
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.min(100, (done / Math.max(1, max)) * 100)}%` }}
        />
      </div>
      <span className="text-xs text-muted tabular-nums">
        {t('quiz.thisHour', { done: eligibility.hourlyQuizzes, max: eligibility.maxHourlyQuizzes })}
      </span>
    </section>
  );
}

/** A radio styled as a card: arrow keys move between choices, Space selects. */
function ChoiceCard(props: {
  name: string;
  checked: boolean;
  locked?: boolean;
  onSelect: () => void;
  align?: 'center' | 'start';
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'relative flex min-h-20 cursor-pointer flex-col gap-1 rounded-2xl border p-3 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
        props.align === 'start' ? 'items-start justify-start text-left' : 'items-center justify-center text-center',
        props.checked ? 'border-primary bg-primary/10' : 'border-line bg-surface hover:bg-surface-2',
        props.locked && 'opacity-60',
      )}
    >
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={() => {
          hapticSelection();
          props.onSelect();
        }}
        className="sr-only"
      />
      {props.children}
    </label>
  );
}

function StakePicker({
  eligibility,
  value,
  onChange,
  check,
}: {
  eligibility: QuizEligibility;
  value: string;
  onChange: (v: string) => void;
  check: { stake: string } | { error: string };
}) {
  const id = useId();
  const t = useT();
  const f = useFormat();
  const limits = eligibility.stakeLimits;
  const win = 'stake' in check ? potentialWin(check.stake, eligibility.payoutMultiplier ?? 2) : null;
  return (
    <section aria-labelledby={`${id}-h`} className="card flex flex-col gap-3">
      <h2 id={`${id}-h`} className="flex items-center gap-2 font-semibold">
        <Coins aria-hidden className="size-4 text-secondary" /> {t('quiz.stakePerQuestion')}
      </h2>
      <div className="grid grid-cols-4 gap-2" role="group" aria-label={t('quiz.stakePresets')}>
        {limits.presets.map((p) => {
          const active = 'stake' in check && check.stake === p;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => {
                hapticSelection();
                onChange(p);
              }}
              className={clsx(
                'min-h-11 rounded-xl border text-sm font-semibold tabular-nums transition-colors duration-150',
                active ? 'border-secondary bg-secondary/15 text-secondary' : 'border-line bg-surface-2',
              )}
            >
              {p}
            </button>
          );
        })}
      </div>
      <div>
        <label htmlFor={`${id}-custom`} className="mb-1 block text-xs text-muted">
          {t('quiz.customAmount', { min: limits.min, max: limits.max, step: limits.step })}
        </label>
        <input
          id={`${id}-custom`}
          type="number"
          inputMode="decimal"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={'error' in check}
          aria-describedby={`${id}-win`}
          className="field tabular-nums"
        />
      </div>
      <p
        id={`${id}-win`}
        className={clsx('text-sm', 'error' in check ? 'text-danger' : 'text-muted')}
        role={'error' in check ? 'alert' : undefined}
      >
        {'error' in check ? (
          // The player's language; stake.ts keeps the spec's English text for code that is not a screen.
          t('quiz.stakeRange', { min: eligibility.stakeLimits.min, max: eligibility.stakeLimits.max })
        ) : (
          <>
            {t('quiz.potentialWin')} <span className="font-semibold text-accent tabular-nums">{f.usdt(win)}</span>
          </>
        )}
      </p>
    </section>
  );
}

function Balances({ user, eligibility, challenge }: { user: User; eligibility: QuizEligibility; challenge: boolean }) {
  const [hidden] = useBalanceHidden();
  const short = challenge && eligibility.code === 'INSUFFICIENT_BALANCE';
  const t = useT();
  const f = useFormat();
  return (
    <section aria-label={t('quiz.balances')} className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2">
        <div className="card px-3! py-2.5!">
          {/* what a stake can use: the balance less the money locked for withdrawals (the server's available) */}
          <dt className="text-xs text-muted">{t('wallet.available')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="setup-playable">
            {hidden ? MASK : f.usdt(eligibility.playableBalance)}
          </dd>
        </div>
        <div className="card px-3! py-2.5!">
          <dt className="text-xs text-muted">{t('home.bonus')}</dt>
          <dd className="font-semibold tabular-nums">{hidden ? MASK : f.usdt(user.bonusBalance)}</dd>
        </div>
      </dl>
      {challenge ? (
        <p className="text-xs text-muted">
          {t('quiz.stakeSource', { min: f.amount(eligibility.challengeMinBalance) })}
          {!user.hasDeposited ? ` ${t('quiz.bonusAfterDeposit')}` : ''}{' '}
          {short ? (
            <Link to="/deposit" className="font-semibold text-primary">
              {t('home.deposit')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function SetupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="card flex flex-col items-start gap-3">
      <p className="font-semibold">{t('quiz.loadFailed')}</p>
      <p className="text-sm text-muted">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('action.tryAgain')}
      </button>
    </div>
  );
}
