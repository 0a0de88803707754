/** The spec's transaction types (spec 000 section 3, spec 002 section 4): what a history is filtered by. */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'quiz_reward',
  'tournament_win',
  'referral_bonus',
  'daily_bonus',
  'streak_bonus',
  'welcome_bonus',
  'task_reward',
  'achievement_reward',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Every journal type: the spec's transaction types plus the internal ones the ledger needs (the `journal_type` domain). */
export const journalTypes = [
  ...transactionTypes,
  'withdrawal_fee',
  'quiz_stake',
  'quiz_payout',
  'quiz_stake_lost',
  'tournament_creation',
  'tournament_join',
  'tournament_sponsorship',
  'tournament_refund',
  'bonus_unlock',
  'adjustment',
  'reversal',
] as const;
export type JournalType = (typeof journalTypes)[number];

export const transactionStatuses = ['pending', 'processing', 'completed', 'failed', 'rejected'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
