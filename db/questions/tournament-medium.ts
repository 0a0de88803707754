// Tournament pool seed questions (medium): hand-written, never served by practice quizzes.
import type { BankQuestion } from './question.ts';

export const tournamentMediumQuestions: BankQuestion[] = [];
