// The profile endpoints' responses (overview, notification preferences, bets), as the server builds
// them: each is the server's own type read through JSON (decision 0050).
import type { Jsonified } from '../../../domain/json';
import type { NotificationPreferences as PreferencesJson } from '../../../domain/notifications/preferences';
import type { ProfileOverview as ProfileOverviewJson } from '../../../domain/profile/profile-overview';
import type { BetPage as BetPageJson } from '../../../domain/quiz/bet-history';

export type { NotificationCategory } from '../../../domain/notifications/preferences';
export type { Goal } from '../../../domain/profile/goals';

/** GET /api/users/profile/overview (docs/api-additions.md, Profile). */
export type ProfileOverview = Jsonified<ProfileOverviewJson>;
export type NotificationPreferences = Jsonified<PreferencesJson>;
/** GET /api/bets: the settled challenge bets. */
export type BetPage = Jsonified<BetPageJson>;
export type Bet = BetPage['data'][number];
