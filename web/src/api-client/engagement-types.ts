// The referral, leaderboard and notification endpoints' responses (API.md "Referrals, leaderboard,
// notifications"), as the server builds them: each is the server's own type read through JSON
// (decision 0050). Amounts are decimal strings.
import type { Jsonified } from '../../../domain/json';
import type { Leaderboard as LeaderboardJson } from '../../../domain/leaderboard/read-leaderboard';
import type { NotificationPage as NotificationPageJson } from '../../../domain/notifications/list-notifications';
import type { AdminReferrals as AdminReferralsJson } from '../../../domain/referrals/admin-referrals';
import type { PlayerReferrals as PlayerReferralsJson } from '../../../domain/referrals/read-referrals';
import type { Settings } from '../../../domain/settings/defaults';

export type { LeaderboardPeriod } from '../../../domain/leaderboard/read-leaderboard';
export type { ReferralStatus } from '../../../domain/referrals/admin-referrals';

export type PlayerReferrals = Jsonified<PlayerReferralsJson>;
export type Leaderboard = Jsonified<LeaderboardJson>;
export type LeaderboardEntry = Leaderboard['entries'][number];
export type NotificationPage = Jsonified<NotificationPageJson>;
export type AppNotification = NotificationPage['data'][number];
export type AdminReferrals = Jsonified<AdminReferralsJson>;
export type AdminReferral = AdminReferrals['data'][number];
/** GET and PUT /api/admin/referral-settings: the settings document's referral part. */
export type ReferralSettings = Jsonified<Settings['referral']>;
