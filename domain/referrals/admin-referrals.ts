import type { Db } from '../../db/connection.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { publicNameSql } from '../identity/public-name.ts';
import { formatAmount } from '../money.ts';

export type ReferralStatus = 'pending' | 'completed' | 'cancelled';

/** Programme-wide figures from the referrals table: counts by status, rewards paid, average per referrer, top referrer. */
async function referralStats(db: Db) {
  const [[s], [top], refusals] = await Promise.all([
    db<{ total: number; successful: number; pending: number; cancelled: number; paid: number; referrers: number }[]>`
      select count(*)::int as total,
        count(*) filter (where status = 'completed')::int as successful,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'cancelled')::int as cancelled,
        coalesce(sum(reward_amount + referred_reward_amount) filter (where status = 'completed'), 0)::int8 as paid,
        count(distinct referrer_id)::int as referrers
      from referrals`,
    db<{ username: string; total: number; earned: number }[]>`
      select ${db.unsafe(publicNameSql('u'))} as username, t.total, t.earned from (
        select referrer_id, count(*)::int as total, coalesce(sum(reward_amount), 0)::int8 as earned
        from referrals where status = 'completed' group by referrer_id order by total desc, earned desc limit 1) t
      join users u on u.id = t.referrer_id`,
    db<
      { reason: string; count: number }[]
    >`select reason, count(*)::int as count from referral_refusals group by reason`,
  ]);
  return {
    totalReferrals: s!.total,
    successfulReferrals: s!.successful,
    pendingReferrals: s!.pending,
    cancelledReferrals: s!.cancelled,
    totalRewardsPaid: formatAmount(s!.paid),
    averageReferralsPerUser: s!.referrers > 0 ? Math.round((s!.total / s!.referrers) * 10) / 10 : 0,
    refusals: Object.fromEntries(refusals.map((r) => [r.reason, r.count])),
    topReferrer: top
      ? { username: top.username, totalReferrals: top.total, totalEarnings: formatAmount(top.earned) }
      : null,
  };
}

/** The top referrers by completed referrals (spec 002: leaderboard of 20). */
async function referralLeaderboard(db: Db, limit = 20) {
  const rows = await db<
    { user_id: string; username: string; telegram_username: string | null; total: number; earned: number }[]
  >`
    select t.referrer_id as user_id, ${db.unsafe(publicNameSql('u'))} as username, u.telegram_username, t.total, t.earned from (
      select referrer_id, count(*)::int as total, coalesce(sum(reward_amount), 0)::int8 as earned
      from referrals where status = 'completed' group by referrer_id order by total desc, earned desc limit ${limit}) t
    join users u on u.id = t.referrer_id order by t.total desc, t.earned desc`;
  return rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    telegramUsername: r.telegram_username,
    totalReferrals: r.total,
    totalEarnings: formatAmount(r.earned),
  }));
}

type Row = {
  id: string;
  referrer_id: string;
  referrer_username: string;
  referred_id: string;
  referred_username: string;
  code: string;
  status: ReferralStatus;
  reward_amount: number;
  referred_reward_amount: number;
  bonus_sent: boolean;
  cancel_reason: string | null;
  created_at: Date;
  processed_at: Date | null;
  cursor_at: string;
};

/** The admin Referrals screen: stats, the top referrers, and a page of referrals (newest first, by status, keyset cursor). */
export async function readAdminReferrals(
  db: Db,
  input: { status: ReferralStatus | null; limit: number; cursor: string | null },
) {
  const after = parseCursor(input.cursor);
  const [stats, leaderboard, rows] = await Promise.all([
    referralStats(db),
    referralLeaderboard(db),
    db<Row[]>`
      select r.*, r.user_id as referred_id, ${db.unsafe(cursorTimeSql('r.created_at'))} as cursor_at,
        ${db.unsafe(publicNameSql('a'))} as referrer_username, ${db.unsafe(publicNameSql('b'))} as referred_username
      from referrals r join users a on a.id = r.referrer_id join users b on b.id = r.user_id
      where (${input.status}::text is null or r.status = ${input.status})
        and (${after?.at ?? null}::text::timestamptz is null
          or (r.created_at, r.id) < (${after?.at ?? null}::text::timestamptz, ${after?.id ?? null}::uuid))
      order by r.created_at desc, r.id desc limit ${input.limit + 1}`,
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    stats,
    leaderboard,
    data: page.map((r) => ({
      id: r.id,
      referrerId: r.referrer_id,
      referrerUsername: r.referrer_username,
      referredId: r.referred_id,
      referredUsername: r.referred_username,
      code: r.code,
      status: r.status,
      rewardAmount: formatAmount(r.reward_amount),
      referredRewardAmount: formatAmount(r.referred_reward_amount),
      bonusSent: r.bonus_sent,
      cancelReason: r.cancel_reason,
      createdAt: r.created_at.toISOString(),
      processedAt: r.processed_at?.toISOString() ?? null,
    })),
    nextCursor: rows.length > input.limit && last ? formatCursor(last.cursor_at, last.id) : null,
  };
}
export type AdminReferrals = Awaited<ReturnType<typeof readAdminReferrals>>;
