import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { runOnce, quickAddJob } from 'graphile-worker';
import { refreshAnalytics } from '../../domain/analytics/refresh-analytics.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

let api: TestApi;
let admin: string;
const usdt = (n: number) => Math.round(n * 1_000_000);
const daysAgo = (n: number, hour = 12) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - n);
  return d;
};

async function quiz(userId: string, at: Date, difficulty = 'easy', correct = 6) {
  await api.sql`
    insert into quiz_sessions (user_id, difficulty, mode, status, question_count, correct_answers, started_at, completed_at)
    values (${userId}, ${difficulty}, 'standard', 'completed', 10, ${correct}, ${at}, ${new Date(at.getTime() + 300_000)})`;
}
const journal = (type: string, userId: string, postings: Parameters<typeof postJournal>[1]['postings']) =>
  api.sql.begin((tx) => postJournal(tx, { type: type as never, userId, description: `test ${type}`, postings }));

const analytics = async (period: string) => {
  const res = await api.call('GET', `/api/admin/analytics?period=${period}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.data;
};

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.registerAdmin();
  // Cohort A: four players who joined 100 days ago. Day 1: two active; day 7: one; day 30: one; day 90: three.
  const a = await Promise.all([1, 2, 3, 4].map(() => api.register('Cohort A')));
  for (const p of a) await api.sql`update users set join_date = ${daysAgo(100, 9)} where id = ${p.user.id}`;
  await quiz(a[0]!.user.id, daysAgo(99));
  await quiz(a[0]!.user.id, daysAgo(99, 15)); // twice the same day: still one active day
  await api.sql`
    insert into daily_bonus_claims (user_id, claim_date, amount, streak, multiplier, claimed_at)
    values (${a[1]!.user.id}, ${daysAgo(99).toISOString().slice(0, 10)}, 1000000, 1, 1, ${daysAgo(99)})`;
  await quiz(a[2]!.user.id, daysAgo(93), 'hard', 9);
  const [deposit] = await api.sql<{ id: string }[]>`
    insert into transactions (user_id, type, amount, status, network, created_at, updated_at)
    values (${a[3]!.user.id}, 'deposit', 20000000, 'pending', 'TRC20', ${daysAgo(70)}, ${daysAgo(70)})
    returning id`;
  await api.sql`select transactions_count(array[${deposit!.id}]::uuid[], 1)`;
  for (const p of a.slice(0, 3)) await quiz(p.user.id, daysAgo(10), 'medium', 5);
  // Cohort B: two players who joined 10 days ago. Day 1: one active; day 7: one.
  const b = await Promise.all([1, 2].map(() => api.register('Cohort B')));
  for (const p of b) await api.sql`update users set join_date = ${daysAgo(10, 9)} where id = ${p.user.id}`;
  await quiz(b[0]!.user.id, daysAgo(9));
  await quiz(b[1]!.user.id, daysAgo(3), 'hard', 2);

  // Money, now: a deposit of 50 (fee 1), a withdrawal of 12 (fee 2), a quiz reward of 1.5, a tournament entry of 5 and its prize of 4.5 with a 0.5 fee.
  const payer = b[0]!.user.id;
  await journal('deposit', payer, [
    { account: { system: 'deposits_clearing' }, amount: -usdt(50) },
    { account: { user: payer, kind: 'playable' }, amount: usdt(49) },
    { account: { system: 'fees' }, amount: usdt(1) },
  ]);
  await journal('withdrawal', payer, [
    { account: { user: payer, kind: 'playable' }, amount: -usdt(12) },
    { account: { system: 'withdrawals_pending' }, amount: usdt(10) },
    { account: { system: 'fees' }, amount: usdt(2) },
  ]);
  await journal('quiz_reward', payer, [
    { account: { system: 'bonus_budget' }, amount: -usdt(1.5) },
    { account: { user: payer, kind: 'playable' }, amount: usdt(1.5) },
  ]);
  await journal('tournament_join', payer, [
    { account: { user: payer, kind: 'playable' }, amount: -usdt(5) },
    { account: { system: 'tournament_pools' }, amount: usdt(5) },
  ]);
  await journal('tournament_win', payer, [
    { account: { system: 'tournament_pools' }, amount: -usdt(5) },
    { account: { user: payer, kind: 'playable' }, amount: usdt(4.5) },
    { account: { system: 'tournament_fees' }, amount: usdt(0.5) },
  ]);
}, 60_000);
afterAll(() => api.close(), 30_000);

describe('analytics from the rollups', () => {
  test('before any refresh nothing is made up: zeros, and no retention rate without cohorts', async () => {
    const data = await analytics('1y');
    expect(data.refreshedAt).toBeNull();
    expect(data.overview).toMatchObject({ totalUsers: 0, activeUsers: 0, quizzesCompleted: 0, deposits: '0' });
    expect(data.retention.cohorts.map((c: any) => c.rate)).toEqual([null, null, null, null]);
    expect(JSON.stringify(data)).not.toContain('78.5');
  });

  test('analytics__refresh: the refresh job runs idempotently: twice gives the same rollups, and an incremental refresh equals a rebuild', async () => {
    useWorkerDatabase(api.db.url);
    const snapshot = async () => ({
      hourly: await api.sql`select * from analytics_hourly order by hour`,
      money: await api.sql`select * from analytics_money_hourly order by hour, type`,
      active: await api.sql`select * from analytics_active_days order by user_id, day`,
      last: await api.sql`select * from analytics_last_active order by user_id`,
      cohorts: await api.sql`select * from analytics_cohorts order by cohort_day`,
      daily: await api.sql`select * from analytics_daily order by day`,
      moneyDaily: await api.sql`select * from analytics_money_daily order by day, type`,
      lastCounts: await api.sql`select * from analytics_last_active_counts order by day`,
      slices: await api.sql`select * from analytics_slices order by slice`,
      moneySlices: await api.sql`select * from analytics_money_slices order by slice, type`,
    });
    await quickAddJob({ connectionString: api.db.url }, 'analytics__refresh', {});
    await runOnce({ connectionString: api.db.url, taskList });
    const first = await snapshot();
    expect(first.hourly.length).toBeGreaterThan(5);
    expect(first.daily.length).toBeGreaterThan(1);
    expect(first.lastCounts.reduce((n, r) => n + Number(r.users), 0)).toBe(first.last.length);
    await quickAddJob({ connectionString: api.db.url }, 'analytics__refresh', {});
    await runOnce({ connectionString: api.db.url, taskList });
    expect(await snapshot()).toEqual(first);
    // A refresh over the last hours leaves the rows of players already active that day as they are.
    const versions = () =>
      api.sql`select user_id, day, xmin::text as version from analytics_last_active order by user_id`;
    const before = await versions();
    const from = new Date(Date.now() - 3_600_000);
    const [{ recent } = { recent: 0 }] = await api.sql<
      { recent: number }[]
    >`select count(*)::int as recent from journals where created_at >= date_trunc('hour', ${from}::timestamptz)`;
    expect(recent).toBeGreaterThan(0);
    await refreshAnalytics(api.sql, { from });
    expect(await versions()).toEqual(before);
    // A rebuild from scratch over the whole history gives the same tables as the incremental runs.
    await api.sql`truncate analytics_hourly, analytics_money_hourly, analytics_active_days, analytics_last_active, analytics_cohorts,
      analytics_daily, analytics_money_daily, analytics_last_active_counts, analytics_slices, analytics_money_slices`;
    await refreshAnalytics(api.sql, { from: new Date('2000-01-01T00:00:00Z') });
    expect(await snapshot()).toEqual(first);
    // A bad payload is refused on the first line.
    await quickAddJob({ connectionString: api.db.url }, 'analytics__refresh', { from: 'yesterday-ish' });
    let failed: { last_error: string } | undefined;
    for (let i = 0; i < 5 && !failed; i++) {
      await runOnce({ connectionString: api.db.url, taskList });
      [failed] = await api.sql<{ last_error: string }[]>`
        select last_error from graphile_worker.jobs where task_identifier = 'analytics__refresh' and last_error is not null`;
    }
    expect(failed!.last_error).toContain('from must be an ISO time');
  });

  test('a refresh recounts from the minute of the oldest transaction open at the last refresh, and sums the hour with the slices kept before it', async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 2 * 3_600_000);
    const at = (minutes: number) => new Date(hour.getTime() + minutes * 60_000);
    const startedIn = async () =>
      Number(
        (await api.sql`select quizzes_started from analytics_hourly where hour = ${hour}`)[0]?.quizzes_started ?? 0,
      );
    const recount = async () =>
      Number(
        (
          await api.sql`select count(*) as n from quiz_sessions
            where started_at >= ${hour} and started_at < ${new Date(hour.getTime() + 3_600_000)}`
        )[0]!.n,
      );
    const [player] = await api.sql<{ id: string }[]>`select id from users where name = 'Cohort B' limit 1`;
    // A rebuild from that hour makes its slices whole; a quiz early in the hour is counted into them.
    await quiz(player!.id, at(10));
    await refreshAnalytics(api.sql, { from: hour });
    expect(await startedIn()).toBe(await recount());
    // The last refresh saw a transaction open since 35:30: the next one recounts from minute 35 (a quiz
    // that began at 35:45, before that refresh, and committed after it, is counted) and keeps the
    // slices before 35.
    await api.sql`update analytics_refreshes set recount_from = ${new Date(at(35).getTime() + 30_000)}`;
    await quiz(player!.id, new Date(at(35).getTime() + 45_000));
    const { from } = await refreshAnalytics(api.sql);
    expect(from).toBe(at(35).toISOString());
    expect(await startedIn()).toBe(await recount());
    expect(await startedIn()).toBeGreaterThanOrEqual(2);
  });

  test('the next refresh starts where the oldest transaction open during this one began, or at this one', async () => {
    const recountFrom = async () =>
      (
        await api.sql<
          { recount_from: Date; refreshed_at: Date }[]
        >`select recount_from, refreshed_at from analytics_refreshes`
      )[0]!;
    const open = await api.sql.reserve();
    try {
      await open`begin`;
      const [row] = await open<{ started: Date }[]>`select now() as started`;
      await Bun.sleep(50);
      await refreshAnalytics(api.sql);
      expect((await recountFrom()).recount_from.getTime()).toBe(row!.started.getTime());
      await open`rollback`;
    } finally {
      open.release();
    }
    const before = Date.now();
    await refreshAnalytics(api.sql);
    const { recount_from } = await recountFrom();
    expect(recount_from.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  test('while the slices are not whole since the hour of the window (the first refresh after an upgrade), the refresh recounts the whole hour', async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 3 * 3_600_000);
    await refreshAnalytics(api.sql);
    await api.sql`update analytics_refreshes set recount_from = ${new Date(hour.getTime() + 40 * 60_000)}, sliced_from = null`;
    const { from } = await refreshAnalytics(api.sql);
    expect(from).toBe(hour.toISOString());
    const [row] = await api.sql<{ sliced_from: Date }[]>`select sliced_from from analytics_refreshes`;
    expect(row!.sliced_from.toISOString()).toBe(hour.toISOString());
  });

  test('every figure of a period equals a direct recount of the source tables', async () => {
    await api.call('POST', '/api/admin/analytics/refresh', { token: admin });
    for (const period of ['24h', '7d', '30d', '90d', '1y']) {
      const data = await analytics(period);
      const from = new Date(data.from);
      const [r] = await api.sql<any[]>`
        select
          (select count(*) from users u where join_date >= ${from} and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin'))::int as new_users, -- players only
          (select count(*) from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin'))::int as total_users,
          (select count(*) from quiz_sessions where status = 'completed' and completed_at >= ${from})::int as completed,
          (select count(*) from quiz_sessions where started_at >= ${from} and difficulty = 'hard')::int as hard,
          (select round(100.0 * sum(correct_answers) / nullif(sum(question_count), 0), 1)::float8
             from quiz_sessions where status = 'completed' and completed_at >= ${from}) as score,
          (select count(distinct user_id) from (
             select user_id from quiz_sessions where started_at >= date_trunc('day', ${from}::timestamptz, 'UTC')
             union all select user_id from daily_bonus_claims where claimed_at >= date_trunc('day', ${from}::timestamptz, 'UTC')
             union all select user_id from transactions where type in ('deposit', 'withdrawal') and created_at >= date_trunc('day', ${from}::timestamptz, 'UTC')
             union all select user_id from journals where created_at >= date_trunc('day', ${from}::timestamptz, 'UTC')
           ) x where not exists (select 1 from user_roles r where r.user_id = x.user_id and r.role = 'admin'))::int as active,
          (select coalesce(sum(p.amount), 0) from journals j join postings p on p.user_id = j.user_id and p.journal_id = j.id
             where j.created_at >= ${from} and j.type = 'deposit' and p.account_id is not null)::int8 as deposits,
          (select coalesce(-sum(p.amount), 0) from journals j join postings p on p.user_id = j.user_id and p.journal_id = j.id
             where j.created_at >= ${from} and j.type = 'withdrawal' and p.account_id is not null)::int8 as withdrawals,
          ((select coalesce(sum(p.amount), 0) from journals j join postings p on p.user_id = j.user_id and p.journal_id = j.id
             join system_accounts s on s.id = p.system_account_id
             where j.created_at >= ${from} and s.code in ('fees', 'tournament_fees'))
           + (select coalesce(sum(p.amount), 0) from system_journals j join system_postings p on p.journal_id = j.id
             join system_accounts s on s.id = p.system_account_id
             where j.created_at >= ${from} and s.code in ('fees', 'tournament_fees')))::int8 as fees,
          (select coalesce(sum(p.amount), 0) from journals j join postings p on p.user_id = j.user_id and p.journal_id = j.id
             where j.created_at >= ${from} and p.account_id is not null and p.amount > 0
               and j.type in ('quiz_reward', 'streak_bonus', 'daily_bonus', 'welcome_bonus', 'task_reward', 'referral_bonus', 'achievement_reward'))::int8 as rewards`;
      const money = (micro: number) => String(Number(micro) / 1_000_000);
      expect({ period, ...data.overview }).toMatchObject({
        period,
        newUsers: r.new_users,
        totalUsers: r.total_users,
        activeUsers: r.active,
        quizzesCompleted: r.completed,
        averageScore: r.score ?? 0,
        deposits: money(r.deposits),
        rewardsPaid: money(r.rewards),
      });
      expect(data.quiz.difficulty.hard).toBe(r.hard);
      expect(data.revenue).toEqual({
        deposits: money(r.deposits),
        withdrawals: money(r.withdrawals),
        fees: money(r.fees),
        rewards: money(r.rewards),
      });
      // The bars add up to the period's totals.
      expect(data.series.reduce((t: number, s: any) => t + s.newUsers, 0)).toBe(r.new_users);
      expect(data.series.reduce((t: number, s: any) => t + Number(s.deposits), 0)).toBeCloseTo(
        Number(money(r.deposits)),
        6,
      );
    }
    const day = await analytics('24h');
    expect(day.series.length).toBe(24);
    expect(day.revenue).toMatchObject({ deposits: '49', withdrawals: '12', fees: '3.5' });
    expect(day.tournaments).toMatchObject({
      entries: 1,
      entryFees: '5',
      prizesPaid: '4.5',
      platformFees: '0.5',
      completed: 0,
    });
    // No tournament row was settled here (the journals above stand alone): the fee is the whole payout split.
    expect(day.tournaments.prizeDistribution.at(-1)).toEqual({ label: 'Platform fee', amount: '0.5', share: 100 });
    expect((await analytics('1y')).series.length).toBeGreaterThanOrEqual(52);
  });

  test('retention: Day 1/7/30/90 from signup cohorts whose day is over, with the one definition of active', async () => {
    const year = await analytics('1y');
    expect(year.retention.definition).toBe(
      'A player is active on a day (UTC) when they start a quiz, claim the daily bonus, ask for a deposit or withdrawal, or money moves on their account (entry fees, prizes, rewards) that day.',
    );
    // Day 1: A 2 of 4, B 1 of 2; day 7: A 1 of 4, B 1 of 2; day 30: A 1 of 4 (B too young); day 90: A 3 of 4.
    expect(year.retention.cohorts).toEqual([
      { day: 1, users: 6, active: 3, rate: 50 },
      { day: 7, users: 6, active: 2, rate: 33.3 },
      { day: 30, users: 4, active: 1, rate: 25 },
      { day: 90, users: 4, active: 3, rate: 75 },
    ]);
    // 30 days: only cohort B joined in the period.
    expect((await analytics('30d')).retention.cohorts).toEqual([
      { day: 1, users: 2, active: 1, rate: 50 },
      { day: 7, users: 2, active: 1, rate: 50 },
      { day: 30, users: 0, active: 0, rate: null },
      { day: 90, users: 0, active: 0, rate: null },
    ]);
  });

  test('a bad period is a 400; players cannot read analytics', async () => {
    const bad = await api.call('GET', '/api/admin/analytics?period=2w', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('period must be one of 24h, 7d, 30d, 90d, 1y');
    const player = await api.register();
    expect((await api.call('GET', '/api/admin/analytics', { token: player.token })).status).toBe(403);
  });
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
