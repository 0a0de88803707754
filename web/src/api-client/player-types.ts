// Shapes of the player game API: quiz, daily bonus, wallet and progress (see /api/docs).
// Amounts are decimal strings; the web app formats them and never decides an outcome.
import type { Difficulty, QuizMode, QuizStatus } from '../../../domain/quiz/types';
import type { User } from './types';

export type { Difficulty, QuizMode };

export interface QuizEligibility {
  allowed: boolean;
  reason?: string;
  code?: string;
  dailyQuizzesCompleted: number;
  maxDailyQuizzes: number;
  hourlyQuizzes: number;
  maxHourlyQuizzes: number;
  playableBalance: string;
  challengeMinBalance: string;
  stakeLimits: { min: string; max: string; step: string; presets: string[] };
  /** A right answer in challenge mode pays the stake times this. */
  payoutMultiplier?: number;
  questionsPerQuiz: number;
  secondsPerQuestion: number;
  revealSeconds: number;
  /** null when playable, otherwise the reason it is locked. */
  lockedDifficulties: Record<Difficulty, string | null>;
  activeSessionId: string | null;
}

export interface QuizSession {
  id: string;
  difficulty: Difficulty;
  mode: QuizMode;
  isChallengeMode: boolean;
  stake: string | null;
  status: QuizStatus;
  index: number;
  total: number;
  correctAnswers: number;
  score: number;
  reward: string;
  startedAt: string;
  completedAt: string | null;
  totalTime: number;
}

export interface QuizQuestion {
  id: string;
  index: number;
  total: number;
  question: string;
  options: string[];
  difficulty: Difficulty;
  category: string;
  servedAt: string;
  deadlineAt: string;
  stake: string | null;
}

export interface BetOutcome {
  amount: string;
  result: 'won' | 'lost';
  winAmount: string;
  lossAmount: string;
}

export interface UnlockedAchievement {
  id: string;
  title: string;
  description: string;
  rarity: string;
  reward: string;
}

export interface QuizResult {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  scorePercent: number;
  reward: string;
  streakBonus?: string;
  xpGained: number;
  level: number;
  leveledUp: boolean;
  achievementsUnlocked: UnlockedAchievement[];
  endedEarly?: string;
}

export interface AnswerOutcome {
  correct: boolean;
  timedOut: boolean;
  correctAnswer: number;
  explanation: string;
  bet?: BetOutcome;
  next?: QuizQuestion;
  result?: QuizResult;
}

export interface ReviewItem {
  index: number;
  question: string;
  answerIndex: number | null;
  correctAnswer: number;
  correct: boolean;
  timedOut: boolean;
  bet: BetOutcome | null;
}

export interface SessionState {
  session: QuizSession;
  question: QuizQuestion | null;
  review?: ReviewItem[];
}

export interface StartedQuiz {
  session: QuizSession;
  question: QuizQuestion;
}

export interface DailyBonusStatus {
  available: boolean;
  streak: number;
  multiplier: number;
  nextAmount: string;
  nextAvailableAt: string;
  timezone: string;
  /** What the player must still do before the bonus unlocks (the admin's conditions). */
  requirements: { key: string; message: string }[];
  claimsToday: number;
  maxClaimsPerDay: number;
}

export interface DailyBonusClaim {
  amount: string;
  streak: number;
  multiplier: number;
  nextAvailableAt: string;
  user: User;
  achievementsUnlocked: UnlockedAchievement[];
}

export interface Activity {
  id: string;
  type: string;
  title: string;
  description: string;
  reward: string | null;
  time: string;
}

export interface Achievement {
  id: string;
  title: string;
  description: string;
  type: string;
  icon: string;
  rarity: string;
  reward: string;
  unlocked: boolean;
  unlockedAt: string | null;
}
