import type { Db } from '../../db/connection.ts';
import { periodKey, readLeaderboard } from '../leaderboard/read-leaderboard.ts';
import { formatAmount } from '../money.ts';
import { computeGoals, monthlyEarningsTarget } from './goals.ts';

/**
 * Journals that pay a player a reward: the leaderboard's definition of earnings
 * (domain/leaderboard/record-earnings.sql). Deposits, stake returns and bonus unlocks are not earnings.
 */
const earningJournals = [
  'quiz_reward',
  'streak_bonus',
  'tournament_win',
  'referral_bonus',
  'daily_bonus',
  'task_reward',
  'achievement_reward',
];

/** Levels are shown out of 10 within a tier of ten levels (spec 001: "Level is shown out of 10"). */
export function levelInTier(level: number) {
  return {
    tier: Math.ceil(Math.max(1, level) / 10),
    levelInTier: ((Math.max(1, level) - 1) % 10) + 1,
    levelsPerTier: 10,
  };
}

/** The player's place: this week's leaderboard when they earned this week, else all-time earnings, else none. */
async function readRank(db: Db, userId: string, now: Date) {
  for (const period of ['week', 'all'] as const) {
    const board = await readLeaderboard(db, { period, limit: 1, userId, now });
    if (board.me) return { position: board.me.rank, period };
  }
  return null;
}

/**
 * What the profile page shows beyond the profile itself (GET /api/users/profile/overview): rank,
 * level within its tier, earnings this week and month and from referrals (from the ledger), and goals.
 */
export async function loadProfileOverview(db: Db, userId: string, now: Date) {
  const weekStart = new Date(`${periodKey('week', now)}T00:00:00.000Z`);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [[facts], rank] = await Promise.all([
    db<
      {
        level: number;
        total_xp: number;
        daily_streak: number;
        has_deposited: boolean;
        invited_friends: number;
        quizzes_this_week: number;
        weekly: number;
        monthly: number;
        referral: number;
      }[]
    >`
      select u.level, u.total_xp, u.daily_streak, u.has_deposited,
        (select count(*) from users f where f.referrer_id = u.id)::int as invited_friends,
        (select count(*) from quiz_sessions q where q.user_id = u.id and q.status = 'completed'
          and q.started_at >= ${weekStart}::timestamptz - interval '1 day' and q.completed_at >= ${weekStart})::int as quizzes_this_week,
        coalesce(e.weekly, 0)::int8 as weekly, coalesce(e.monthly, 0)::int8 as monthly, coalesce(e.referral, 0)::int8 as referral
      from users u
      left join lateral (
        select sum(p.amount) filter (where j.created_at >= ${weekStart}) as weekly,
          sum(p.amount) filter (where j.created_at >= ${monthStart}) as monthly,
          sum(p.amount) filter (where j.type = 'referral_bonus') as referral
        from postings p join journals j on j.user_id = p.user_id and j.id = p.journal_id
        where p.user_id = u.id and p.account_id is not null and p.amount > 0
          and j.type = any(${earningJournals}::journal_type[])) e on true
      where u.id = ${userId}`,
    readRank(db, userId, now),
  ]);
  if (!facts) return null;
  return {
    rank,
    level: { level: facts.level, ...levelInTier(facts.level) },
    earnings: {
      weekly: formatAmount(facts.weekly),
      monthly: formatAmount(facts.monthly),
      monthlyTarget: formatAmount(monthlyEarningsTarget),
      referral: formatAmount(facts.referral),
    },
    goals: computeGoals({
      level: facts.level,
      totalXp: facts.total_xp,
      quizzesThisWeek: facts.quizzes_this_week,
      bonusStreak: facts.daily_streak,
      hasDeposited: facts.has_deposited,
      invitedFriends: facts.invited_friends,
      monthlyEarnings: facts.monthly,
    }),
  };
}
export type ProfileOverview = NonNullable<Awaited<ReturnType<typeof loadProfileOverview>>>;
