// The bank's shape and overlap rules, used by the practice and tournament bank tests: coverage of
// difficulties and categories, well-formedness, duplicate texts, near-rephrasings and answer positions.
import { DIFFICULTIES } from './value-lists.ts';
import { type BankQuestion, CATEGORIES } from './question.ts';

/** Case and whitespace insensitive text: two questions with the same normalized text are duplicates. */
export const normalizeText = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Difficulties short of minPerDifficulty questions or missing a category, and unknown values; empty when covered. */
export function coverageProblems(questions: BankQuestion[], minPerDifficulty: number): string[] {
  const problems: string[] = [];
  for (const q of questions) {
    if (!DIFFICULTIES.includes(q.difficulty)) problems.push(`"${q.question}": difficulty ${q.difficulty}`);
    if (!CATEGORIES.includes(q.category)) problems.push(`"${q.question}": category ${q.category}`);
  }
  for (const difficulty of DIFFICULTIES) {
    const qs = questions.filter((q) => q.difficulty === difficulty);
    if (qs.length < minPerDifficulty) problems.push(`${difficulty}: only ${qs.length} questions`);
    for (const category of CATEGORIES) {
      if (!qs.some((q) => q.category === category)) problems.push(`${difficulty}: no ${category} question`);
    }
  }
  return problems;
}

/** What is wrong with each question's shape; empty when all are well formed. */
export function wellFormedProblems(questions: BankQuestion[]): string[] {
  const problems: string[] = [];
  for (const q of questions) {
    const where = `"${q.question}"`;
    const text = q.question.trim();
    if (text.length < 10 || text.length > 200) problems.push(`${where}: question length ${text.length}`);
    if (!text.endsWith('?')) problems.push(`${where}: question must end with '?'`);
    if (!Array.isArray(q.options) || q.options.length !== 4) problems.push(`${where}: needs exactly 4 options`);
    if (q.options.some((o) => typeof o !== 'string' || o.trim() === '')) problems.push(`${where}: empty option`);
    if (new Set(q.options.map(normalizeText)).size !== q.options.length)
      problems.push(`${where}: options not distinct`);
    if (![0, 1, 2, 3].includes(q.correctAnswer)) problems.push(`${where}: correctAnswer ${q.correctAnswer}`);
    if (q.explanation.trim().length < 20) problems.push(`${where}: explanation too short`);
    if (q.options.some((o) => /\b(all|none) of the above\b/i.test(o)))
      problems.push(`${where}: 'all/none of the above'`);
  }
  return problems;
}

/** Normalized texts that occur more than once. */
export function duplicateTexts(questions: BankQuestion[]): string[] {
  const seen = new Map<string, number>();
  for (const q of questions) seen.set(normalizeText(q.question), (seen.get(normalizeText(q.question)) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([text]) => text);
}

// Words that carry no topic, left out so that two questions only look alike when their subject words do.
const FILLER = new Set(
  'a an the of in on to for by with and or is are was were be does do did what which who whom how why when where its it this that from as at'.split(
    ' ',
  ),
);

function topicWords(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .replace(/[^a-z0-9\s-]/g, ' ')
      .split(/\s+/)
      .filter((w) => w !== '' && !FILLER.has(w)),
  );
}

/** Jaccard similarity of the two questions' topic-word sets: 1 for the same words, 0 for none shared. */
export function wordSimilarity(a: string, b: string): number {
  const wa = topicWords(a);
  const wb = topicWords(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  const union = wa.size + wb.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** The share of questions whose correct answer sits at each of the four positions. */
export function answerPositionShares(questions: BankQuestion[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const q of questions) counts[q.correctAnswer]! += 1;
  return counts.map((c) => c / questions.length);
}
