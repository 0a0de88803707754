import type { PluralForms } from '../../../format';

// The back office's counted nouns (English: the back office is not translated, decision 0036), for
// formatPlural, which picks the form by Intl.PluralRules.

export const DAYS: PluralForms = { one: 'day', other: 'days' };
export const HOURS: PluralForms = { one: 'hour', other: 'hours' };
export const PARTICIPANTS: PluralForms = { one: 'participant', other: 'participants' };
export const REFERRALS: PluralForms = { one: 'referral', other: 'referrals' };
export const QUESTIONS: PluralForms = { one: 'question', other: 'questions' };
export const PLAYERS: PluralForms = { one: 'player', other: 'players' };
export const CLAIMS: PluralForms = { one: 'claim', other: 'claims' };
