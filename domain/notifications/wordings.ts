// What the server writes for a player to read later (a notification, an activity), stored as the
// catalogue key the app words it by in the player's language and the values that fill it (decision
// 0072): `notice.<key>.title|message` and `activity.<key>.title|description` in
// i18n/locales. The English title and text are stored beside it, for the back
// office and rows written before. A value list with no imports: the catalogue test checks every key
// and value here against every language.
import type { Language } from '../identity/languages.ts';

/**
 * A value that fills a wording: text shown as written (a player's name, an admin's reason, a question),
 * a figure in the player's number format, an amount with the currency, a percentage, or an operator's
 * text with its wording per language (a task's title, a tournament's name, an achievement's title).
 */
export type WordingValue =
  | string
  | number
  | { amount: string }
  | { percent: number }
  | { text: string; translations: Partial<Record<Language, string>> };

/** Notifications: each wording's key and the names of its values. */
export const noticeWordings = {
  deposit_approved: ['amount'],
  deposit_rejected: ['amount'],
  deposit_rejected_reason: ['amount', 'reason'],
  withdrawal_completed: ['amount'],
  withdrawal_rejected: ['amount'],
  withdrawal_rejected_reason: ['amount', 'reason'],
  task_proof_approved: ['task', 'amount'],
  task_proof_rejected: ['task', 'reason'],
  task_activated: ['task', 'amount'],
  tournament_placed: ['tournament', 'rank', 'players'],
  tournament_placed_prize: ['tournament', 'rank', 'players', 'prize'],
  tournament_cancelled: ['tournament', 'reason'],
  tournament_cancelled_refund: ['tournament', 'reason', 'fee'],
  tournament_too_few: ['tournament'],
  tournament_too_few_refund: ['tournament', 'fee'],
  referral_reward_referrer: ['name', 'amount'],
  referral_reward_referred: ['name', 'amount'],
  achievement_unlocked: ['achievement'],
  achievement_unlocked_reward: ['achievement', 'amount'],
  level_up: ['level'],
  daily_bonus_ready: ['hours', 'streak'],
  daily_bonus_streak: ['streak', 'multiplier'],
  dispute_upheld: ['question'],
  dispute_rejected: ['question', 'reason'],
  answer_resettled: ['question'],
  answer_resettled_paid: ['question', 'amount', 'xp'],
} as const;

/** Activities (the player's recent activity): each wording's key and the names of its values. */
export const activityWordings = {
  quiz_completed: ['correct', 'total', 'difficulty', 'percent'],
  challenge_completed: ['correct', 'total', 'difficulty', 'percent'],
  level_up: ['level'],
  daily_bonus_claimed: ['streak', 'multiplier'],
  achievement_unlocked: ['achievement', 'description'],
  task_completed: ['task'],
  dispute_upheld: ['question'],
  tournament_placed: ['tournament', 'rank', 'players'],
  tournament_cancelled: ['tournament', 'reason', 'fee'],
  tournament_too_few: ['tournament', 'fee'],
} as const;

type WordingOf<List extends Record<string, readonly string[]>> = {
  [Key in keyof List & string]: { key: Key; values: Record<List[Key][number], WordingValue> };
}[keyof List & string];

export type NoticeWording = WordingOf<typeof noticeWordings>;
export type ActivityWording = WordingOf<typeof activityWordings>;
/** A stored wording as the app reads it (null on rows written before, and on operators' broadcasts). */
export type Wording = { key: string; values: Record<string, WordingValue> };
