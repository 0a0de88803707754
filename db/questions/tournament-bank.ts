// The tournament question pool's seed (decision 0047): questions only tournaments draw, kept apart
// from the practice bank (bank.ts) whose keys quiz reveals show.
import type { BankQuestion } from './question.ts';
import { tournamentEasyQuestions } from './tournament-easy.ts';
import { tournamentHardQuestions } from './tournament-hard.ts';
import { tournamentMediumQuestions } from './tournament-medium.ts';

export const tournamentQuestionBank: BankQuestion[] = [
  ...tournamentEasyQuestions,
  ...tournamentMediumQuestions,
  ...tournamentHardQuestions,
];
