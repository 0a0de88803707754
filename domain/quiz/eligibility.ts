import type { Db } from '../../db/connection.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { Micro } from '../money.ts';
import { quizRulesJson, type QuizRules } from './quiz-rules.ts';
import { DIFFICULTIES, type Difficulty, type QuizMode } from './types.ts';

export type Refusal = { code: ErrorCode; message: string };

/** Why a difficulty stays closed: too few answers so far (`answers` needed) or too low a level (`level` needed). */
export type DifficultyLock =
  | { code: 'DIFFICULTY_RESTRICTION'; message: string; answers: number }
  | { code: 'LEVEL_RESTRICTION'; message: string; level: number };

/** The counters behind the start checks, as the database's `player_standing` gives them (domain/quiz/eligibility.sql). */
export type PlayerStanding = { playable: Micro | null; quizzesToday: number; quizzesLastHour: number };

/** A standing with no limit or wait in the way: what is left are the difficulty locks. */
const unhindered = { quizzesToday: 0, quizzesLastHour: 0, lastQuizAt: null, openFlags: 0 };

/**
 * The spec's start checks (spec 000 section 5, the database's `quiz_start_refusal`, which the start
 * itself runs) for this quiz, then the player's own limits (`play_refusal`, with the smallest stake), the counters behind them, and which difficulties stay locked whatever
 * the limits (too few answers, too low a level) with the reason.
 */
export async function readStartChecks(
  db: Db,
  input: { userId: string; difficulty: Difficulty; mode: QuizMode; now: Date },
  rules: QuizRules,
) {
  const [row] = await db<
    { standing: PlayerStanding | null; refusal: Refusal | null; locked: Record<Difficulty, Refusal | null> | null }[]
  >`
    with s as (select player_standing(${input.userId}, ${input.now}, ${rules.flagBlockHours}) as standing),
    r as (select ${db.json(quizRulesJson(rules) as never)}::jsonb as rules)
    select s.standing,
      coalesce(quiz_start_refusal(s.standing, r.rules, ${input.difficulty}, ${input.mode}, ${input.now}),
        play_refusal(play_state(${input.userId}, ${input.now}), ${input.mode === 'challenge' ? rules.challenge.minStake : null}::bigint, 0, null)) as refusal,
      (select jsonb_object_agg(d, quiz_start_refusal(s.standing || ${db.json(unhindered)}::jsonb, r.rules, d, 'standard', ${input.now}))
       from unnest(${[...DIFFICULTIES]}::text[]) d) as locked
    from s, r`;
  if (!row?.standing) throw new AppError('USER_NOT_FOUND', 'User data not found');
  // The figure behind each lock travels with it, so the client can word the reason in the player's language.
  const lock = (r: Refusal | null): DifficultyLock | null =>
    r?.code === 'DIFFICULTY_RESTRICTION'
      ? { code: r.code, message: r.message, answers: rules.questionsBeforeHarder }
      : r?.code === 'LEVEL_RESTRICTION'
        ? { code: r.code, message: r.message, level: rules.hardMinLevel }
        : null;
  return {
    standing: row.standing,
    refusal: row.refusal,
    locked: Object.fromEntries(DIFFICULTIES.map((d) => [d, lock(row.locked?.[d] ?? null)])) as Record<
      Difficulty,
      DifficultyLock | null
    >,
  };
}
