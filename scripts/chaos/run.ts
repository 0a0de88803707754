// `bun run chaos`: proves that faults lose nothing. Starts API replicas and workers as separate
// processes over a fresh database (on a throwaway PostgreSQL cluster of its own when the machine has
// the binaries, so it may restart it), and local fakes of the chains' providers (chain.ts), drives a
// seeded random mix of money-moving requests from retrying clients and transfers on the fake chains,
// injects faults (kill -9 of a replica or a worker, a PostgreSQL fast restart, sessions ended,
// statement timeouts, dropped client connections, chain providers answering 429, 500 or cut-off
// replies for a window), then lets the worker drain and checks the invariants
// (scripts/chaos/invariants.ts). Prints a table and exits 1 on any violation, with the seed to
// replay it: CHAOS_SEED=<seed> bun run chaos. CHAOS_SECONDS sets the length (120).
// Loopback only: the chain fakes listen on 127.0.0.1; mail, Telegram and AI point at a closed local port.
import { abandonedLockMinutes } from '../../worker/tasks/maintenance__unlock_jobs.ts';
import { createActions } from './actions.ts';
import { startChain } from './chain.ts';
import { createClient } from './client.ts';
import { checkInvariants } from './invariants.ts';
import { createFleet } from './processes.ts';
import { seededRandom } from './random.ts';
import { prepareRun } from './setup.ts';

const seconds = Number(process.env.CHAOS_SECONDS ?? 120);
const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const concurrency = Number(process.env.CHAOS_CLIENTS ?? 6);
console.log(
  `chaos: seed ${seed}, ${seconds} s, ${concurrency} clients (replay: CHAOS_SEED=${seed} CHAOS_SECONDS=${seconds} bun run chaos)`,
);
const random = seededRandom(seed);
/** The faults' own stream: their kinds and times replay with the seed, whatever the clients' timing. */
const faultRandom = seededRandom(seed + 1);

const { cluster, db, childEnv, players, invited, admin: adminUser, teardown } = await prepareRun('chaos');
const chain = await startChain(db.sql, seededRandom(seed + 2));
chain.knowWallets(players.map((p) => p.id));
const fleet = createFleet(childEnv);
await fleet.startAll(2, 2);
console.log(`chaos: ${fleet.replicas.length} processes up, load and faults for ${seconds} s`);
const client = createClient({ random, apiUrls: fleet.apiUrls, dropChance: 0.04, timeoutMs: 4_000 });
const actions = createActions({ client, random, players, invited, admin: adminUser, chain });
const faults = new Map<string, number>();
const count = (fault: string) => faults.set(fault, (faults.get(fault) ?? 0) + 1);

/** Ends every session of the product's processes (57P01 for what they are running). */
const endSessions = () =>
  db.sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;

const faultKinds = [
  async () => {
    const apis = fleet.replicas.filter((r) => r.kind === 'api');
    await fleet.killAndRestart(faultRandom.pick(apis), faultRandom.int(0, 1500));
    count('kill -9 API replica');
  },
  async () => {
    await fleet.killAndRestart(
      faultRandom.pick(fleet.replicas.filter((r) => r.kind === 'worker')),
      faultRandom.int(0, 1500),
    );
    count('kill -9 worker');
  },
  async () => {
    if (!cluster) return;
    await cluster.restartFast();
    count('PostgreSQL fast restart');
  },
  async () => {
    await endSessions();
    count('sessions ended (pg_terminate_backend)');
  },
  async () => {
    await db.sql.unsafe(`alter database "${new URL(db.url).pathname.slice(1)}" set statement_timeout = '10ms'`);
    await endSessions();
    await Bun.sleep(faultRandom.int(500, 2_000));
    await db.sql.unsafe(`alter database "${new URL(db.url).pathname.slice(1)}" reset statement_timeout`);
    await endSessions();
    count('statement timeout window (10 ms)');
  },
  async () => {
    const fault = faultRandom.pick([429, 500, 'cut'] as const);
    await chain.outage(fault, faultRandom.int(1_000, 5_000));
    count(`chain providers answer ${fault === 'cut' ? 'cut-off replies' : fault} for a window`);
  },
];

const until = Date.now() + seconds * 1000;
const clients = Array.from({ length: concurrency }, async () => {
  for (let n = 0; Date.now() < until && n < 100_000; n++) await actions.runOne();
});
const injector = (async () => {
  for (let n = 0; Date.now() < until - 5_000 && n < 1_000; n++) {
    // From the faults' own stream (the clients' draws depend on timing): a seed replays the same faults.
    await Bun.sleep(faultRandom.int(2_000, 6_000));
    // The harness's own connection may be one of those a restart ends: the fault is retried next round.
    // The first fault kills a process (the first two kinds), so a short run (CI's 15 s) never goes
    // without one: two rounds may otherwise both draw a database or chain fault.
    await faultRandom
      .pick(n === 0 ? faultKinds.slice(0, 2) : faultKinds)()
      .catch((error) => console.log(`chaos: fault not injected: ${error}`));
    await fleet.restartExited();
  }
})();
await Promise.all([...clients, injector]);
console.log('chaos: load over; the admin finishes what is open, then the worker drains');
await fleet.restartExited();

// The admin finishes what is open, the chains' checks run out, then the worker drains its queue.
await actions.finish();
await chain.drain();
// A job due within the next 10 s (a re-score queued 5 s ahead, a retry's short backoff) is waited for
// too: otherwise it falls due between the drain and the check.
for (let quiet = 0, n = 0; quiet < 2 && n < 60; n++) {
  await Bun.sleep(1_000);
  const [due] = await db.sql<{ n: number }[]>`
    select count(*)::int as n from graphile_worker._private_jobs j
    left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
    where run_at <= now() + interval '10 seconds' and attempts < max_attempts and j.locked_at is null and q.locked_at is null`;
  quiet = due?.n === 0 ? quiet + 1 : 0;
}
console.log('chaos: checking');
const checks = await checkInvariants(db.sql, actions.acknowledged, chain.sent, abandonedLockMinutes);
// The live workers are idle after the drain: a job still locked (or waiting in a locked queue) was
// taken by a worker killed -9; maintenance__unlock_jobs frees it once its lock is abandonedLockMinutes old.
const [held] = await db.sql<{ n: number }[]>`
  select count(*)::int as n from graphile_worker._private_jobs j
  left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
  where j.locked_at is not null or q.locked_at is not null`;
await fleet.stopAll();
chain.stop();
checks.push({ name: 'no 5xx but 503 (database away)', problems: client.stats.serverErrors });
checks.push({
  name: 'no process died by itself, no API error logged',
  problems: [...fleet.exits, ...fleet.unexpectedLogs.slice(0, 20)],
});

const rows: [string, string | number][] = [
  ['seed', seed],
  ['requests attempted', client.stats.attempted],
  ['acknowledged (2xx)', client.stats.acknowledged],
  ['refused (4xx, 503)', client.stats.refused],
  ['retried (same key)', client.stats.retried],
  ['never answered', client.stats.unanswered],
  ...[...actions.counts].map(([action, n]): [string, string] => [
    `  action ${action}`,
    `${n} (${actions.acknowledgedCounts.get(action) ?? 0} 2xx)`,
  ]),
  ...(['deposit', 'intent', 'payout'] as const).map((purpose): [string, number] => [
    `chain: ${purpose} transfers sent`,
    chain.sent.filter((s) => s.purpose === purpose).length,
  ]),
  ['chain: provider requests answered', chain.requests()],
  ['fault: dropped client connection', client.stats.dropped],
  ['fault: chain provider 429 at random', chain.stats.randomRateLimits],
  ...[...faults].map(([fault, n]): [string, number] => [`fault: ${fault}`, n]),
  [`jobs held by killed workers (freed after ${abandonedLockMinutes} min)`, held?.n ?? 0],
  ...checks.map((c): [string, string] => [
    `check: ${c.name}`,
    c.problems.length ? `FAILED (${c.problems.length})` : 'ok',
  ]),
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${rows.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n')}`);
const failed = checks.filter((c) => c.problems.length);
for (const check of failed) console.log(`\n${check.name}:\n  ${check.problems.slice(0, 20).join('\n  ')}`);

await teardown();
if (failed.length) {
  console.log(`\nchaos: FAILED with seed ${seed} (replay: CHAOS_SEED=${seed} CHAOS_SECONDS=${seconds} bun run chaos)`);
  process.exit(1);
}
console.log('\nchaos: every invariant holds');
process.exit(0);
