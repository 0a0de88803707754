import type { Request } from 'autocannon';
import type { Sql } from '../../db/connection.ts';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import type { BenchUser } from './fixtures.ts';
import type { Measurement } from './stats.ts';

export type BenchContext = { users: BenchUser[] };

/**
 * One benchmark row. `http`: autocannon against one of the child servers, every connection cycling
 * through `requests`. `sql`: `op` looped by as many workers as there are connections, directly on a
 * pool the size of the API server's to the bench database (for use cases with no HTTP endpoint yet).
 */
export type Scenario =
  | {
      name: string;
      kind: 'http';
      server: 'hello' | 'api';
      requests: (ctx: BenchContext) => Request[];
      /** Data the scenario needs, written once before its warm-up. */
      prepare?: (sql: Sql) => Promise<unknown>;
    }
  | { name: string; kind: 'sql'; op: (sql: Sql, ctx: BenchContext, sequence: number) => Promise<unknown> }
  /** Challenge-mode players answering through the API child (scripts/bench/players.ts). */
  | { name: string; kind: 'players' }
  /** pgbench TPC-B on the same PostgreSQL with the same connection count (scripts/bench/pgbench.ts). */
  | { name: string; kind: 'pgbench' };

const get = (path: string, headers: Record<string, string> = {}): Request => ({ method: 'GET', path, headers });
const transferMicro = 10_000; // 0.01 USDT

export const scenarios: Scenario[] = [
  { name: 'hello-world GET /', kind: 'http', server: 'hello', requests: () => [get('/')] },
  { name: 'GET /api/health', kind: 'http', server: 'api', requests: () => [get('/api/health')] },
  {
    name: 'GET /api/users/profile',
    kind: 'http',
    server: 'api',
    requests: ({ users }) => users.map((user) => get('/api/users/profile', { authorization: `Bearer ${user.token}` })),
  },
  {
    name: 'ledger transfer (postJournal)',
    kind: 'sql',
    op: (sql, { users }, sequence) => {
      const user = users[sequence % users.length]!;
      // A journal is one statement (post_journal), atomic on its own: no BEGIN/COMMIT around it.
      return postJournal(sql, {
        type: 'adjustment',
        userId: user.id,
        description: 'benchmark transfer',
        postings: [
          { account: { user: user.id, kind: 'playable' }, amount: -transferMicro },
          { account: { system: 'house' }, amount: transferMicro },
        ],
      });
    },
  },
  {
    name: 'GET /api/tasks (200 active tasks)',
    kind: 'http',
    server: 'api',
    // 200 live tasks of every type and verification kind, each player's own state joined per task.
    prepare: (sql) => sql`
      insert into tasks (type, title, description, reward, verification, requirements)
      select (array['daily', 'marketing', 'partner', 'referral'])[1 + i % 4], 'Benchmark task ' || i, 'A task to list',
        100000, (array['quiz', 'proof', 'daily_login', 'referrals'])[1 + i % 4], '{}'::jsonb
      from generate_series(1, 200) i`,
    requests: ({ users }) => users.map((user) => get('/api/tasks', { authorization: `Bearer ${user.token}` })),
  },
  {
    name: 'GET /api/tournaments (lobby of 10,000)',
    kind: 'http',
    server: 'api',
    requests: ({ users }) =>
      users.map((user) => get('/api/tournaments?status=active', { authorization: `Bearer ${user.token}` })),
  },
  { name: 'challenge answers (POST /answers)', kind: 'players' },
  { name: 'pgbench TPC-B', kind: 'pgbench' },
];

export type Budget = {
  name: string;
  check: (results: Map<string, Measurement>) => { pass: boolean; detail: string } | null;
};

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** `a` must serve at least `min` (0..1) of `b`'s requests per second. */
const rpsShareAtLeast = (a: string, b: string, min: number): Budget => ({
  name: `${a} rps >= ${min * 100}% of ${b}`,
  check: (results) => {
    const x = results.get(a);
    const y = results.get(b);
    if (!x || !y) return null;
    const share = x.rps / y.rps;
    return { pass: share >= min, detail: `${fmt(share * 100)}%` };
  },
});

const p99Under = (scenario: string, ms: number): Budget => ({
  name: `${scenario} p99 < ${ms} ms`,
  check: (results) => {
    const r = results.get(scenario);
    return r ? { pass: r.p99 < ms, detail: `${fmt(r.p99, 2)} ms` } : null;
  },
});

export const budgets: Budget[] = [
  rpsShareAtLeast('GET /api/users/profile', 'hello-world GET /', 0.5),
  p99Under('GET /api/health', 20),
  p99Under('GET /api/users/profile', 20),
  p99Under('ledger transfer (postJournal)', 20),
  p99Under('GET /api/tasks (200 active tasks)', 20),
  p99Under('GET /api/tournaments (lobby of 10,000)', 20),
  rpsShareAtLeast('challenge answers (POST /answers)', 'pgbench TPC-B', 0.5),
  p99Under('challenge answers (POST /answers)', 50),
];
