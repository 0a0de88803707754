import type { Db } from '../../db/connection.ts';
import { readBonusStats } from '../daily-bonus/daily-bonus-claims.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { tournamentFigures } from '../tournaments/tournament-figures.ts';
import { notAdmin } from '../users/players.ts';

/**
 * The money cards from the transactions counters (totals by type and status, and by UTC day of the
 * rows' updated_at for today and this month), plus their changes not folded yet: a few hundred rows
 * read, however many transactions there are (decision 0060).
 */
const moneyFigures = (db: Db) => db`
  select
    coalesce(sum(amount) filter (where total and type = 'deposit' and status = 'completed'), 0)::int8 as total_revenue,
    coalesce(sum(amount) filter (where day = today and type = 'deposit' and status = 'completed'), 0)::int8 as daily_revenue,
    coalesce(sum(amount) filter (where day >= month and type = 'deposit' and status = 'completed'), 0)::int8 as monthly_revenue,
    coalesce(sum(amount) filter (where total and type = 'withdrawal' and status = 'pending'), 0)::int8 as pending_withdrawal_amount,
    coalesce(sum(count) filter (where total and type = 'deposit' and status = 'pending'), 0)::int as pending_deposits,
    coalesce(sum(count) filter (where total and type = 'withdrawal' and status = 'pending'), 0)::int as pending_withdrawals
  from (select (now() at time zone 'UTC')::date as today, date_trunc('month', now() at time zone 'UTC')::date as month) d,
    lateral (
      select type, status, true as total, null::date as day, count, amount from transaction_counters
      union all select type, status, false, day, count, amount from transaction_days where day >= d.month
      union all select type, status, true, day, count, amount from transaction_counter_changes
    ) counters`;

/**
 * The admin dashboard's figures, all counted from the database (spec 002 section 3, decision 0039).
 * Support tickets: there is no ticket system, so the support contact from the settings stands in.
 * Player figures leave admin accounts out (an admin is not a player, decision 0051).
 */
export async function loadDashboard(db: Db, now = new Date()) {
  const countsQuery = db<
    {
      total_users: number;
      active_users: number;
      new_users: number;
      telegram_users: number;
      total_revenue: number;
      daily_revenue: number;
      monthly_revenue: number;
      pending_withdrawal_amount: number;
      pending_deposits: number;
      pending_withdrawals: number;
      pending_verifications: number;
      pending_settlements: number;
      total_quizzes: number;
      daily_quizzes: number;
      completed_quizzes: number;
      average_score: number;
    }[]
  >`
    select
      (select coalesce(sum(count), 0) from user_counters)::int as total_users,
      -- Active as Analytics defines it (activeDefinition), over the last 7 UTC days, from its rollup.
      -- Players per last-active day (analytics_last_active_counts, recounted with it), less the admins.
      ((select coalesce(sum(users), 0) from analytics_last_active_counts where day > (${now}::timestamptz at time zone 'UTC')::date - 7)
        - (select count(*) from user_roles r join analytics_last_active u on u.user_id = r.user_id
           where r.role = 'admin' and u.day > (${now}::timestamptz at time zone 'UTC')::date - 7))::int as active_users,
      (select count(*) from users u where join_date > now() - interval '7 days' and ${notAdmin(db, 'u.id')})::int as new_users,
      (select coalesce(sum(count), 0) from user_counters where telegram)::int as telegram_users,
      m.*,
      (select count(*) from task_proofs where status = 'pending')::int as pending_verifications,
      (select count(*) from tournaments where status = 'active' and ends_at <= ${now})::int as pending_settlements,
      q.started::int as total_quizzes,
      -- Today's starts: one range of quiz_sessions_started_idx, a day's sessions at most.
      (select count(*) from quiz_sessions where started_at >= date_trunc('day', now()))::int as daily_quizzes,
      q.completed::int as completed_quizzes,
      coalesce(round(q.score_sum / nullif(q.completed, 0), 1), 0)::float8 as average_score
    from (${moneyFigures(db)}) m,
      (select sum(started) as started, sum(completed) as completed, sum(score_sum) as score_sum
       from (select started, completed, score_sum from quiz_counters
             union all select started, completed, score_sum from quiz_counter_changes) c) q`;
  const recentUsersQuery = db<{ id: string; name: string; email: string | null; join_date: Date; status: string }[]>`
    select u.id, coalesce(nullif(u.telegram_full_name, ''), u.name) as name, e.email, u.join_date, u.status
    from users u left join email_identities e on e.user_id = u.id
    where ${notAdmin(db, 'u.id')}
    order by u.join_date desc limit 5`;
  const recentTransactionsQuery = db<
    { id: string; user: string; amount: number; type: string; status: string; created_at: Date }[]
  >`
    select t.id, coalesce(nullif(u.telegram_full_name, ''), u.name) as user, t.amount, t.type, t.status, t.created_at
    from transactions t join users u on u.id = t.user_id
    order by t.created_at desc limit 5`;
  // Independent reads, sent at once: on the pool they run side by side, on a transaction pipelined.
  const [[counts], tournaments, bonus, settings, recentUsers, recentTransactions] = await Promise.all([
    countsQuery,
    tournamentFigures(db),
    readBonusStats(db, now),
    readSettings(db),
    recentUsersQuery,
    recentTransactionsQuery,
  ]);
  const c = counts!;
  return {
    overview: {
      users: {
        totalUsers: c.total_users,
        activeUsers: c.active_users,
        newUsers: c.new_users,
        telegramUsers: c.telegram_users,
      },
      revenue: {
        totalRevenue: formatAmount(c.total_revenue),
        dailyRevenue: formatAmount(c.daily_revenue),
        monthlyRevenue: formatAmount(c.monthly_revenue),
        pendingWithdrawals: formatAmount(c.pending_withdrawal_amount),
      },
      quiz: {
        totalQuizzes: c.total_quizzes,
        averageScore: c.average_score,
        completionRate: c.total_quizzes > 0 ? Math.round((c.completed_quizzes / c.total_quizzes) * 1000) / 10 : 0,
        dailyQuizzes: c.daily_quizzes,
      },
      tournaments: tournaments.overview,
      dailyBonus: {
        totalClaims: bonus.totalClaims,
        claimsToday: bonus.totalClaimsToday,
        claimsThisWeek: bonus.totalClaimsThisWeek,
        claimsThisMonth: bonus.totalClaimsThisMonth,
        totalDistributed: bonus.totalRewardsDistributed,
        averageStreak: bonus.averageStreak,
        topStreak: bonus.topStreak,
      },
    },
    recent: {
      users: recentUsers.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        joinDate: u.join_date.toISOString(),
        status: u.status,
      })),
      transactions: recentTransactions.map((t) => ({
        id: t.id,
        user: t.user,
        amount: formatAmount(t.amount),
        type: t.type,
        status: t.status,
        date: t.created_at.toISOString(),
      })),
      tournaments: tournaments.recent,
    },
    pending: {
      deposits: c.pending_deposits,
      withdrawals: c.pending_withdrawals,
      verifications: c.pending_verifications + c.pending_deposits,
      taskProofs: c.pending_verifications,
      // Tournaments past their end and not settled yet: the admin's "Complete now" (decision 0039).
      tournamentApprovals: c.pending_settlements,
    },
    support: {
      email: settings.appConfig.supportEmail,
      telegram: settings.appConfig.supportTelegram,
    },
  };
}
export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
