/**
 * The quiz's vocabulary and reward settings. The rules themselves (spec 000 section 9: score percent,
 * rewards, time bonus, security multiplier, streak bonus, levels) are database functions
 * (db/migrations/0012), applied where a quiz finishes; rules.test.ts tests them.
 */
import type { Micro } from '../money.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuizMode = 'standard' | 'challenge';

export type RewardRules = {
  pointsPerCorrect: number;
  baseReward: Record<Difficulty, Micro>;
  timeBonus: { fast: number; medium: number; slow: number };
  minReward: Micro;
  rewardCapMultiplier: number;
};
