import { expect, test } from 'bun:test';
import { DIFFICULTIES } from '../../domain/quiz/types.ts';
import { questionBank } from './bank.ts';
import { tournamentQuestionBank } from './tournament-bank.ts';
import { type BankQuestion, CATEGORIES } from './question.ts';

const normalize = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

test('has at least 150 questions per difficulty, with every category in every difficulty', () => {
  for (const difficulty of DIFFICULTIES) {
    const qs = questionBank.filter((q) => q.difficulty === difficulty);
    expect(qs.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(qs.some((q) => q.category === category)).toBe(true);
    }
  }
});

test('only known difficulties and categories are used', () => {
  for (const q of questionBank) {
    expect(DIFFICULTIES).toContain(q.difficulty);
    expect(CATEGORIES).toContain(q.category);
  }
});

test('every question is well formed', () => {
  const problems: string[] = [];
  for (const q of questionBank) {
    const where = `"${q.question}"`;
    const text = q.question.trim();
    if (text.length < 10 || text.length > 200) problems.push(`${where}: question length ${text.length}`);
    if (!text.endsWith('?')) problems.push(`${where}: question must end with '?'`);
    if (!Array.isArray(q.options) || q.options.length !== 4) problems.push(`${where}: needs exactly 4 options`);
    if (q.options.some((o) => typeof o !== 'string' || o.trim() === '')) problems.push(`${where}: empty option`);
    if (new Set(q.options.map(normalize)).size !== q.options.length) problems.push(`${where}: options not distinct`);
    if (![0, 1, 2, 3].includes(q.correctAnswer)) problems.push(`${where}: correctAnswer ${q.correctAnswer}`);
    if (q.explanation.trim().length < 20) problems.push(`${where}: explanation too short`);
    if (q.options.some((o) => /\b(all|none) of the above\b/i.test(o)))
      problems.push(`${where}: 'all/none of the above'`);
  }
  expect(problems).toEqual([]);
});

test('no duplicate questions (case and whitespace insensitive)', () => {
  const seen = new Map<string, number>();
  for (const q of questionBank) seen.set(normalize(q.question), (seen.get(normalize(q.question)) ?? 0) + 1);
  const dupes = [...seen].filter(([, n]) => n > 1).map(([text]) => text);
  expect(dupes).toEqual([]);
});

function indexShares(qs: BankQuestion[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const q of qs) counts[q.correctAnswer]! += 1;
  return counts.map((c) => c / qs.length);
}

test('correct answer index is evenly distributed overall (each 20%-30%)', () => {
  for (const share of indexShares(questionBank)) {
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
  }
});

test('correct answer index is evenly distributed within each difficulty (each 20%-30%)', () => {
  for (const difficulty of DIFFICULTIES) {
    for (const share of indexShares(questionBank.filter((q) => q.difficulty === difficulty))) {
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.3);
    }
  }
});

test('the tournament pool holds at least 100 questions per difficulty, none of them in the practice bank', () => {
  const practice = new Set(questionBank.map((q) => normalize(q.question)));
  for (const difficulty of DIFFICULTIES) {
    expect(tournamentQuestionBank.filter((q) => q.difficulty === difficulty).length).toBeGreaterThanOrEqual(100);
  }
  expect(tournamentQuestionBank.filter((q) => practice.has(normalize(q.question))).map((q) => q.question)).toEqual([]);
});
