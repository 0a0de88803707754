import type { Goal } from '../../../domain/profile/goals';

export type { Goal };
/** GET /api/users/profile/overview (docs/api-additions.md, Profile). */
export interface ProfileOverview {
  /** This week's leaderboard place when the player earned this week, else all-time; null before any reward. */
  rank: { position: number; period: 'week' | 'all' } | null;
  level: { level: number; tier: number; levelInTier: number; levelsPerTier: number };
  earnings: { weekly: string; monthly: string; monthlyTarget: string; referral: string };
  goals: Goal[];
}

export type NotificationCategory = 'tournaments' | 'tasks' | 'referrals' | 'achievements' | 'dailyBonus';

export interface NotificationPreferences {
  categories: Record<NotificationCategory, boolean>;
  telegram: boolean;
}

/** One settled challenge bet (GET /api/bets). */
export interface Bet {
  betId: string;
  sessionId: string;
  questionId: string;
  amount: string;
  result: 'won' | 'lost';
  winAmount: string;
  lossAmount: string;
  settledAt: string;
}

export interface BetPage {
  data: Bet[];
  nextCursor: string | null;
}
