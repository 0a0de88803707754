// The tournament pool's easy questions (decision 0047): never served by standard or challenge quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentEasyQuestions: BankQuestion[] = [];
