import type { Settings } from './defaults.ts';

/**
 * Every feature switch an admin has, as one on/off per feature (decision 0048). Some features have
 * two switches in the document (the daily bonus in App Settings and in its own screen; challenge
 * mode is part of the quiz): a feature is on only when all of them are. The public settings carry
 * this list (read-settings.ts), so the app hides exactly what requireFeature refuses.
 */
export function featureSwitches(s: Settings) {
  return {
    quiz: s.system.features.enableQuiz,
    challenge: s.system.features.enableQuiz && s.features.challenge,
    tournaments: s.features.tournaments,
    tasks: s.features.tasks,
    referrals: s.features.referrals,
    dailyBonus: s.features.dailyBonus && s.dailyBonus.enabled,
    achievements: s.features.achievements,
    leaderboard: s.features.leaderboard,
    notifications: s.features.notifications,
    deposits: s.features.deposits,
    withdrawals: s.features.withdrawals,
    telegramSignIn: s.system.features.enableTelegramIntegration,
  };
}

export type Feature = keyof ReturnType<typeof featureSwitches>;

/** What the refusal calls each feature. */
const featureNames: Record<Feature, string> = {
  quiz: 'Quizzes',
  challenge: 'Challenge quizzes',
  tournaments: 'Tournaments',
  tasks: 'Tasks',
  referrals: 'Referrals',
  dailyBonus: 'Daily bonuses',
  achievements: 'Achievements',
  leaderboard: 'Leaderboards',
  notifications: 'Notifications',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  telegramSignIn: 'Telegram sign-ins',
};

export const featureDisabledMessage = (feature: Feature) => `${featureNames[feature]} are not available right now`;
