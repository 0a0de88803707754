// Analytics for a year at scale (issue 20, decision 0033): the read path sums the rollups, so what
// matters is their size for a year and the number of players, not the journals behind them.
//   bun scripts/bench/analytics.ts     (BENCH_USERS, default 1,000,000; BENCH_REQUESTS, default 50)
// Seeds BENCH_USERS players over a year (each with a last active day), a year of hourly rollups
// (8,760 rows, and 8 journal types a hour of money rows) and 365 cohorts, then sends
// GET /api/admin/analytics?period=1y through the app handler one at a time and prints p50 and p99.
import { createTestApi } from '../../testing/test-api.ts';

const users = Number(process.env.BENCH_USERS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const api = await createTestApi();
try {
  const admin = await api.registerAdmin();
  const started = performance.now();
  await api.sql`
    insert into users (name, referral_code, join_date)
    select 'Bench ' || g, 'B' || g, now() - (g % 365) * interval '1 day' - (g % 24) * interval '1 hour'
    from generate_series(1, ${users}) g`;
  await api.sql`
    insert into analytics_last_active (user_id, day)
    select id, (join_date at time zone 'UTC')::date + (abs(hashtext(id::text)) % 30) from users`;
  await api.sql`
    insert into analytics_hourly (hour, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
      quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
    select h, 114, 60, 900, 500, 300, 100, 80, 850, 8500, 5900, 400
    from generate_series(date_trunc('hour', now()) - interval '365 days', date_trunc('hour', now()), interval '1 hour') h`;
  await api.sql`
    insert into analytics_money_hourly (hour, type, journals, user_in, user_out, fees)
    select h, t, 100, 50000000, 20000000, 100000
    from generate_series(date_trunc('hour', now()) - interval '365 days', date_trunc('hour', now()), interval '1 hour') h,
      unnest(array['deposit', 'withdrawal', 'quiz_reward', 'streak_bonus', 'daily_bonus', 'tournament_join', 'tournament_win', 'referral_bonus']) t`;
  await api.sql`
    insert into analytics_cohorts (cohort_day, users, d1, d7, d30, d90)
    select d::date, 2740, 1200, 700, 400, 250
    from generate_series(current_date - 365, current_date, interval '1 day') d`;
  await api.sql`insert into analytics_refreshes (refreshed_at, window_from) values (now(), now())`;
  await api.sql`vacuum analyze users`.catch(() => {});
  await api.sql.unsafe('analyze analytics_last_active, analytics_hourly, analytics_money_hourly, analytics_cohorts');
  console.log(
    `seeded ${users.toLocaleString('en-US')} players and a year of rollups in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const times: number[] = [];
  for (let i = 0; i < requests + 3; i++) {
    const t0 = performance.now();
    const res = await api.call('GET', '/api/admin/analytics?period=1y', { token: admin });
    if (res.status !== 200) throw new Error(`analytics: ${res.status} ${res.text}`);
    if (i >= 3) times.push(performance.now() - t0); // the first ones prepare and plan the statements
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(
    `GET /api/admin/analytics?period=1y x${requests}: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
} finally {
  await api.close();
}
