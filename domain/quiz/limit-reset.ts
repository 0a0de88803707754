import type { Db } from '../../db/connection.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type QuizRules, quizRules } from './quiz-rules.ts';

/** The quiz limits that lift by themselves with time: the player waits, nothing else. */
export const TIMED_LIMITS = ['DAILY_LIMIT_REACHED', 'HOURLY_LIMIT_REACHED', 'TIME_BETWEEN_QUIZZES'] as const;
export type TimedLimit = (typeof TIMED_LIMITS)[number];

export const isTimedLimit = (code: ErrorCode | string | undefined): code is TimedLimit =>
  TIMED_LIMITS.includes(code as TimedLimit);

/**
 * When a refused start's limit lifts (the quiz setup screen and the start's 403 say so, issue 31):
 * the daily and hourly limits count the starts of the last 24 hours and of the last hour
 * (player_standing, domain/quiz/eligibility.sql), so the limit lifts when the max-th latest start
 * leaves the window; the pause between quizzes ends that long after the latest quiz started or
 * ended. Read only on a refusal, never on a start that goes through. Null when nothing is in the way.
 */
export async function limitResetAt(
  db: Db,
  input: { userId: string; code: TimedLimit; now: Date },
  rules: QuizRules,
): Promise<Date | null> {
  if (input.code === 'TIME_BETWEEN_QUIZZES') {
    const [row] = await db<{ at: Date }[]>`
      select greatest(started_at, coalesce(completed_at, started_at))
        + make_interval(secs => ${rules.minTimeBetweenQuizzesMs / 1000}) as at
      from quiz_sessions where user_id = ${input.userId} order by started_at desc limit 1`;
    return row?.at ?? null;
  }
  const [window, max] =
    input.code === 'DAILY_LIMIT_REACHED' ? ['24 hours', rules.maxDailyQuizzes] : ['1 hour', rules.maxHourlyQuizzes];
  const [row] = await db<{ at: Date }[]>`
    select started_at + ${window}::interval as at from quiz_sessions
    where user_id = ${input.userId} and started_at > ${input.now}::timestamptz - ${window}::interval
    order by started_at desc offset ${Math.max(0, max - 1)} limit 1`;
  return row?.at ?? null;
}

/**
 * Runs a quiz start and, when a limit that lifts with time refuses it, sets the refusal's `resetsAt`.
 * `db` is the pool, not the start's transaction: a refused start has aborted that one.
 */
export async function withLimitReset<T>(db: Db, input: { userId: string; now: Date }, start: () => Promise<T>) {
  try {
    return await start();
  } catch (error) {
    if (error instanceof AppError && isTimedLimit(error.code)) {
      const rules = quizRules(await readSettings(db));
      error.resetsAt = (await limitResetAt(db, { ...input, code: error.code }, rules)) ?? undefined;
    }
    throw error;
  }
}
