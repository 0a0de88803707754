/**
 * The quiz's vocabulary and reward settings. The rules themselves (spec 000 section 9: score percent,
 * rewards, time bonus, security multiplier, streak bonus, levels) are database functions
 * (domain/quiz/finish-quiz.sql), applied where a quiz finishes; rules.test.ts tests them.
 */
import type { Micro } from '../money.ts';

// Difficulties are the question bank's (db/questions/value-lists.ts), where storage reads them too.
import type { Difficulty } from '../../db/questions/value-lists.ts';
export { DIFFICULTIES, type Difficulty } from '../../db/questions/value-lists.ts';

/** Standard plays for rewards; challenge stakes the player's balance on each answer. */
export const QUIZ_MODES = ['standard', 'challenge'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

/** A quiz its player left unanswered ends `abandoned`: it counts as started (limits) but never as completed. */
export const QUIZ_STATUSES = ['active', 'completed', 'abandoned'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

export type RewardRules = {
  pointsPerCorrect: number;
  baseReward: Record<Difficulty, Micro>;
  timeBonus: { fast: number; medium: number; slow: number };
  minReward: Micro;
  rewardCapMultiplier: number;
};
