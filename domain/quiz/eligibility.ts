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

/** The standing as the database's `player_standing` (db/migrations/0011) gives it: times as ISO strings. */
export type StandingJson = Omit<PlayerStanding, 'blockedUntil' | 'lastQuizAt' | 'playable'> & { blockedUntil: string | null; lastQuizAt: string | null; playable: Micro | null };

export function standingFromJson(s: StandingJson): PlayerStanding {
  return {
    ...s,
    playable: s.playable ?? 0,
    blockedUntil: s.blockedUntil === null ? null : new Date(s.blockedUntil),
    lastQuizAt: s.lastQuizAt === null ? null : new Date(s.lastQuizAt),
  };
}

/** What the start checks need to know about a player, read at `now`. */
export async function readStanding(db: Db, userId: string, now: Date, rules: QuizRules): Promise<PlayerStanding> {
  const [row] = await db<{ standing: StandingJson | null }[]>`select player_standing(${userId}, ${now}, ${rules.flagBlockHours}) as standing`;
  if (!row?.standing) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return standingFromJson(row.standing);
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
