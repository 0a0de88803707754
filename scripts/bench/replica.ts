// Challenge answers per second while an admin analytics and export load runs, with the admin's API
// reading the primary only, then the read replica (issue 34, decision 0064), in one run: a part of
// `bun run bench` (BENCH_ONLY=replica runs only this). Needs a hot standby of the test server
// (`bash scripts/replica.sh start`, TEST_DATABASE_REPLICA_URL); without one it says so and skips.
// Two API processes over one fresh database: the players' (primary only) and the admin's (primary
// only, then with DATABASE_REPLICA_URL). BENCH_REPLICA_SECONDS (15) per phase, BENCH_REPLICA_PLAYERS
// (16) concurrent players, BENCH_REPLICA_ADMINS (2) concurrent admin requests, BENCH_REPLICA_ROWS
// (100,000) transactions that the exports stream.
import { loadavg } from 'node:os';
import { loadEnv } from '../../config/env.ts';
import { refreshAnalytics } from '../../domain/analytics/refresh-analytics.ts';
import { createTestDatabase, testReplicaServerUrl, withDatabase } from '../../testing/test-database.ts';
import { type Child, startChild } from './children.ts';
import { fundUsers, registerUsers } from './fixtures.ts';
import { httpLoad } from './load.ts';
import { allowMachinePace, challengePlayers } from './players.ts';
import type { Measurement } from './stats.ts';
import { seedTransactions } from './transactions-seed.ts';

const seconds = Number(process.env.BENCH_REPLICA_SECONDS ?? 15);
const players = Number(process.env.BENCH_REPLICA_PLAYERS ?? 16);
const admins = Number(process.env.BENCH_REPLICA_ADMINS ?? 2);
const rows = Number(process.env.BENCH_REPLICA_ROWS ?? 100_000);

const adminPaths = ['/api/admin/analytics?period=90d', '/api/admin/transactions/export', '/api/admin/users/export'];

/** Waits until the admin API's replica is streaming (the fresh database has reached the standby). */
async function untilStreaming(api: Child, token: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${api.url}/api/admin/database`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { replica: { state: string } } };
    if (body.data?.replica.state === 'streaming') return;
    await Bun.sleep(100);
  }
  throw new Error('the read replica never reached streaming');
}

export async function benchReadReplica(): Promise<string[]> {
  const standby = testReplicaServerUrl();
  if (!standby) return ['skipped: no TEST_DATABASE_REPLICA_URL (start one with `bash scripts/replica.sh start`)'];
  const db = await createTestDatabase();
  const children: Child[] = [];
  try {
    const secrets = {
      JWT_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex'),
      TELEGRAM_BOT_TOKEN: '123456:bench-bot-token',
    };
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: db.url, ...secrets });
    const users = await registerUsers(db.sql, env, players + 1);
    const [admin, ...playing] = users;
    await db.sql`select user_roles_add(${admin!.id}, 'admin')`;
    await fundUsers(db.sql, playing, 1_000);
    await seedTransactions(
      db.sql,
      playing.map((u) => u.id),
      rows,
    );
    await refreshAnalytics(db.sql);
    await allowMachinePace(db.sql);

    const playersApi = await startChild('server.ts', { DATABASE_URL: db.url, ...secrets });
    children.push(playersApi);
    const primaryAdminApi = await startChild('server.ts', { DATABASE_URL: db.url, ...secrets });
    children.push(primaryAdminApi);
    const replicaUrl = withDatabase(standby, new URL(db.url).pathname.slice(1));
    const replicaAdminApi = await startChild('server.ts', {
      DATABASE_URL: db.url,
      DATABASE_REPLICA_URL: replicaUrl,
      ...secrets,
    });
    children.push(replicaAdminApi);
    await untilStreaming(replicaAdminApi, admin!.token);

    const answers = (forSeconds = seconds) =>
      challengePlayers({ apiUrl: playersApi.url, users: playing, concurrency: players, seconds: forSeconds });
    const adminLoad = (api: Child) =>
      httpLoad({
        url: api.url,
        connections: admins,
        seconds,
        requests: adminPaths.map((path) => ({
          method: 'GET' as const,
          path,
          headers: { authorization: `Bearer ${admin!.token}` },
        })),
      });
    const phases: [string, () => Promise<[Measurement, Measurement | null]>][] = [
      ['answers alone', async () => [await answers(), null]],
      ['answers + admin load on the primary', () => Promise.all([answers(), adminLoad(primaryAdminApi)])],
      ['answers + admin load on the read replica', () => Promise.all([answers(), adminLoad(replicaAdminApi)])],
    ];
    const lines = [
      `${players} challenge players; ${admins} admin clients cycling ${adminPaths.join(', ')} over ${rows.toLocaleString('en-US')} transactions; ${seconds} s per phase`,
      '',
      '| phase | answers/s | answer p50 ms | answer p99 ms | admin requests/s | admin p99 ms | errors | load average |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ];
    for (const [name, run] of phases) {
      await answers(3); // warm-up
      const [played, adminRun] = await run();
      const load = loadavg()
        .map((n) => n.toFixed(1))
        .join(' ');
      lines.push(
        `| ${name} | ${Math.round(played.rps)} | ${played.p50.toFixed(1)} | ${played.p99.toFixed(1)} | ${adminRun ? adminRun.rps.toFixed(1) : '-'} | ${adminRun ? adminRun.p99.toFixed(0) : '-'} | ${played.errors + (adminRun?.errors ?? 0)} | ${load} |`,
      );
    }
    return lines;
  } finally {
    for (const child of children.reverse()) await child.stop();
    await db.drop();
  }
}

if (import.meta.main) console.log((await benchReadReplica()).join('\n'));
