// The tournament pool's seed questions: never served by practice quizzes (those draw from bank.ts).
import type { BankQuestion } from './question.ts';
import { tournamentEasyQuestions } from './tournament-easy.ts';
import { tournamentHardQuestions } from './tournament-hard.ts';
import { tournamentMediumQuestions } from './tournament-medium.ts';

export const tournamentQuestionBank: BankQuestion[] = [
  ...tournamentEasyQuestions,
  ...tournamentMediumQuestions,
  ...tournamentHardQuestions,
];
