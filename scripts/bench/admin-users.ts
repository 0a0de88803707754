// The back office's users and loss-prevention screens at a million players (issue 18, decision 0029):
// `bun scripts/bench/admin-users.ts`, also run by `bun run bench` (BENCH_ONLY=users runs only this).
// A fresh database, BENCH_ADMIN_USERS (1,000,000) players seeded with generate_series (a thousand of
// them blocked, a thousand scored suspicious), the API in production mode in its own process; then
// the users list first page, a name search and a status filter (p95 < 50 ms) and the loss-prevention
// page (p95 < 200 ms) over real HTTP, and the indexes each reads.
import { readLossPrevention } from '../../domain/fraud/read-loss-prevention.ts';
import { listUsers } from '../../domain/users/list-users.ts';
import { startAdminBench, timeAdminRequests } from './admin-requests.ts';
import { registerUsers } from './fixtures.ts';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 1_000_000);

export async function benchAdminUsers(): Promise<string[]> {
  const { db, api, env, close } = await startAdminBench();
  try {
    const [admin] = await registerUsers(db.sql, env, 1);
    await db.sql`select user_roles_add(${admin!.id}, 'admin')`;
    const t0 = performance.now();
    for (let start = 1; start <= USERS; start += 200_000) {
      const end = Math.min(USERS, start + 199_999);
      await db.sql`
        insert into users (name, username, referral_code, telegram_id, join_date, status, blocked_until,
                           questions_answered, correct_answers, total_earned)
        select 'Player ' || g, 'player_' || g, 'BENCHU' || g, case when g % 3 = 0 then 1000000000 + g end,
          now() - make_interval(secs => ((${USERS}::int8 - g) * 31536000 / ${USERS}::int8)::double precision),
          case when g % 1000 = 0 then 'blocked' else 'active' end,
          case when g % 1000 = 0 then now() + interval '1 day' end,
          (g % 200), (g % 200) * 8 / 10, (g % 500) * 1000000
        from generate_series(${start}::int8, ${end}::int8) g`;
    }
    await db.sql`select users_count(array(select id from users where referral_code like 'BENCHU%'), 1)`;
    // The lookups a sign-up, a link and a username change write (decision 0080).
    await db.sql`insert into telegram_ids (telegram_id, user_id)
      select telegram_id, id from users where referral_code like 'BENCHU%' and telegram_id is not null`;
    await db.sql`insert into usernames (lower_username, user_id)
      select lower(username), id from users where referral_code like 'BENCHU%' and username is not null`;
    await db.sql`insert into referral_codes (code, user_id) select referral_code, id from users where referral_code like 'BENCHU%'`;
    await db.sql`
      insert into user_blocks (user_id, reason, until)
      select id, 'bench block', blocked_until from users where status = 'blocked'`;
    await db.sql`
      insert into risk_scores (user_id, score, level, reasons, scored_at)
      select id, 40 + (row_number() over ()) % 60, case when random() < 0.5 then 'high' else 'medium' end,
        '["Win rate 96% over 60 questions"]'::jsonb, now()
      from users where username like 'player_%' and questions_answered > 150 limit 1000`;
    await db.sql`vacuum analyze users`;
    await db.sql`vacuum analyze user_blocks`;
    await db.sql`vacuum analyze risk_scores`;
    const seeded = (performance.now() - t0) / 1000;
    const filter = (search: string | null, status: 'all' | 'blocked') => (sql: typeof db.sql) =>
      listUsers(sql, { search, status, cursor: null, date: null, limit: 20 });
    const measured = await timeAdminRequests({
      apiUrl: api.url,
      token: admin!.token,
      dbUrl: db.url,
      bigTables: ['users', 'transactions', 'journals', 'postings'],
      requests: [
        { name: 'users: first page', path: '/api/admin/users', budgetMs: 50, explain: filter(null, 'all') },
        {
          name: 'users: name search',
          path: '/api/admin/users?search=Player%20777',
          budgetMs: 50,
          explain: filter('Player 777', 'all'),
        },
        {
          name: 'users: blocked filter',
          path: '/api/admin/users?status=blocked',
          budgetMs: 50,
          explain: filter(null, 'blocked'),
        },
        {
          name: 'loss prevention',
          path: '/api/admin/loss-prevention',
          budgetMs: 200,
          explain: (sql) => readLossPrevention(sql),
        },
      ],
    });
    return [
      `admin users: ${USERS.toLocaleString('en-US')} players seeded in ${seeded.toFixed(1)} s, 15 requests each over HTTP one at a time after 2 discarded`,
      '',
      ...measured.lines,
      measured.failures.length === 0
        ? 'PASS  admin users: every request within its budget, none scans a big table'
        : `FAIL  admin users: ${measured.failures.join('; ')}`,
    ];
  } finally {
    await close();
  }
}

if (import.meta.main) console.log((await benchAdminUsers()).join('\n'));
