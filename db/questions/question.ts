import { AI_CATEGORIES, type Difficulty } from './value-lists.ts';

/** A question of the bank: exactly four options, correctAnswer is the index of the right one. */
export type BankQuestion = {
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  difficulty: Difficulty;
  category: Category;
};

/** The bank's categories are the AI questions' categories. */
export const CATEGORIES = AI_CATEGORIES;
export type Category = (typeof CATEGORIES)[number];
