// Analytics for a year at the issue's scale (issue 20, decisions 0033 and 0040):
//   bun scripts/bench/analytics.ts
// BENCH_USERS (1,000,000 players over a year), BENCH_JOURNALS (10,000,000 journals over a year, one
// player each), BENCH_REQUESTS (50). The read path sums the rollups, so the figure depends on their
// size for a year and on the players (the active count), not on the journals: the script checks that
// with auto_explain (no request may scan journals, postings or users) and times one incremental
// refresh of the rollups (what the analytics__refresh job does every 5 minutes) over those journals.
// Requests go over real HTTP to the API in production mode in its own process, one at a time.
// Reuse: BENCH_KEEP=1 keeps the seeded database and prints its URL; BENCH_DATABASE_URL=<that URL>
// skips seeding (the migrator brings it up to date first).
import { loadavg } from 'node:os';
import { createApp } from '../../api/app.ts';
import { type Env, loadEnv } from '../../config/env.ts';
import { connect, type Sql } from '../../db/connection.ts';
import { migrate } from '../../db/migrate.ts';
import { readAnalytics } from '../../domain/analytics/read-analytics.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { scannedTables, usedIndexes, withQueryPlans } from '../../testing/query-plans.ts';
import { startChild } from './children.ts';
import { type BenchUser, registerUsers } from './fixtures.ts';
import { percentile } from './stats.ts';

const users = Number(process.env.BENCH_USERS ?? 1_000_000);
const journals = Number(process.env.BENCH_JOURNALS ?? 10_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const BUDGET_MS = 300;

const timed = async (label: string, run: () => Promise<unknown>) => {
  const t0 = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

/** Players, journals and a year of rollups, all with generate_series. Players get deterministic ids (md5 of their number) so journals name one without a join. */
async function seed(sql: Sql) {
  // The players' search index (trigram GIN) is built once at the end: kept during the insert it takes 15+ minutes.
  const [{ def: searchIndex } = { def: '' }] = await sql<{ def: string }[]>`
    select pg_get_indexdef('users_search_trgm_idx'::regclass) as def`;
  await sql`drop index if exists users_search_trgm_idx`;
  await timed(`${users.toLocaleString('en-US')} players`, async () => {
    for (let start = 1; start <= users; start += 250_000) {
      const end = Math.min(users, start + 249_999);
      await sql`
        insert into users (id, name, referral_code, telegram_id, join_date)
        select md5('bench' || g)::uuid, 'Bench ' || g, 'BENCHA' || g, case when g % 3 = 0 then 2000000000 + g end,
          now() - make_interval(secs => ((${users}::int8 - g) * 31536000 / ${users}::int8)::double precision)
        from generate_series(${start}::int8, ${end}::int8) g`;
    }
    await sql`select users_count(array(select id from users where referral_code like 'BENCHA%'), 1)`;
  });
  await timed('players search index', () => sql.unsafe(searchIndex));
  await timed(`${journals.toLocaleString('en-US')} journals`, async () => {
    // Secondary indexes are built after the load, and the replica role skips the foreign-key triggers (the ids are valid by construction).
    await sql`drop index if exists journals_created_idx`;
    const types = [
      'quiz_reward',
      'daily_bonus',
      'deposit',
      'withdrawal',
      'tournament_join',
      'streak_bonus',
      'quiz_stake',
    ];
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      for (let start = 1; start <= journals; start += 2_000_000) {
        const end = Math.min(journals, start + 1_999_999);
        await tx`
          insert into journals (type, user_id, description, created_at)
          select (${types}::text[])[1 + g % ${types.length}], md5('bench' || (1 + g % ${users}))::uuid, '',
            now() - make_interval(secs => ((${journals}::int8 - g) * 31536000 / ${journals}::int8)::double precision)
          from generate_series(${start}::int8, ${end}::int8) g`;
      }
    });
    await sql`create index journals_created_idx on journals (created_at)`;
  });
  await timed('rollups for a year', async () => {
    await sql`
      insert into analytics_last_active (user_id, day)
      select id, least(current_date, (join_date at time zone 'UTC')::date + (abs(hashtext(id::text)) % 30)) from users`;
    await sql`
      insert into analytics_hourly (hour, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
        quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
      select h, 114, 38, 900, 500, 300, 100, 80, 850, 8500, 5900, 400
      from generate_series(date_trunc('hour', now()) - interval '365 days', date_trunc('hour', now()), interval '1 hour') h`;
    await sql`
      insert into analytics_money_hourly (hour, type, journals, user_in, user_out, fees)
      select h, t, 140, 50000000, 20000000, 100000
      from generate_series(date_trunc('hour', now()) - interval '365 days', date_trunc('hour', now()), interval '1 hour') h,
        unnest(array['deposit', 'withdrawal', 'quiz_reward', 'streak_bonus', 'daily_bonus', 'tournament_join', 'tournament_win', 'referral_bonus']) t`;
    await sql`
      insert into analytics_cohorts (cohort_day, users, d1, d7, d30, d90)
      select d::date, 2740, 1200, 700, 400, 250
      from generate_series(current_date - 365, current_date, interval '1 day') d`;
    await sql`select analytics_roll_days('2000-01-03T00:00:00Z')`;
    await sql`select analytics_count_last_active()`;
    await sql`insert into analytics_refreshes (refreshed_at, window_from) values (now(), now())`;
  });
  await timed('vacuum analyze', async () => {
    for (const table of [
      'users',
      'journals',
      'analytics_last_active',
      'analytics_hourly',
      'analytics_money_hourly',
      'analytics_daily',
      'analytics_money_daily',
    ])
      await sql.unsafe(`vacuum analyze ${table}`);
    await sql.unsafe('analyze analytics_cohorts, analytics_last_active_counts');
  });
  await sql`create table if not exists bench_seeded (users int8, journals int8, at timestamptz default now())`;
  await sql`insert into bench_seeded (users, journals) values (${users}, ${journals})`;
}

async function signIn(env: Env): Promise<BenchUser[]> {
  const { handle } = createApp({ sql: db.sql, env, clientIp: () => 'bench' });
  const response = await handle(
    new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench0@example.com', password: 'correct horse battery' }),
    }),
  );
  const body = (await response.json()) as { data: { accessToken: string; refreshToken: string; user: { id: string } } };
  return [{ id: body.data.user.id, token: body.data.accessToken, refreshToken: body.data.refreshToken }];
}

const reuseUrl = process.env.BENCH_DATABASE_URL;
const db = reuseUrl
  ? { url: reuseUrl, sql: connect(reuseUrl, { max: 4 }), drop: async () => {} }
  : await createTestDatabase();
const secrets = {
  JWT_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex'),
  TELEGRAM_BOT_TOKEN: '123456:bench-bot-token',
};
try {
  if (reuseUrl) {
    await migrate(db.sql);
    const [seeded] = await db.sql<{ users: string; journals: string }[]>`select users, journals from bench_seeded`;
    console.log(`reusing ${reuseUrl}: ${seeded?.users} players, ${seeded?.journals} journals`);
  } else {
    console.log(`seeding ${db.url}`);
    const t0 = performance.now();
    await seed(db.sql);
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: db.url, ...secrets });
  // The bench's admin (bench0@example.com): registered on the first run, signed in on a reused database.
  const [admin] = await registerUsers(db.sql, env, 1).catch(() => signIn(env));
  await db.sql`select user_roles_add(${admin!.id}, 'admin')`;

  // The job's incremental refresh (the last hour) with the journals in place.
  const r0 = performance.now();
  await db.sql`select analytics_refresh(now() - interval '1 hour')`;
  const refreshMs = performance.now() - r0;
  // The refresh rewrote the last hour from the (unseeded) quiz and bonus tables; the bench reads a full year of rollups.
  await db.sql`update analytics_refreshes set refreshed_at = now()`;

  const api = await startChild('server.ts', { DATABASE_URL: db.url, ...secrets });
  try {
    const times: number[] = [];
    for (let i = 0; i < requests + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${api.url}/api/admin/analytics?period=1y`, {
        headers: { authorization: `Bearer ${admin!.token}` },
      });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`analytics: ${res.status} ${body}`);
      if (i >= 3) times.push(performance.now() - t0); // the first ones prepare and plan the statements
    }
    const sorted = Float64Array.from(times).sort();
    const p99 = percentile(sorted, 99);
    const explained = await withQueryPlans(db.url, (sql) => readAnalytics(sql, { period: '1y', now: new Date() }));
    const scans = scannedTables(explained.plans).filter((t) => ['users', 'journals', 'postings'].includes(t));
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      [
        `analytics 1y over HTTP x${requests}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (load ${load})`,
        `incremental refresh (last hour) with ${journals.toLocaleString('en-US')} journals: ${refreshMs.toFixed(0)} ms`,
        `indexes read: ${usedIndexes(explained.plans).join(', ')}`,
        scans.length ? `SEQUENTIAL SCAN of ${scans.join(', ')}` : 'no scan of users, journals or postings',
        p99 < BUDGET_MS && scans.length === 0
          ? `PASS  analytics 1y: p99 < ${BUDGET_MS} ms`
          : `FAIL  analytics 1y: p99 ${p99.toFixed(1)} ms (budget ${BUDGET_MS} ms)${scans.length ? `, scans ${scans.join(', ')}` : ''}`,
      ].join('\n'),
    );
    if (p99 >= BUDGET_MS || scans.length) process.exitCode = 1;
  } finally {
    await api.stop();
  }
} finally {
  if (process.env.BENCH_KEEP === '1' && !reuseUrl) {
    await db.sql.end();
    console.log(`kept: BENCH_DATABASE_URL=${db.url}`);
  } else if (reuseUrl) await db.sql.end();
  else await db.drop();
}
