import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { publicNameSql } from '../identity/public-name.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { ReferralStatus } from './admin-referrals.ts';
import { type LinkConfig, referralLink } from './referral-link.ts';

/** How many invited friends the referral card lists (newest first); the stats count all of them. */
const listed = 50;

/** The player's referral card: code, link, real stats, invited friends with status, and the programme's rules. */
export async function readReferrals(db: Db, userId: string, link: LinkConfig) {
  const [me] = await db<{ referral_code: string }[]>`select referral_code from users where id = ${userId}`;
  if (!me) throw new AppError('USER_NOT_FOUND', 'User data not found');
  const [stats, rows, settings] = await Promise.all([
    db<{ invited: number; qualified: number; pending: number; earned: number }[]>`
      select count(*)::int as invited,
        count(*) filter (where status = 'completed')::int as qualified,
        count(*) filter (where status = 'pending')::int as pending,
        coalesce(sum(reward_amount) filter (where status = 'completed'), 0)::int8 as earned
      from referrals where referrer_id = ${userId}`,
    db<
      {
        id: string;
        referred_name: string;
        status: ReferralStatus;
        reward_amount: number;
        created_at: Date;
        processed_at: Date | null;
      }[]
    >`
      select r.id, ${db.unsafe(publicNameSql('u'))} as referred_name,
        r.status, r.reward_amount, r.created_at, r.processed_at
      from referrals r join users u on u.id = r.user_id
      where r.referrer_id = ${userId} order by r.created_at desc, r.id desc limit ${listed}`,
    readSettings(db),
  ]);
  const s = stats[0]!;
  return {
    code: me.referral_code,
    link: referralLink(settings, me.referral_code, link),
    stats: { invited: s.invited, qualified: s.qualified, pending: s.pending, earned: formatAmount(s.earned) },
    referrals: rows.map((r) => ({
      id: r.id,
      referredName: r.referred_name,
      status: r.status,
      rewardAmount: formatAmount(r.reward_amount),
      createdAt: r.created_at.toISOString(),
      processedAt: r.processed_at?.toISOString() ?? null,
    })),
    settings: {
      referralReward: settings.referral.referralReward,
      referredReward: settings.referral.referredReward,
      maxReferralsPerUser: settings.referral.maxReferralsPerUser,
      qualifyingAction: settings.referral.qualifyingAction,
    },
  };
}
export type PlayerReferrals = Awaited<ReturnType<typeof readReferrals>>;
