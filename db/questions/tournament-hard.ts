// The tournament pool's hard questions (decision 0047): never served by standard or challenge quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentHardQuestions: BankQuestion[] = [];
