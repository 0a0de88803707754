import { describe, expect, test } from 'bun:test';
import { defaultSettings } from '../settings/defaults.ts';
import { quizRules } from './quiz-settings.ts';
import { levelForXp, quizReward, scorePercent, securityMultiplier, streakBonus, timeBonus } from './rules.ts';

const rules = quizRules(defaultSettings).reward;

describe('quiz rules (spec 000 section 9)', () => {
  test('score percent is points over 10 x question count', () => {
    expect(scorePercent(7, 10)).toBe(70);
    expect(scorePercent(10, 10)).toBe(100);
    expect(scorePercent(0, 10)).toBe(0);
  });

  test('base reward per correct answer is 0.5 / 1 / 2 by difficulty', () => {
    const reward = (difficulty: 'easy' | 'medium' | 'hard') => quizReward(rules, { difficulty, correct: 4, questionCount: 10, timeBonus: 1, securityMultiplier: 1 });
    expect(reward('easy')).toBe(2_000_000);
    expect(reward('medium')).toBe(4_000_000);
    expect(reward('hard')).toBe(8_000_000);
  });

  test('time bonus 1 / 0.8 / 0.5 and security multiplier apply; the minimum is 0.1 and the cap 1.5 x base x count', () => {
    expect(timeBonus(rules, 5_000, 30)).toBe(1);
    expect(timeBonus(rules, 15_000, 30)).toBe(0.8);
    expect(timeBonus(rules, 25_000, 30)).toBe(0.5);
    expect(quizReward(rules, { difficulty: 'medium', correct: 5, questionCount: 10, timeBonus: 0.8, securityMultiplier: 0.5 })).toBe(2_000_000);
    expect(quizReward(rules, { difficulty: 'easy', correct: 1, questionCount: 10, timeBonus: 0.5, securityMultiplier: 0.5 })).toBe(125_000);
    expect(quizReward({ ...rules, baseReward: { ...rules.baseReward, easy: 100_000 } }, { difficulty: 'easy', correct: 1, questionCount: 10, timeBonus: 0.5, securityMultiplier: 0.5 })).toBe(100_000);
    expect(quizReward({ ...rules, rewardCapMultiplier: 0.5 }, { difficulty: 'hard', correct: 10, questionCount: 10, timeBonus: 1, securityMultiplier: 1 })).toBe(10_000_000);
    expect(quizReward(rules, { difficulty: 'hard', correct: 0, questionCount: 10, timeBonus: 1, securityMultiplier: 1 })).toBe(0);
  });

  test('security multiplier: 0.5 above 95% after 50 answers, 0.8 above 90% after 20', () => {
    expect(securityMultiplier(49, 50)).toBe(0.5);
    expect(securityMultiplier(47, 49)).toBe(0.8);
    expect(securityMultiplier(19, 20)).toBe(0.8);
    expect(securityMultiplier(18, 20)).toBe(1);
    expect(securityMultiplier(19, 19)).toBe(1);
  });

  test('streak bonus is 2 x floor(streak / 5) from a streak of 5 when the multiplier is above 0.5', () => {
    expect(streakBonus(4, 1)).toBe(0);
    expect(streakBonus(5, 1)).toBe(2_000_000);
    expect(streakBonus(14, 0.8)).toBe(4_000_000);
    expect(streakBonus(10, 0.5)).toBe(0);
  });

  test('a level needs 100 x level XP and never falls', () => {
    expect(levelForXp(0)).toBe(1);
    expect(levelForXp(99)).toBe(1);
    expect(levelForXp(100)).toBe(2);
    expect(levelForXp(450)).toBe(5);
    expect(levelForXp(10, 7)).toBe(7);
  });
});
