import { expect, test } from 'bun:test';
import { DIFFICULTIES } from './value-lists.ts';
import { questionBank } from './bank.ts';
import { answerPositionShares, coverageProblems, duplicateTexts, wellFormedProblems } from './question-checks.ts';

test('has at least 150 questions per difficulty, with every category in every difficulty, and no unknown values', () => {
  expect(coverageProblems(questionBank, 150)).toEqual([]);
});

test('every question is well formed', () => {
  expect(wellFormedProblems(questionBank)).toEqual([]);
});

test('no duplicate questions (case and whitespace insensitive)', () => {
  expect(duplicateTexts(questionBank)).toEqual([]);
});

test('correct answer index is evenly distributed overall (each 20%-30%)', () => {
  for (const share of answerPositionShares(questionBank)) {
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
  }
});

test('correct answer index is evenly distributed within each difficulty (each 20%-30%)', () => {
  for (const difficulty of DIFFICULTIES) {
    for (const share of answerPositionShares(questionBank.filter((q) => q.difficulty === difficulty))) {
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.3);
    }
  }
});
