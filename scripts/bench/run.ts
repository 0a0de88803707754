// The benchmark suite: `bun scripts/bench/run.ts`. One fresh database, the API and a hello-world
// ceiling each in a child process, then every scenario in scenarios.ts, one table, the budgets.
// Knobs (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (32), BENCH_USERS (200),
// BENCH_API_POOL (the API server's pool and the use cases' pool; default DATABASE_POOL_SIZE as api/server.ts), BENCH_ONLY (run scenarios whose name contains it, or any of a comma-separated list).
// Last, the admin transactions list at a million rows (admin-transactions.ts; BENCH_ONLY=admin selects it),
// the leaderboard at a million players (leaderboard.ts; BENCH_ONLY=leaderboard) and the unread count
// (notifications.ts; BENCH_ONLY=notifications), answers under an admin load with and without the
// read replica (replica.ts; BENCH_ONLY=replica; needs TEST_DATABASE_REPLICA_URL), then the first load
// of `/` and Lighthouse (web.ts; BENCH_ONLY=web). BENCH_ROUNDS (3): challenge/pgbench pairs whose median
// share is the budget's figure. At the end, issue 32's budget table: each row with the load average when it was measured.
import { cpus, loadavg } from 'node:os';
import { DEFAULT_POOL_SIZE, loadEnv } from '../../config/env.ts';
import { connect } from '../../db/connection.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { benchAdminTransactions } from './admin-transactions.ts';
import { benchAdminUsers } from './admin-users.ts';
import { startChild, type Child } from './children.ts';
import { sampleCpu } from './cpu.ts';
import { fundUsers, registerUsers, seedTournaments } from './fixtures.ts';
import { benchLeaderboard } from './leaderboard.ts';
import { httpLoad, workerLoad } from './load.ts';
import { benchUnreadCount } from './notifications.ts';
import { pgbench } from './pgbench.ts';
import { benchReadReplica } from './replica.ts';
import { allowMachinePace, challengePlayers } from './players.ts';
import { budgetLines, table, type Row } from './report.ts';
import { budgets, scenarios, type BenchContext, type Scenario } from './scenarios.ts';
import { budgetSummary, loadAverage, recordBudget } from './summary.ts';
import { benchWeb } from './web.ts';

const config = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  users: Number(process.env.BENCH_USERS ?? 200),
  apiPool: Number(process.env.BENCH_API_POOL ?? process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE),
  only: process.env.BENCH_ONLY ?? '',
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

const selected = (name: string) => config.only.split(',').some((part) => name.includes(part));
const ADMIN_TRANSACTIONS = 'admin transactions at 1,000,000 rows';
const WEB = 'web first load and Lighthouse';
const PROFILE = 'GET /api/users/profile';
const HELLO = 'hello-world GET /';
const CHALLENGE = 'challenge answers (POST /answers)';
const PGBENCH = 'pgbench TPC-B';

/** a's requests per second over b's, when both ran. */
function shareOf(rows: Row[], a: string, b: string): number | undefined {
  const x = rows.find((r) => r.name === a);
  const y = rows.find((r) => r.name === b);
  return x && y ? x.rps / y.rps : undefined;
}
const ADMIN_USERS = 'admin users at 1,000,000 players';
const LEADERBOARD = 'leaderboard at 1,000,000 players';
const UNREAD = 'notifications unread count at 10,000';
const REPLICA = 'challenge answers under admin load, primary only vs read replica';

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error('cleanup:', error));
}
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** Prepares a scenario (for `sql` scenarios a pool the size of the API server's) so warm-up and measured run share it. */
function openScenario(
  scenario: Scenario,
  servers: Record<'hello' | 'api', Child>,
  db: TestDatabase,
  ctx: BenchContext,
) {
  if (scenario.kind === 'players') {
    return {
      run: (seconds: number) =>
        challengePlayers({ apiUrl: servers.api.url, users: ctx.users, concurrency: config.connections, seconds }),
      close: async () => {},
    };
  }
  if (scenario.kind === 'pgbench') {
    return {
      run: (seconds: number) => pgbench({ connections: config.connections, seconds: Math.max(1, Math.round(seconds)) }),
      close: async () => {},
    };
  }
  if (scenario.kind === 'http') {
    const requests = scenario.requests(ctx);
    const url = servers[scenario.server].url;
    return {
      run: (seconds: number) => httpLoad({ url, connections: config.connections, seconds, requests }),
      close: async () => {},
    };
  }
  const sql = connect(db.url, { max: config.apiPool });
  return {
    run: (seconds: number) =>
      workerLoad({ concurrency: config.connections, seconds, op: (sequence) => scenario.op(sql, ctx, sequence) }),
    close: () => sql.end({ timeout: 5 }),
  };
}

async function main() {
  console.log(`bench: load average ${loadAverage()} (anything else busy on this machine skews the numbers)`);
  console.log(
    `bench: ${cpus().length} CPUs, bun ${Bun.version}, ${config.connections} connections, ${config.seconds} s per scenario (+${config.warmupSeconds} s warm-up), API pool ${config.apiPool}`,
  );
  const db = await createTestDatabase();
  cleanups.push(db.drop);
  const secrets = {
    JWT_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex'),
    TELEGRAM_BOT_TOKEN: '123456:bench-bot-token',
  };
  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: db.url, ...secrets });

  const hello = await startChild('hello.ts');
  cleanups.push(hello.stop);
  const api = await startChild('server.ts', {
    DATABASE_URL: db.url,
    BENCH_API_POOL: String(config.apiPool),
    ...secrets,
  });
  cleanups.push(api.stop);

  const t0 = performance.now();
  const users = await registerUsers(db.sql, env, config.users);
  await fundUsers(db.sql, users, 1_000);
  await seedTournaments(db.sql, 10_000);
  console.log(
    `bench: ${users.length} players registered and funded, 10,000 tournaments written, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const probe = await fetch(`${api.url}/api/users/profile`, {
    headers: { authorization: `Bearer ${users[0]!.token}` },
  });
  if (probe.status !== 200) throw new Error(`profile probe failed: ${probe.status} ${await probe.text()}`);

  await allowMachinePace(db.sql);
  const ctx: BenchContext = { users };
  const rows: Row[] = [];
  async function measure(scenario: Scenario): Promise<Row> {
    process.stdout.write(`bench: ${scenario.name} ... `);
    const session = openScenario(scenario, { hello, api }, db, ctx);
    try {
      await session.run(config.warmupSeconds);
      const cpu = sampleCpu([hello.pid, api.pid]);
      const measurement = await session.run(config.seconds);
      console.log(`${Math.round(measurement.rps)} req/s, p99 ${measurement.p99.toFixed(2)} ms`);
      return { name: scenario.name, ...measurement, cpu: cpu() };
    } finally {
      await session.close();
    }
  }
  for (const scenario of scenarios.filter((s) => selected(s.name))) {
    if (scenario.kind === 'http' && scenario.prepare) await scenario.prepare(db.sql);
    rows.push(await measure(scenario));
  }
  // Issue 32: the answers' share of pgbench is the median of BENCH_ROUNDS (3) alternating pairs.
  const pair = [CHALLENGE, PGBENCH].map((name) => scenarios.find((s) => s.name === name && selected(name)));
  const shares = [shareOf(rows, CHALLENGE, PGBENCH)].filter((share) => share !== undefined);
  if (pair[0] && pair[1] && shares.length > 0) {
    for (let round = 2; round <= config.rounds; round++) {
      const [answers, yardstick] = [await measure(pair[0]), await measure(pair[1])];
      shares.push(answers.rps / yardstick.rps);
    }
  }
  console.log(`\n${table(rows)}\n`);
  console.log(
    'CPU columns: cores busy during the run (1.00 = one full core) for the server child, all PostgreSQL processes, this load generator, and everything else on the machine (kernel, other work).',
  );
  for (const row of rows.filter((r) => r.detail)) console.log(`${row.name}: ${row.detail}`);
  const profileShare = shareOf(rows, PROFILE, HELLO);
  if (profileShare !== undefined) {
    const p99 = rows.find((r) => r.name === PROFILE)!.p99;
    console.log(`profile / hello-world requests per second: ${(profileShare * 100).toFixed(1)}%`);
    recordBudget({
      measure: '`GET /api/users/profile` rps / bare `Bun.serve` hello rps',
      budget: '>= 0.50, p99 <= 20 ms',
      value: `${profileShare.toFixed(2)}, p99 ${p99.toFixed(2)} ms`,
      pass: profileShare >= 0.5 && p99 <= 20,
    });
  }
  if (shares.length > 0) {
    const median = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)]!;
    recordBudget({
      measure: `challenge answers/s / pgbench TPC-B tx/s, median of ${shares.length} runs`,
      budget: '>= 0.50',
      value: `median ${median.toFixed(3)} (${shares.map((s) => s.toFixed(3)).join(', ')})`,
      pass: median >= 0.5,
    });
  }
  console.log(`\n${budgetLines(budgets, rows).join('\n')}`);
  console.log(`\nbench: load average ${loadAverage()}`);
}

try {
  if (scenarios.some((s) => selected(s.name))) await main();
  if (selected(ADMIN_TRANSACTIONS)) {
    console.log(`\nbench: ${ADMIN_TRANSACTIONS} (own database; seeding takes a few minutes) ...`);
    console.log((await benchAdminTransactions()).join('\n'));
  }
  if (selected(ADMIN_USERS)) {
    console.log(`\nbench: ${ADMIN_USERS} (own database; seeding takes a few minutes) ...`);
    console.log((await benchAdminUsers()).join('\n'));
  }
  if (selected(LEADERBOARD)) {
    console.log(`\nbench: ${LEADERBOARD} (own database; seeding takes several minutes) ...`);
    console.log((await benchLeaderboard()).join('\n'));
  }
  if (selected(UNREAD)) {
    console.log(`\nbench: ${UNREAD} (own database) ...`);
    console.log((await benchUnreadCount()).join('\n'));
  }
  if (selected(REPLICA)) {
    console.log(`\nbench: ${REPLICA} (own database) ...`);
    console.log((await benchReadReplica()).join('\n'));
  }
  if (selected(WEB)) {
    console.log(`\nbench: ${WEB} (a production build; own database) ...`);
    await benchWeb();
  }
  const summary = budgetSummary();
  if (summary.length > 0)
    console.log(
      `\nbench: issue 32's budgets, each with the load average when it was measured\n\n${summary.join('\n')}`,
    );
} finally {
  await cleanup();
}
