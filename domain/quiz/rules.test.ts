import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { quizRules } from './quiz-rules.ts';

// The reward rules of spec 000 section 9 are database functions (domain/quiz/finish-quiz.sql), applied by quiz_finish.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const rules = quizRules(defaultSettings).reward;
const one = async <T>(query: Promise<{ v: T }[]>) => (await query)[0]!.v;
const scorePercent = (correct: number, count: number) =>
  one<number>(db.sql`select quiz_score_percent(${correct}, ${count}) as v`);
const tiers = quizRules(defaultSettings).securityMultiplier;
const multiplier = (correct: number, answered: number, settingsTiers: typeof tiers = tiers) =>
  one<string>(
    db.sql`select quiz_security_multiplier(${correct}, ${answered}, ${db.sql.json(settingsTiers)})::text as v`,
  ).then(Number);
const timeBonus = (averageMs: number, seconds: number) =>
  one<string>(
    db.sql`select quiz_time_bonus(${averageMs}, ${seconds}, ${db.sql.json(rules.timeBonus)})::text as v`,
  ).then(Number);
const reward = (input: {
  base: number;
  correct: number;
  count?: number;
  timeBonus: number;
  multiplier: number;
  minReward?: number;
  cap?: number;
}) =>
  one<number>(db.sql`select quiz_reward(${input.base}, ${input.correct}, ${input.count ?? 10}, ${input.timeBonus}, ${input.multiplier},
    ${input.minReward ?? rules.minReward}, ${input.cap ?? rules.rewardCapMultiplier}) as v`);
const streakBonus = (streak: number, m: number) =>
  one<number>(
    db.sql`select quiz_streak_bonus(${streak}, ${m <= tiers.high.multiplier}, ${quizRules(defaultSettings).streakBonusEvery}, ${quizRules(defaultSettings).streakBonusAmount}) as v`,
  );
const level = (xp: number, current = 1) => one<number>(db.sql`select level_for_xp(${xp}, ${current}) as v`);

describe('quiz rules (spec 000 section 9)', () => {
  test('score percent is points over 10 x question count', async () => {
    expect(await scorePercent(7, 10)).toBe(70);
    expect(await scorePercent(10, 10)).toBe(100);
    expect(await scorePercent(0, 10)).toBe(0);
    expect(await scorePercent(1, 8)).toBe(13);
  });

  test('base reward per correct answer is 0.5 / 1 / 2 by difficulty', async () => {
    expect(rules.baseReward).toEqual({ easy: 500_000, medium: 1_000_000, hard: 2_000_000 });
    expect(await reward({ base: rules.baseReward.easy, correct: 4, timeBonus: 1, multiplier: 1 })).toBe(2_000_000);
    expect(await reward({ base: rules.baseReward.medium, correct: 4, timeBonus: 1, multiplier: 1 })).toBe(4_000_000);
    expect(await reward({ base: rules.baseReward.hard, correct: 4, timeBonus: 1, multiplier: 1 })).toBe(8_000_000);
  });

  test('time bonus 1 / 0.8 / 0.5 and security multiplier apply; the minimum is 0.1 and the cap 1.5 x base x count', async () => {
    expect(await timeBonus(5_000, 30)).toBe(1);
    expect(await timeBonus(10_000, 30)).toBe(1);
    expect(await timeBonus(15_000, 30)).toBe(0.8);
    expect(await timeBonus(25_000, 30)).toBe(0.5);
    expect(await reward({ base: rules.baseReward.medium, correct: 5, timeBonus: 0.8, multiplier: 0.5 })).toBe(
      2_000_000,
    );
    expect(await reward({ base: rules.baseReward.easy, correct: 1, timeBonus: 0.5, multiplier: 0.5 })).toBe(125_000);
    expect(await reward({ base: 100_000, correct: 1, timeBonus: 0.5, multiplier: 0.5 })).toBe(100_000);
    expect(await reward({ base: rules.baseReward.hard, correct: 10, timeBonus: 1, multiplier: 1, cap: 0.5 })).toBe(
      10_000_000,
    );
    expect(await reward({ base: rules.baseReward.hard, correct: 0, timeBonus: 1, multiplier: 1 })).toBe(0);
  });

  test('security multiplier: 0.5 above 95% after 50 answers, 0.8 above 90% after 20', async () => {
    expect(await multiplier(49, 50)).toBe(0.5);
    expect(await multiplier(47, 49)).toBe(0.8);
    expect(await multiplier(19, 20)).toBe(0.8);
    expect(await multiplier(18, 20)).toBe(1);
    expect(await multiplier(19, 19)).toBe(1);
    expect(await multiplier(0, 0)).toBe(1);
  });

  test('security multiplier: its thresholds and multipliers are the settings (security.highWinRate, watchWinRate)', async () => {
    const stricter = {
      high: { winRate: 80, minAnswers: 10, multiplier: 0.25 },
      watch: { winRate: 70, minAnswers: 5, multiplier: 0.9 },
    };
    expect(await multiplier(9, 10, stricter)).toBe(0.25);
    expect(await multiplier(8, 10, stricter)).toBe(0.9);
    expect(await multiplier(4, 5, stricter)).toBe(0.9);
    expect(await multiplier(3, 5, stricter)).toBe(1);
  });

  test('streak bonus is 2 x floor(streak / 5) from a streak of 5 when the multiplier is above 0.5', async () => {
    expect(await streakBonus(4, 1)).toBe(0);
    expect(await streakBonus(5, 1)).toBe(2_000_000);
    expect(await streakBonus(14, 0.8)).toBe(4_000_000);
    expect(await streakBonus(10, 0.5)).toBe(0);
  });

  test('a level needs 100 x level XP and never falls', async () => {
    expect(await level(0)).toBe(1);
    expect(await level(99)).toBe(1);
    expect(await level(100)).toBe(2);
    expect(await level(450)).toBe(5);
    expect(await level(10, 7)).toBe(7);
  });
});
