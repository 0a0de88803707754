// Shapes of the Tournaments endpoints (shared/API.md "Tournaments").
import type { QuizQuestion } from './player-types';

export type TournamentStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';
export type LobbyTab = 'active' | 'upcoming' | 'completed' | 'mine';

export interface MyEntry {
  joined: boolean;
  started: boolean;
  finished: boolean;
}

export interface Tournament {
  id: string;
  name: string;
  description: string;
  category: string;
  difficulty: 'easy' | 'medium' | 'hard';
  status: TournamentStatus;
  entryFee: string;
  maxParticipants: number;
  currentParticipants: number;
  totalPool: string;
  prizePool: string;
  housePrize: string;
  feePercent: number;
  prizeSplit: number[];
  questionCount: number;
  secondsPerQuestion: number;
  rules: string;
  startsAt: string;
  endsAt: string;
  creatorId: string | null;
  creatorName: string;
  sponsored: boolean;
  winnerId: string | null;
  winnerName: string | null;
  winnerScore: number | null;
  winnerAmount: string | null;
  appFee: string | null;
  cancelReason: string | null;
  createdAt: string;
  me?: MyEntry;
}

export interface Participant {
  userId: string;
  userName: string;
  joinedAt: string;
  isCreator: boolean;
  started: boolean;
  finished: boolean;
  score: number | null;
  timeMs: number | null;
  rank: number | null;
  prize: string | null;
}

export interface TournamentDetail extends Tournament {
  participants: Participant[];
  me: MyEntry;
}

export interface TournamentPage {
  data: Tournament[];
  nextCursor: string | null;
}

export interface RunSession {
  id: string;
  tournamentId: string;
  index: number;
  total: number;
}

export interface StartedRun {
  session: RunSession;
  question: QuizQuestion;
}

/** A run's answer: sealed (no judgement) until the tournament completes. */
export interface RunAnswer {
  correct: null;
  next?: QuizQuestion;
  result?: { tournamentId: string; questionsAnswered: number; totalQuestions: number; timeMs: number };
}
