/** The quiz's pure rules (spec 000 section 9): scoring, rewards, XP and levels, streak bonus. */
import { applyBasisPoints, usdt, type Micro } from '../money.ts';
import { xpForLevel } from '../levels.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuizMode = 'standard' | 'challenge';

export type RewardRules = {
  pointsPerCorrect: number;
  baseReward: Record<Difficulty, Micro>;
  timeBonus: { fast: number; medium: number; slow: number };
  minReward: Micro;
  rewardCapMultiplier: number;
};

/** Score percent is points divided by (points per correct x question count). */
export function scorePercent(correct: number, questionCount: number): number {
  return questionCount > 0 ? Math.round((correct / questionCount) * 100) : 0;
}

/** 0.5 if the win rate is above 95% after 50 answers, 0.8 if above 90% after 20, else 1. */
export function securityMultiplier(correctAnswers: number, questionsAnswered: number): number {
  const winRate = questionsAnswered > 0 ? (correctAnswers / questionsAnswered) * 100 : 0;
  if (questionsAnswered >= 50 && winRate > 95) return 0.5;
  if (questionsAnswered >= 20 && winRate > 90) return 0.8;
  return 1;
}

/** Time bonus by the average answer time: within a third of the limit 1, within two thirds 0.8, else 0.5. */
export function timeBonus(rules: RewardRules, averageAnswerMs: number, secondsPerQuestion: number): number {
  const limitMs = secondsPerQuestion * 1000;
  if (averageAnswerMs <= limitMs / 3) return rules.timeBonus.fast;
  if (averageAnswerMs <= (2 * limitMs) / 3) return rules.timeBonus.medium;
  return rules.timeBonus.slow;
}

/**
 * base per correct answer x correct x time bonus x security multiplier, at least the minimum (when
 * at least one answer was right, so empty quizzes cannot be farmed) and at most
 * cap multiplier x base x question count.
 */
export function quizReward(rules: RewardRules, input: { difficulty: Difficulty; correct: number; questionCount: number; timeBonus: number; securityMultiplier: number }): Micro {
  if (input.correct === 0) return 0;
  const base = rules.baseReward[input.difficulty];
  const factorBasisPoints = Math.round(input.timeBonus * input.securityMultiplier * 10_000);
  const raw = applyBasisPoints(base * input.correct, factorBasisPoints);
  const cap = applyBasisPoints(base * input.questionCount, Math.round(rules.rewardCapMultiplier * 10_000));
  return Math.min(cap, Math.max(rules.minReward, raw));
}

/** 2 x floor(streak / 5) USDT when the streak is at least 5 and the security multiplier is above 0.5. */
export function streakBonus(streak: number, multiplier: number): Micro {
  if (streak < 5 || multiplier <= 0.5) return 0;
  return usdt(2 * Math.floor(streak / 5));
}

/**
 * The level for a total XP: a player at level L rises when their XP reaches 100 x L (the spec's
 * "XP against 100 times level"), so level = floor(XP / 100) + 1. Levels never fall.
 */
export function levelForXp(totalXp: number, currentLevel = 1): number {
  let level = currentLevel;
  while (totalXp >= xpForLevel(level)) level += 1;
  return level;
}
