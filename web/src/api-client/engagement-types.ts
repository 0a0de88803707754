// Shapes of the referral, leaderboard and notification endpoints (API.md "Referrals, leaderboard,
// notifications"). Amounts are decimal strings.

export type ReferralStatus = 'pending' | 'completed' | 'cancelled';

export interface PlayerReferrals {
  code: string;
  link: string;
  stats: { invited: number; qualified: number; pending: number; earned: string };
  referrals: {
    id: string;
    referredName: string;
    status: ReferralStatus;
    rewardAmount: string;
    createdAt: string;
    processedAt: string | null;
  }[];
  settings: {
    referralReward: string;
    referredReward: string;
    maxReferralsPerUser: number;
    qualifyingAction: 'quiz' | 'deposit';
  };
}

export type LeaderboardPeriod = 'week' | 'all';

export interface LeaderboardEntry {
  rank: number;
  userId: string;
  username: string;
  tasks: number;
  earnings: string;
  score: number;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  since: string | null;
  entries: LeaderboardEntry[];
  me: LeaderboardEntry | null;
}

export interface AppNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

export interface NotificationPage {
  data: AppNotification[];
  nextCursor: string | null;
  unread: number;
}

export interface AdminReferral {
  id: string;
  referrerId: string;
  referrerUsername: string;
  referredId: string;
  referredUsername: string;
  code: string;
  status: ReferralStatus;
  rewardAmount: string;
  referredRewardAmount: string;
  bonusSent: boolean;
  cancelReason: string | null;
  createdAt: string;
  processedAt: string | null;
}

export interface AdminReferrals {
  stats: {
    totalReferrals: number;
    successfulReferrals: number;
    pendingReferrals: number;
    cancelledReferrals: number;
    totalRewardsPaid: string;
    averageReferralsPerUser: number;
    refusals: Record<string, number>;
    topReferrer: { username: string; totalReferrals: number; totalEarnings: string } | null;
  };
  leaderboard: {
    userId: string;
    username: string;
    telegramUsername: string | null;
    totalReferrals: number;
    totalEarnings: string;
  }[];
  data: AdminReferral[];
  nextCursor: string | null;
}

export interface ReferralSettings {
  referralReward: string;
  referredReward: string;
  maxReferralsPerUser: number;
  botUsername: string;
  qualifyingAction: 'quiz' | 'deposit';
}
