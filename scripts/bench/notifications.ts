// The unread count of a player with 10,000 notifications (issue 17, decisions 0028 and 0038):
// `bun scripts/bench/notifications.ts`, also run by `bun run bench` (BENCH_ONLY=notifications).
// A fresh database; one registered player with BENCH_NOTIFICATIONS (10,000) unread notifications,
// 500,000 notifications of 50,000 other players, and 200 broadcasts (50 of them read by the player),
// seeded with generate_series and vacuumed as autovacuum would. Then countUnread (what the profile's
// unreadNotifications and the bell read) BENCH_UNREAD_CALLS (300) times, one at a time, on one
// connection: budget p99 < 5 ms. GET /api/notifications over HTTP is reported beside it.
import { connect } from '../../db/connection.ts';
import { countUnread } from '../../domain/notifications/list-notifications.ts';
import { startAdminBench } from './admin-requests.ts';
import { registerUsers } from './fixtures.ts';
import { percentile } from './stats.ts';

const MINE = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const CALLS = Number(process.env.BENCH_UNREAD_CALLS ?? 300);
const BUDGET_MS = 5;

async function time(calls: number, op: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < calls + 5; i++) {
    const started = performance.now();
    await op();
    if (i >= 5) times.push(performance.now() - started);
  }
  return Float64Array.from(times).sort();
}

export async function benchUnreadCount(): Promise<string[]> {
  const { db, api, env, close } = await startAdminBench();
  const sql = connect(db.url, { max: 1 });
  try {
    const [player] = await registerUsers(db.sql, env, 1);
    await db.sql`
      insert into users (name, referral_code, join_date)
      select 'Reader ' || g, 'NR' || g, now() - interval '30 days' from generate_series(1, 50000) g`;
    await db.sql`select users_count(array(select id from users where referral_code like 'NR%'), 1)`;
    await db.sql`
      with readers as (select id, row_number() over (order by id) as n from users where referral_code like 'NR%')
      insert into notifications (user_id, type, title, message, created_at)
      select r.id, 'level_up', 'Level up!', 'You reached a level', now() - make_interval(secs => g::float8)
      from generate_series(1, 500000) g join readers r on r.n = 1 + g % 50000`;
    await db.sql`
      insert into notifications (user_id, type, title, message, created_at)
      select ${player!.id}, 'level_up', 'Level up!', 'You reached a level', now() - make_interval(secs => g::float8)
      from generate_series(1, ${MINE}) g`;
    await db.sql`
      insert into broadcasts (type, title, message)
      select 'task_activated', 'New task', 'A new task is available' from generate_series(1, 200)`;
    // Seeded straight into the table, so counted here as notifications_count_unread counts a written one.
    await db.sql`
      insert into notification_unread_counts as c (user_id, unread)
      select user_id, count(*) from notifications where read_at is null group by user_id
      on conflict (user_id) do update set unread = c.unread + excluded.unread`;
    await db.sql`
      insert into broadcast_reads (broadcast_id, user_id)
      select id, ${player!.id} from broadcasts order by id limit 50`;
    await db.sql`vacuum analyze notifications`;
    await db.sql`vacuum analyze broadcasts`;
    await db.sql`vacuum analyze broadcast_reads`;
    await db.sql`vacuum analyze users`;

    const unread = await countUnread(sql, player!.id);
    const direct = await time(CALLS, () => countUnread(sql, player!.id));
    const http = await time(CALLS, async () => {
      const res = await fetch(`${api.url}/api/notifications?limit=20`, {
        headers: { authorization: `Bearer ${player!.token}` },
      });
      if (res.status !== 200) throw new Error(`GET /api/notifications: ${res.status} ${await res.text()}`);
      await res.json();
    });
    const row = (name: string, s: Float64Array, budget: string) =>
      `| ${name} | ${percentile(s, 50).toFixed(2)} | ${percentile(s, 99).toFixed(2)} | ${s[s.length - 1]!.toFixed(2)} | ${budget} |`;
    const p99 = percentile(direct, 99);
    return [
      `unread count: a player with ${MINE.toLocaleString('en-US')} unread notifications and ${unread - MINE} unread broadcasts (count ${unread}), 500,000 other rows; ${CALLS} calls each, one at a time`,
      '',
      '| call | p50 ms | p99 ms | max ms | budget |',
      '| --- | ---: | ---: | ---: | --- |',
      row('countUnread (one connection, round trip included)', direct, `p99 < ${BUDGET_MS} ms`),
      row('GET /api/notifications?limit=20 over HTTP (page + count)', http, 'reported'),
      '',
      p99 < BUDGET_MS
        ? `PASS  unread count p99 ${p99.toFixed(2)} ms < ${BUDGET_MS} ms`
        : `FAIL  unread count p99 ${p99.toFixed(2)} ms >= ${BUDGET_MS} ms`,
    ];
  } finally {
    await sql.end();
    await close();
  }
}

if (import.meta.main) console.log((await benchUnreadCount()).join('\n'));
