// The tournament pool's medium questions (decision 0047): never served by standard or challenge quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentMediumQuestions: BankQuestion[] = [];
