import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { readStartChecks } from './eligibility.ts';
import { isTimedLimit, limitResetAt } from './limit-reset.ts';
import { quizRules } from './quiz-rules.ts';
import { stakePresets } from './stake-presets.ts';
import type { Difficulty, QuizMode } from './types.ts';

/** What the quiz setup screen shows: whether this quiz may start, why not, and the counters behind it. */
export async function readEligibility(
  db: Db,
  input: { userId: string; difficulty: Difficulty; mode: QuizMode; now: Date },
) {
  const rules = quizRules(await readSettings(db));
  const [{ standing, refusal, locked }, [active]] = await Promise.all([
    readStartChecks(db, input, rules),
    db<{ id: string }[]>`select id from quiz_sessions where user_id = ${input.userId} and status = 'active'`,
  ]);
  const resetsAt = isTimedLimit(refusal?.code) ? await limitResetAt(db, { ...input, code: refusal.code }, rules) : null;
  return {
    allowed: refusal === null,
    reason: refusal?.message,
    code: refusal?.code,
    /** When the daily, hourly or between-quizzes limit in the way lifts; null otherwise. */
    resetsAt: resetsAt?.toISOString() ?? null,
    dailyQuizzesCompleted: standing.quizzesToday,
    maxDailyQuizzes: rules.maxDailyQuizzes,
    hourlyQuizzes: standing.quizzesLastHour,
    maxHourlyQuizzes: rules.maxHourlyQuizzes,
    playableBalance: formatAmount(standing.playable ?? 0),
    challengeMinBalance: formatAmount(rules.challenge.minBalance),
    stakeLimits: {
      min: formatAmount(rules.challenge.minStake),
      max: formatAmount(rules.challenge.maxStake),
      step: '0.1',
      presets: stakePresets(rules.challenge.minStake, rules.challenge.maxStake),
    },
    payoutMultiplier: rules.challenge.payoutBasisPoints / 10_000,
    questionsPerQuiz: rules.questionsPerQuiz,
    secondsPerQuestion: rules.secondsPerQuestion,
    revealSeconds: rules.revealSeconds,
    lockedDifficulties: locked,
    activeSessionId: active?.id ?? null,
  };
}
export type QuizEligibility = Awaited<ReturnType<typeof readEligibility>>;
