// The admin transactions list at a million rows (issue 14, decision 0021): `bun scripts/bench/admin-transactions.ts`,
// also run by `bun run bench` (BENCH_ONLY=admin runs only this). A fresh database, 20 players and an admin
// registered among 50,000 other users, BENCH_ADMIN_ROWS (1,000,000) transactions seeded with generate_series, the API in
// production mode in its own process; then each of the requests 15 times over real HTTP, one
// at a time as an operator clicks (after 2 discarded: the first pays for planning), p50/p95 against the 50 ms budget, and the indexes each one reads.
import type { TestDatabase } from '../../testing/test-database.ts';
import { loadDashboard } from '../../domain/dashboard/load-dashboard.ts';
import { listAdminTransactions } from '../../domain/wallet/list-transactions.ts';
import { type AdminRequest, startAdminBench, timeAdminRequests } from './admin-requests.ts';
import { recordBudget } from './summary.ts';
import { registerUsers } from './fixtures.ts';
import { seedTransactions } from './transactions-seed.ts';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 1_000_000);
const PLAYERS = 20;
const OTHER_USERS = 50_000;
const REPEATS = 15;
const WARMUP = 2;
const BUDGET_MS = 50;
const DASHBOARD_BUDGET_MS = 100;
/** Issue 32: a search by a player's name is fast from the very first request (no warm-up discarded). */
const NAME_SEARCH = "search by a player's name (every request, the first included)";
const DASHBOARD = 'admin dashboard';

type Request = { name: string; query: Record<string, string>; warmup?: number };

async function requestsFor(db: TestDatabase): Promise<Request[]> {
  const [withHash] = await db.sql<{ tx_hash: string }[]>`
    select tx_hash from transactions where type = 'withdrawal' and tx_hash is not null order by created_at limit 1 offset 5000`;
  const [deep] = await db.sql<{ at: string; id: string }[]>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id::text
    from transactions order by created_at desc, id desc offset 40000 limit 1`;
  const eightMonthsAgo = new Date(Date.now() - 240 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'first page', query: {} },
    { name: 'status filter (pending)', query: { status: 'pending' } },
    { name: 'type filter (withdrawal)', query: { type: 'withdrawal' } },
    { name: NAME_SEARCH, query: { search: 'Bench 7' }, warmup: 0 },
    { name: "search by a player's username", query: { search: 'satoshi_07' } },
    { name: 'search by a full transaction hash', query: { search: withHash!.tx_hash } },
    { name: `jump to a date (${eightMonthsAgo})`, query: { date: eightMonthsAgo } },
    { name: 'Next from row 40,000 (page 2000)', query: { cursor: `next:${deep!.at}|${deep!.id}` } },
  ];
}

/** Runs the benchmark and returns its report lines (a markdown table, the plans, PASS/FAIL). */
export async function benchAdminTransactions(): Promise<string[]> {
  const { db, api, env, close } = await startAdminBench();
  try {
    const users = await registerUsers(db.sql, env, PLAYERS + 1);
    const players = users.slice(0, PLAYERS).map((u) => u.id);
    const admin = users[PLAYERS]!;
    await db.sql`select user_roles_add(${admin.id}, 'admin')`;
    await db.sql`
      update users set username = 'satoshi_' || lpad(n::text, 2, '0')
      from unnest(${players}::uuid[]) with ordinality as p(id, n) where users.id = p.id`;
    const t0 = performance.now();
    await db.sql`
      insert into users (name, referral_code) select 'Quiet player ' || g, 'BENCHQ' || g from generate_series(1, ${OTHER_USERS}) g`;
    await db.sql`select users_count(array(select id from users where referral_code like 'BENCHQ%'), 1)`;
    await seedTransactions(db.sql, players, ROWS);
    const seeded = (performance.now() - t0) / 1000;
    const [count] = await db.sql<{ n: number }[]>`select count(*)::int as n from transactions`;
    const n = count!.n;

    const requests = await requestsFor(db);
    const measured = await timeAdminRequests({
      apiUrl: api.url,
      token: admin.token,
      dbUrl: db.url,
      bigTables: ['transactions', 'users'],
      repeats: REPEATS,
      warmup: WARMUP,
      requests: [
        ...requests.map(
          (request): AdminRequest => ({
            name: request.name,
            path: `/api/admin/transactions?${new URLSearchParams(request.query)}`,
            budgetMs: BUDGET_MS,
            warmup: request.warmup,
            explain: (sql) =>
              listAdminTransactions(sql, {
                search: request.query.search ?? null,
                status: request.query.status ?? null,
                type: request.query.type ?? null,
                limit: 20,
                cursor: request.query.cursor ?? null,
                date: request.query.date ?? null,
              }),
          }),
        ),
        {
          name: DASHBOARD,
          path: '/api/admin/dashboard',
          budgetMs: DASHBOARD_BUDGET_MS,
          explain: (sql) => loadDashboard(sql),
        },
      ],
    });
    for (const [name, budget] of [
      [DASHBOARD, DASHBOARD_BUDGET_MS],
      [NAME_SEARCH, BUDGET_MS],
    ] as const) {
      const t = measured.timings.get(name)!;
      recordBudget({
        measure: `${name}, ${n.toLocaleString('en-US')} transactions`,
        budget: `p95 <= ${budget} ms`,
        value: `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, worst ${t.max.toFixed(1)} ms`,
        pass: t.p95 <= budget,
      });
    }
    const lines = [
      `admin transactions: ${n.toLocaleString('en-US')} transactions (${ROWS.toLocaleString('en-US')} seeded in ${seeded.toFixed(1)} s), ${PLAYERS} players among ${(OTHER_USERS + PLAYERS + 1).toLocaleString('en-US')} users, ${REPEATS} requests each over HTTP one at a time after ${WARMUP} discarded (none for the name search)`,
      '',
      ...measured.lines,
      measured.failures.length === 0
        ? `PASS  admin transactions: every request within its p95 budget, none scans transactions or users`
        : `FAIL  admin transactions: ${measured.failures.join('; ')}`,
    ];
    return lines;
  } finally {
    await close();
  }
}

if (import.meta.main) console.log((await benchAdminTransactions()).join('\n'));
