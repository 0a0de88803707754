import { useMutation, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, CircleX, Clock, Coins, Flag, LoaderCircle, Trophy } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/toast';
import { ApiError } from '../../api-client/client';
import type { BetOutcome, QuizQuestion } from '../../api-client/player-types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { useNow } from '../../components/useNow';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { hapticImpact, hapticNotify, useClosingConfirmation, useVerticalSwipeLock } from '../../telegram/useTelegram';
import { DisputeForm } from './DisputeForm';
import { SecurityBanner, type Refusal } from './SecurityBanner';
import { potentialWin } from './stake';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';

type Phase = 'answering' | 'submitting' | 'reveal';

const smoothScroll = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
const LETTERS = ['A', 'B', 'C', 'D'];

/** Where this question's time ends on this device's clock. */
/** A question on screen; `receivedAt` anchors its timer to this device's clock (null after a reload). */
export interface LiveQuestion {
  question: QuizQuestion;
  receivedAt: number | null;
}

export function localDeadline(live: LiveQuestion, now: number): number {
  const q = live.question;
  const total = Date.parse(q.deadlineAt) - Date.parse(q.servedAt);
  // A fresh question: its time started when the server answered. After a reload: the server's deadline.
  if (live.receivedAt !== null) return live.receivedAt + total;
  return Math.min(Math.max(Date.parse(q.deadlineAt), now), now + total);
}

/** What the stage reads of a judged answer: a quiz's (with its bet) and a guest's practice answer alike. */
export interface StageOutcome {
  correct: boolean;
  timedOut: boolean;
  correctAnswer: number;
  explanation: string;
  next?: QuizQuestion;
  bet?: BetOutcome;
}

/** Where the stage's answers go, and the server's state it continues from after a refusal or a conflict. */
export interface QuestionFeed<O extends StageOutcome> {
  answer: (questionId: string, answerIndex: number | null) => Promise<O>;
  /** The question the server asks now, or null once the quiz has ended. */
  current: () => Promise<QuizQuestion | null>;
}

interface Props<O extends StageOutcome> {
  feed: QuestionFeed<O>;
  initial: LiveQuestion;
  /** Right answers before this question (a resumed quiz). */
  correctBefore: number;
  /** A challenge's stake per question (shown with the potential win), null without stakes. */
  stake: string | null;
  revealMs: number;
  payoutMultiplier: number;
  /** Each judged answer (its bet feeds the reality check). */
  onAnswered: (outcome: O) => void;
  /** After the last answer's reveal (its outcome), or when the server says the quiz ended (null). */
  onFinished: (last: O | null) => void;
  /** The quiz session whose answered questions can be disputed during the reveal (none: a guest's practice). */
  disputeIn?: string;
}

/** How long the reveal still shows before the quiz moves on (`n` restarts its bar); null while held. */
type Countdown = { ms: number; n: number } | null;

/** A dispute sent from the reveal stays on screen this long before the quiz moves on. */
const SENT_NOTICE_MS = 1_500;

export function QuestionStage<O extends StageOutcome>({
  feed,
  initial,
  correctBefore,
  stake: sessionStake,
  revealMs,
  payoutMultiplier,
  onAnswered,
  onFinished,
  disputeIn,
}: Props<O>) {
  const t = useT();
  const errorText = useErrorText();
  const [live, setLive] = useState(initial);
  // keyed by question: for the render that swaps questions, the previous deadline must not count
  const [deadline, setDeadline] = useState<{ questionId: string; at: number } | null>(null);
  const [phase, setPhase] = useState<Phase>('answering');
  const [selected, setSelected] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<O | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [correctSoFar, setCorrectSoFar] = useState(correctBefore);
  const phaseRef = useRef<Phase>('answering');
  const revealTimer = useRef<number | undefined>(undefined);
  // The reveal's move on (to the next question or the result) and when it is due; a dispute holds it.
  const advance = useRef<{ run: () => void; at: number } | null>(null);
  const [countdown, setCountdown] = useState<Countdown>({ ms: revealMs, n: 0 });
  const lastTimeout = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const revealBox = useRef<HTMLDivElement>(null);
  const question = live.question;
  const total = Date.parse(question.deadlineAt) - Date.parse(question.servedAt);

  useVerticalSwipeLock(true);
  useEffect(() => setDeadline({ questionId: live.question.id, at: localDeadline(live, Date.now()) }), [live]);
  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  useEffect(() => {
    // the explanation must be readable on a small screen: bring it above the bottom navigation
    if (outcome) revealBox.current?.scrollIntoView({ block: 'nearest', behavior: smoothScroll() });
  }, [outcome]);

  const now = useNow(250, phase !== 'reveal');
  const remaining = deadline?.questionId !== question.id || now === null ? null : Math.max(0, deadline.at - now);

  const moveTo = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const showQuestion = useCallback(
    (next: LiveQuestion) => {
      setLive(next);
      setSelected(null);
      setOutcome(null);
      moveTo('answering');
      // Keyboard and screen-reader users land on the new question; the page only moves if the
      // question is out of sight (a long explanation was scrolled to).
      requestAnimationFrame(() => {
        top.current?.scrollIntoView({ block: 'nearest', behavior: smoothScroll() });
        heading.current?.focus({ preventScroll: true });
      });
    },
    [moveTo],
  );

  /**
   * After a conflict (answered in another tab, a double send) or a refusal: continue from the
   * server's state. `stayOn` keeps the question on screen when the server still asks it (a refused
   * first attempt); after a refused last attempt the server has moved on.
   */
  const resync = useCallback(
    async (stayOn?: string) => {
      try {
        const current = await feed.current();
        if (!current) onFinished(null);
        else if (current.id === stayOn) moveTo('answering');
        else showQuestion({ question: current, receivedAt: null });
      } catch (error) {
        toast.error(errorText(error));
        moveTo('answering');
      }
    },
    [feed, onFinished, showQuestion, moveTo],
  );

  const answer = useMutation({
    mutationFn: (answerIndex: number | null) => feed.answer(question.id, answerIndex),
    onSuccess: (result) => {
      const receivedAt = Date.now();
      setOutcome(result);
      moveTo('reveal');
      if (result.correct) setCorrectSoFar((n) => n + 1);
      hapticNotify(result.correct ? 'success' : 'error');
      onAnswered(result);
      const run = () => {
        advance.current = null;
        if (result.next) showQuestion({ question: result.next, receivedAt });
        else onFinished(result);
      };
      advance.current = { run, at: receivedAt + revealMs };
      setCountdown({ ms: revealMs, n: 0 });
      revealTimer.current = window.setTimeout(run, revealMs);
    },
    onError: (error) => {
      setSelected(null);
      if (error instanceof ApiError && error.status === 403) {
        // refused by monitoring: not processed; the question stays open unless that was its last attempt
        setRefusal({ code: error.code, message: error.message });
        hapticNotify('warning');
        void resync(question.id);
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        void resync();
      } else {
        toast.error(errorText(error));
        moveTo('answering');
      }
    },
  });

  const submit = useCallback(
    (index: number | null) => {
      if (phaseRef.current !== 'answering') return;
      moveTo('submitting');
      setSelected(index);
      setRefusal(null);
      answer.mutate(index);
    },
    [answer, moveTo],
  );

  // Time is up: the server is told so (it would count a late answer as wrong anyway).
  useEffect(() => {
    if (remaining !== 0 || phase !== 'answering' || Date.now() - lastTimeout.current < 3_000) return;
    lastTimeout.current = Date.now();
    submit(null);
  }, [remaining, phase, submit]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        (e.target instanceof HTMLElement && e.target.closest('input, textarea, select'))
      )
        return;
      const index = '1234'.indexOf(e.key) >= 0 ? '1234'.indexOf(e.key) : 'abcd'.indexOf(e.key.toLowerCase());
      if (index >= 0 && e.key.length === 1 && index < question.options.length) submit(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question.options.length, submit]);

  // Disputing from the reveal holds the move on until the form is sent or closed. The server does not
  // wait: the next question was served with this answer (its time runs from the reveal's end).
  const holdReveal = useCallback(() => {
    window.clearTimeout(revealTimer.current);
    setCountdown(null);
    // the form opens inside the reveal: all of it above the bottom navigation
    requestAnimationFrame(() => revealBox.current?.scrollIntoView({ block: 'nearest', behavior: smoothScroll() }));
  }, []);
  const releaseReveal = useCallback((atLeastMs: number) => {
    const next = advance.current;
    if (!next) return;
    const ms = Math.max(next.at - Date.now(), atLeastMs, 0);
    setCountdown((c) => ({ ms, n: (c?.n ?? 0) + 1 }));
    revealTimer.current = window.setTimeout(next.run, ms);
  }, []);

  const stake = sessionStake === null ? null : (question.stake ?? sessionStake);
  // A stake is at risk until the answer is revealed: closing the Mini App asks first until then.
  useClosingConfirmation(Boolean(stake) && phase !== 'reveal');
  return (
    <div
      ref={top}
      className="flex scroll-mt-40 flex-col gap-4"
      data-testid="quiz-question"
      data-question={question.index + 1}
    >
      <div className="flex items-center justify-between gap-2 pt-1">
        <p className="text-sm font-semibold tabular-nums">
          {t('quiz.questionNumber', { number: question.index + 1 })}{' '}
          <span className="text-muted">{t('quiz.questionTotal', { total: question.total })}</span>
        </p>
        <div className="flex items-center gap-2 text-xs">
          <span className="rounded-full bg-surface-2 px-2.5 py-1 font-medium capitalize">{question.difficulty}</span>
          <span
            className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 font-semibold text-accent tabular-nums"
            aria-label={t('quiz.correctSoFar', { count: correctSoFar })}
          >
            <CircleCheck aria-hidden className="size-3.5" /> {correctSoFar}
          </span>
        </div>
      </div>

      <QuizProgress index={question.index} total={question.total} />
      <Timer remaining={phase === 'reveal' ? null : remaining} total={total} frozen={phase === 'reveal'} />
      {stake ? <StakeStrip stake={stake} multiplier={payoutMultiplier} /> : null}

      <section aria-labelledby="question-text" className="flex flex-col gap-4">
        <div>
          <p className="mb-1.5 text-xs font-medium tracking-wide text-muted uppercase">{question.category}</p>
          <h2
            id="question-text"
            ref={heading}
            tabIndex={-1}
            className="text-xl leading-snug font-bold outline-none sm:text-2xl"
          >
            {question.question}
          </h2>
        </div>

        {refusal ? <SecurityBanner refusal={refusal} /> : null}

        <ul className="flex flex-col gap-2.5" aria-label={t('quiz.answers')}>
          {question.options.map((option, i) => (
            <li key={`${question.id}-${i}`}>
              <AnswerButton
                letter={LETTERS[i] ?? String(i + 1)}
                text={option}
                state={answerState(i, phase, selected, outcome)}
                disabled={phase !== 'answering'}
                onClick={() => {
                  hapticImpact();
                  submit(i);
                }}
              />
            </li>
          ))}
        </ul>
      </section>

      <div ref={revealBox} style={{ scrollMarginBottom: 'calc(64px + var(--safe-bottom) + 16px)' }}>
        {outcome ? (
          <Reveal
            outcome={outcome}
            countdown={countdown}
            last={!outcome.next}
            timedOut={outcome.timedOut || selected === null}
            key={question.id}
            dispute={
              disputeIn && !outcome.timedOut && selected !== null ? (
                <RevealDispute
                  sessionId={disputeIn}
                  questionId={question.id}
                  last={!outcome.next}
                  onOpen={holdReveal}
                  onClose={(sent) => releaseReveal(sent ? SENT_NOTICE_MS : 0)}
                />
              ) : null
            }
          />
        ) : null}
      </div>
    </div>
  );
}

export type AnswerState = 'idle' | 'pending' | 'correct' | 'wrong' | 'dimmed';

function answerState(i: number, phase: Phase, selected: number | null, outcome: StageOutcome | null): AnswerState {
  if (phase === 'submitting') return selected === i ? 'pending' : 'dimmed';
  if (phase === 'reveal' && outcome) {
    if (outcome.correctAnswer === i) return 'correct';
    if (selected === i) return 'wrong';
    return 'dimmed';
  }
  return 'idle';
}

export function AnswerButton({
  letter,
  text,
  state,
  disabled,
  onClick,
}: {
  letter: string;
  text: string;
  state: AnswerState;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={letter}
      data-state={state}
      className={clsx(
        'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-3.5 py-3 text-left text-base font-medium transition-[background-color,border-color,opacity] duration-200 disabled:cursor-default',
        state === 'idle' && 'border-line bg-surface hover:border-primary/60 hover:bg-surface-2 active:scale-[0.99]',
        state === 'pending' && 'border-primary bg-primary/10',
        state === 'correct' && 'border-accent bg-accent/15',
        state === 'wrong' && 'border-danger bg-danger/15',
        state === 'dimmed' && 'border-line bg-surface opacity-50',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold',
          state === 'correct'
            ? 'bg-accent text-black'
            : state === 'wrong'
              ? 'bg-danger text-black'
              : state === 'pending'
                ? 'bg-primary text-black'
                : 'bg-surface-2 text-muted',
        )}
      >
        {letter}
      </span>
      <span className="min-w-0 flex-1">{text}</span>
      {state === 'pending' ? <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-primary" /> : null}
      {state === 'correct' ? <CircleCheck aria-hidden className="size-6 shrink-0 text-accent" /> : null}
      {state === 'wrong' ? <CircleX aria-hidden className="size-6 shrink-0 text-danger" /> : null}
      {state === 'correct' ? <span className="sr-only">{t('quiz.correctAnswerSr')}</span> : null}
      {state === 'wrong' ? <span className="sr-only">{t('quiz.wrongAnswerSr')}</span> : null}
    </button>
  );
}

export function QuizProgress({ index, total }: { index: number; total: number }) {
  return (
    <div className="flex gap-1" aria-hidden>
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          className={clsx(
            'h-1 flex-1 rounded-full',
            i < index ? 'bg-primary' : i === index ? 'bg-primary/60' : 'bg-surface-2',
          )}
        />
      ))}
    </div>
  );
}

export function Timer({ remaining, total, frozen }: { remaining: number | null; total: number; frozen: boolean }) {
  const seconds = remaining === null ? null : Math.ceil(remaining / 1000);
  const fraction = remaining === null ? 1 : Math.max(0, Math.min(1, remaining / total));
  const tone =
    seconds !== null && seconds <= 5 ? 'bg-danger' : seconds !== null && seconds <= 10 ? 'bg-secondary' : 'bg-primary';
  const [lastSeconds, setLastSeconds] = useState<number | null>(null);
  const t = useT();
  useEffect(() => {
    if (seconds !== null) setLastSeconds(seconds);
  }, [seconds]);
  const shown = frozen ? lastSeconds : seconds;
  return (
    <div className="flex items-center gap-3" data-testid="quiz-timer">
      <div
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={t('quiz.timeLeft')}
        aria-valuemin={0}
        aria-valuemax={Math.round(total / 1000)}
        aria-valuenow={shown ?? undefined}
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width] duration-250 ease-linear',
            frozen ? 'bg-muted/50' : tone,
          )}
          style={{ width: `${(frozen ? ((lastSeconds ?? 0) * 1000) / total : fraction) * 100}%` }}
        />
      </div>
      <span className="flex w-12 items-center justify-end gap-1 text-sm font-semibold tabular-nums" aria-hidden>
        <Clock className="size-4 text-muted" />
        {shown === null ? '--' : t('unit.secondsShort', { seconds: shown })}
      </span>
    </div>
  );
}

function StakeStrip({ stake, multiplier }: { stake: string; multiplier: number }) {
  const api = useApi();
  const [hidden] = useBalanceHidden();
  const { data: user } = useQuery(profileQuery(api));
  const t = useT();
  const f = useFormat();
  return (
    <dl className="grid grid-cols-3 gap-2 text-center" data-testid="stake-strip">
      <div className="rounded-xl bg-surface px-2 py-2 ring-1 ring-line">
        <dt className="flex items-center justify-center gap-1 text-[11px] text-muted">
          <Coins aria-hidden className="size-3" /> {t('quiz.stake')}
        </dt>
        <dd className="text-sm font-semibold tabular-nums">{f.amount(stake)}</dd>
      </div>
      <div className="rounded-xl bg-surface px-2 py-2 ring-1 ring-line">
        <dt className="flex items-center justify-center gap-1 text-[11px] text-muted">
          <Trophy aria-hidden className="size-3" /> {t('quiz.potentialWinShort')}
        </dt>
        <dd className="text-sm font-semibold text-accent tabular-nums">{f.amount(potentialWin(stake, multiplier))}</dd>
      </div>
      <div className="rounded-xl bg-surface px-2 py-2 ring-1 ring-line">
        <dt className="text-[11px] text-muted">{t('wallet.available')}</dt>
        <dd className="text-sm font-semibold tabular-nums" data-testid="quiz-playable">
          {hidden ? MASK : f.amount(user?.availableBalance)}
        </dd>
      </div>
    </dl>
  );
}

function Reveal({
  outcome,
  countdown,
  last,
  timedOut,
  dispute,
}: {
  outcome: StageOutcome;
  countdown: Countdown;
  last: boolean;
  timedOut: boolean;
  dispute: ReactNode;
}) {
  const t = useT();
  const f = useFormat();
  const title = outcome.correct ? t('quiz.correct') : timedOut ? t('quiz.timesUp') : t('quiz.wrong');
  const Icon = outcome.correct ? CircleCheck : CircleX;
  return (
    <section
      aria-live="polite"
      data-testid="quiz-reveal"
      className={clsx(
        'flex flex-col gap-2 rounded-2xl border p-4 transition-[opacity,translate] duration-200 starting:translate-y-1 starting:opacity-0',
        outcome.correct ? 'border-accent/40 bg-accent/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className={clsx('flex items-center gap-2 font-semibold', outcome.correct ? 'text-accent' : 'text-danger')}>
          <Icon aria-hidden className="size-5" /> {title}
        </p>
        {outcome.bet ? (
          <p
            className={clsx(
              'text-sm font-semibold tabular-nums',
              outcome.bet.result === 'won' ? 'text-accent' : 'text-danger',
            )}
            data-testid="bet-outcome"
          >
            {outcome.bet.result === 'won'
              ? t('quiz.won', { amount: f.amount(outcome.bet.netAmount) })
              : t('quiz.lost', { amount: f.amount(outcome.bet.lossAmount) })}
          </p>
        ) : null}
      </div>
      {outcome.explanation ? <p className="text-sm leading-relaxed">{outcome.explanation}</p> : null}
      {dispute}
      <div className="mt-1 flex items-center gap-2 text-xs text-muted">
        <div className="h-1 flex-1 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          {countdown ? (
            <div
              key={countdown.n}
              className="h-full w-0 rounded-full bg-muted/60 transition-[width] ease-linear starting:w-full"
              style={{ transitionDuration: `${countdown.ms}ms` }}
            />
          ) : (
            <div className="h-full w-full rounded-full bg-muted/60" />
          )}
        </div>
        {countdown ? (last ? t('quiz.resultsNext') : t('quiz.nextQuestion')) : t('quiz.revealHeld')}
      </div>
    </section>
  );
}

/**
 * "Dispute" on the reveal of a question the player answered: the shared DisputeForm, opened in
 * place. Opening it holds the reveal (`onOpen`); sending or cancelling lets the quiz go on (`onClose`).
 */
function RevealDispute({
  sessionId,
  questionId,
  last,
  onOpen,
  onClose,
}: {
  sessionId: string;
  questionId: string;
  last: boolean;
  onOpen: () => void;
  onClose: (sent: boolean) => void;
}) {
  const t = useT();
  const [state, setState] = useState<'closed' | 'open' | 'sent'>('closed');
  if (state === 'sent')
    return (
      <p role="status" className="text-xs font-medium text-accent">
        {t('quiz.disputeSent')}
      </p>
    );
  if (state === 'open')
    return (
      <div className="rounded-xl bg-surface p-3 ring-1 ring-line">
        <DisputeForm
          sessionId={sessionId}
          questionId={questionId}
          note={last ? null : t('quiz.disputeClockRuns')}
          onSent={() => {
            setState('sent');
            onClose(true);
          }}
          onCancel={() => {
            setState('closed');
            onClose(false);
          }}
        />
      </div>
    );
  return (
    <button
      type="button"
      className="-my-1 inline-flex min-h-11 items-center gap-1.5 self-start text-xs font-semibold text-muted hover:text-fg"
      onClick={() => {
        onOpen();
        setState('open');
      }}
    >
      <Flag aria-hidden className="size-3.5" /> {t('quiz.dispute')}
    </button>
  );
}
