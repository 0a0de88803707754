import type { Db } from '../../db/connection.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { QuizRules } from './quiz-settings.ts';
import type { Difficulty, QuizMode } from './rules.ts';

export type Refusal = { code: ErrorCode; message: string };

export type PlayerStanding = {
  status: string;
  blockedUntil: Date | null;
  level: number;
  questionsAnswered: number;
  playable: Micro;
  quizzesToday: number;
  quizzesLastHour: number;
  lastQuizAt: Date | null;
  openFlags: number;
};

/** What the start checks need to know about a player, read at `now`. */
export async function readStanding(db: Db, userId: string, now: Date, rules: QuizRules): Promise<PlayerStanding> {
  const flagSince = new Date(now.getTime() - rules.flagBlockHours * 3_600_000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  // The daily limit counts the last 24 hours, not a calendar day a time-zone change could restart.
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [row] = await db<{
    status: string; blocked_until: Date | null; level: number; questions_answered: number; playable: number;
    quizzes_today: number; quizzes_last_hour: number; last_quiz_at: Date | null; open_flags: number;
  }[]>`
    select u.status, u.blocked_until, u.level, u.questions_answered,
      (select balance - locked from accounts where user_id = u.id and kind = 'playable')::int8 as playable,
      (select count(*) from quiz_sessions s where s.user_id = u.id and s.started_at > ${dayAgo})::int as quizzes_today,
      (select count(*) from quiz_sessions s where s.user_id = u.id and s.started_at > ${hourAgo})::int as quizzes_last_hour,
      -- One quiz at a time: the latest started is the latest to end.
      (select greatest(s.started_at, coalesce(s.completed_at, s.started_at)) from quiz_sessions s
        where s.user_id = u.id order by s.started_at desc limit 1) as last_quiz_at,
      (select count(*) from security_flags f where f.user_id = u.id and f.resolved_at is null and f.created_at > ${flagSince})::int as open_flags
    from users u where u.id = ${userId}`;
  if (!row) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return {
    status: row.status,
    blockedUntil: row.blocked_until,
    level: row.level,
    questionsAnswered: row.questions_answered,
    playable: row.playable,
    quizzesToday: row.quizzes_today,
    quizzesLastHour: row.quizzes_last_hour,
    lastQuizAt: row.last_quiz_at,
    openFlags: row.open_flags,
  };
}

/** The spec's start checks in order (spec 000 section 5); null when the quiz may start. */
export function startRefusal(p: PlayerStanding, rules: QuizRules, request: { difficulty: Difficulty; mode: QuizMode }, now: Date): Refusal | null {
  if (p.status === 'blocked' && (!p.blockedUntil || p.blockedUntil > now)) {
    return { code: 'USER_BLOCKED', message: blockedMessage };
  }
  if (p.quizzesToday >= rules.maxDailyQuizzes) {
    return { code: 'DAILY_LIMIT_REACHED', message: `Daily quiz limit reached (${rules.maxDailyQuizzes} per day). Come back tomorrow!` };
  }
  if (p.quizzesLastHour >= rules.maxHourlyQuizzes) {
    return { code: 'HOURLY_LIMIT_REACHED', message: `Hourly quiz limit reached (${rules.maxHourlyQuizzes} per hour). Please try again later.` };
  }
  if (p.lastQuizAt) {
    const waitMs = p.lastQuizAt.getTime() + rules.minTimeBetweenQuizzesMs - now.getTime();
    if (waitMs > 0) return { code: 'TIME_BETWEEN_QUIZZES', message: `Please wait ${Math.ceil(waitMs / 1000)} seconds` };
  }
  if (rules.fraudDetection && p.openFlags > 0) {
    return { code: 'SUSPICIOUS_ACTIVITY', message: 'Suspicious activity detected on your account. Please try again later or contact support.' };
  }
  if (request.difficulty !== 'easy' && p.questionsAnswered < rules.questionsBeforeHarder) {
    return { code: 'DIFFICULTY_RESTRICTION', message: `Answer at least ${rules.questionsBeforeHarder} questions to unlock medium and hard quizzes` };
  }
  if (request.difficulty === 'hard' && p.level < rules.hardMinLevel) {
    return { code: 'LEVEL_RESTRICTION', message: `Reach level ${rules.hardMinLevel} to play hard quizzes` };
  }
  if (request.mode === 'challenge' && p.playable < rules.challenge.minBalance) {
    return { code: 'INSUFFICIENT_BALANCE', message: `Minimum $${formatAmount(rules.challenge.minBalance)} required to play challenge quiz. Please deposit money first.` };
  }
  return null;
}
