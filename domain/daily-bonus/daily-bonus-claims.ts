import type { Db } from '../../db/connection.ts';
import { csvStream } from '../csv.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';

type ClaimRow = {
  user_id: string;
  claim_no: number;
  username: string;
  amount: number;
  streak: number;
  multiplier: string;
  claimed_at: Date;
  cursor_at: string;
};

const claimColumns = (db: Db) => db`
  c.user_id, c.claim_no, coalesce(u.username, u.telegram_username, nullif(u.telegram_full_name, ''), u.name) as username,
  c.amount, c.streak, c.multiplier::text, c.claimed_at, ${db.unsafe(cursorTimeSql('c.claimed_at'))} as cursor_at`;

// A claim is paid in the transaction that records it, so every stored claim is completed.
const claimJson = (c: ClaimRow) => ({
  id: `${c.user_id}:${c.claim_no}:${c.cursor_at}`,
  userId: c.user_id,
  username: c.username,
  amount: formatAmount(c.amount),
  streak: c.streak,
  multiplier: Number(c.multiplier),
  timestamp: c.claimed_at.toISOString(),
  status: 'completed' as const,
});

/** Recent claims, newest first, keyset-paged on (claimed_at, user, claim number). */
export async function listBonusClaims(db: Db, input: { limit: number; cursor: string | null }) {
  const after = parseCursor(input.cursor);
  const [afterUser, afterNo] = after ? after.id.split(':') : [];
  const rows = await db<ClaimRow[]>`
    select ${claimColumns(db)}
    from daily_bonus_claims c join users u on u.id = c.user_id
    where ${after ? db`(c.claimed_at, c.user_id, c.claim_no) < (${after.at}::text::timestamptz, ${afterUser!}::uuid, ${Number(afterNo ?? 1)})` : db`true`}
    order by c.claimed_at desc, c.user_id desc, c.claim_no desc
    limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(claimJson),
    nextCursor:
      rows.length > input.limit && last ? formatCursor(last.cursor_at, `${last.user_id}:${last.claim_no}`) : null,
  };
}
export type BonusClaimPage = Awaited<ReturnType<typeof listBonusClaims>>;

/** Every claim as CSV (Date, User ID, Username, Amount, Streak, Status), streamed. */
export function exportBonusClaimsCsv(db: Db): ReadableStream<Uint8Array> {
  const cursor = db<ClaimRow[]>`
    select ${claimColumns(db)}
    from daily_bonus_claims c join users u on u.id = c.user_id
    order by c.claimed_at desc, c.user_id desc, c.claim_no desc`
    .cursor(500)
    [Symbol.asyncIterator]();
  return csvStream(['Date', 'User ID', 'Username', 'Amount', 'Streak', 'Status'], cursor, (row) => {
    const c = claimJson(row);
    return [c.timestamp, c.userId, c.username, c.amount, c.streak, c.status];
  });
}

/**
 * The Daily Bonus screen's figures, counted from claims and players (UTC days). Players come from
 * user_counters and streaks through the partial index of players on a streak: no scan of users.
 */
export async function readBonusStats(db: Db, now: Date) {
  const [s] = await db<
    {
      total_users: number;
      active_users: number;
      claims_today: number;
      claims_week: number;
      claims_month: number;
      total_claims: number;
      distributed: number;
      average_streak: number;
      top_streak: number;
    }[]
  >`
    with day as (select date_trunc('day', ${now}::timestamptz, 'UTC') as today)
    select
      (select coalesce(sum(count), 0) from user_counters)::int as total_users,
      (select count(distinct user_id) from daily_bonus_claims where claimed_at > ${now}::timestamptz - interval '7 days')::int as active_users,
      (select count(*) from daily_bonus_claims, day where claimed_at >= day.today)::int as claims_today,
      (select count(*) from daily_bonus_claims where claimed_at > ${now}::timestamptz - interval '7 days')::int as claims_week,
      (select count(*) from daily_bonus_claims where claimed_at >= date_trunc('month', ${now}::timestamptz, 'UTC'))::int as claims_month,
      (select count(*) from daily_bonus_claims)::int as total_claims,
      (select coalesce(sum(amount), 0) from daily_bonus_claims)::int8 as distributed,
      (select coalesce(round(avg(daily_streak), 1), 0) from users where daily_streak > 0)::float8 as average_streak,
      (select coalesce(max(daily_streak), 0) from users where daily_streak > 0)::int as top_streak`;
  return {
    totalUsers: s!.total_users,
    activeUsers: s!.active_users,
    totalClaims: s!.total_claims,
    totalClaimsToday: s!.claims_today,
    totalClaimsThisWeek: s!.claims_week,
    totalClaimsThisMonth: s!.claims_month,
    totalRewardsDistributed: formatAmount(s!.distributed),
    averageStreak: s!.average_streak,
    topStreak: s!.top_streak,
  };
}
/** The back office's Daily Bonus screen: the figures, the settings and the first page of recent claims. */
export async function readDailyBonusAdmin(db: Db, now: Date) {
  const [stats, settings, recentClaims] = await Promise.all([
    readBonusStats(db, now),
    readSettings(db),
    listBonusClaims(db, { limit: 10, cursor: null }),
  ]);
  return { stats, settings: settings.dailyBonus, recentClaims };
}
export type DailyBonusAdmin = Awaited<ReturnType<typeof readDailyBonusAdmin>>;
