import { expect, test } from 'bun:test';
import { DIFFICULTIES } from './value-lists.ts';
import { questionBank } from './bank.ts';
import {
  answerPositionShares,
  coverageProblems,
  duplicateTexts,
  normalizeText,
  wellFormedProblems,
  wordSimilarity,
} from './question-checks.ts';
import { tournamentQuestionBank } from './tournament-bank.ts';

// At or above this share of topic words in common, a tournament question reads as a rephrased practice one.
const REPHRASING_SIMILARITY = 0.6;

test('has at least 100 tournament questions per difficulty, with every category in every difficulty, and no unknown values', () => {
  expect(coverageProblems(tournamentQuestionBank, 100)).toEqual([]);
});

test('every tournament question is well formed', () => {
  expect(wellFormedProblems(tournamentQuestionBank)).toEqual([]);
});

test('no tournament question repeats another or a practice question (case and whitespace insensitive)', () => {
  expect(duplicateTexts(tournamentQuestionBank)).toEqual([]);
  const practice = new Set(questionBank.map((q) => normalizeText(q.question)));
  expect(tournamentQuestionBank.filter((q) => practice.has(normalizeText(q.question))).map((q) => q.question)).toEqual(
    [],
  );
});

test('no tournament question is a rephrasing of a practice question', () => {
  const rephrasings: string[] = [];
  for (const t of tournamentQuestionBank) {
    for (const p of questionBank) {
      const similarity = wordSimilarity(t.question, p.question);
      if (similarity >= REPHRASING_SIMILARITY)
        rephrasings.push(`${t.question} ~ ${p.question} (${similarity.toFixed(2)})`);
    }
  }
  expect(rephrasings).toEqual([]);
});

test('correct answer positions are spread within each difficulty (each 15%-35%)', () => {
  for (const difficulty of DIFFICULTIES) {
    for (const share of answerPositionShares(tournamentQuestionBank.filter((q) => q.difficulty === difficulty))) {
      expect(share).toBeGreaterThanOrEqual(0.15);
      expect(share).toBeLessThanOrEqual(0.35);
    }
  }
});
