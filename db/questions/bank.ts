// Crypto quiz question bank: static, hand-written questions split by difficulty.
// Each question has exactly four options; correctAnswer is the index of the right one.
import { easyQuestions } from './easy.ts';
import { hardQuestions } from './hard.ts';
import { mediumQuestions } from './medium.ts';

export type Difficulty = 'easy' | 'medium' | 'hard';
export type Category = 'Bitcoin' | 'Ethereum' | 'DeFi' | 'Trading' | 'Security' | 'Technology';
export type BankQuestion = {
  question: string;
  options: [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  difficulty: Difficulty;
  category: Category;
};

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const CATEGORIES: readonly Category[] = ['Bitcoin', 'Ethereum', 'DeFi', 'Trading', 'Security', 'Technology'];

export const questionBank: BankQuestion[] = [...easyQuestions, ...mediumQuestions, ...hardQuestions];
