// Crypto quiz question bank: static, hand-written questions split by difficulty.
// Each question has exactly four options; correctAnswer is the index of the right one.
import { easyQuestions } from './easy.ts';
import { hardQuestions } from './hard.ts';
import { mediumQuestions } from './medium.ts';
import type { BankQuestion } from './question.ts';

export const questionBank: BankQuestion[] = [...easyQuestions, ...mediumQuestions, ...hardQuestions];
