/** The spec's transaction types (spec 000 section 3, spec 002 section 4) plus the internal ones the ledger needs. */
export const journalTypes = [
  'deposit', 'withdrawal', 'withdrawal_fee', 'quiz_reward', 'streak_bonus', 'quiz_stake', 'quiz_payout', 'quiz_stake_lost',
  'tournament_win', 'tournament_creation', 'tournament_join', 'referral_bonus', 'daily_bonus',
  'task_reward', 'welcome_bonus', 'achievement_reward', 'bonus_unlock', 'adjustment', 'reversal',
] as const;
export type JournalType = (typeof journalTypes)[number];

export const transactionStatuses = ['pending', 'processing', 'completed', 'failed', 'rejected'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
