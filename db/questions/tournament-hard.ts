// Tournament pool seed questions (hard): hand-written, never served by practice quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentHardQuestions: BankQuestion[] = [];
