// A database away for a moment (shutting down, restarting, a session ended by the administrator) is a
// 503 with Retry-After in the contract's shape, never a 500; the retry with the same Idempotency-Key
// then does the work once. Runs on a throwaway cluster of its own: it shuts the server down.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect, type Sql } from '../../db/connection.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { startThrowawayCluster, type ThrowawayCluster } from '../../testing/throwaway-cluster.ts';

let cluster: ThrowawayCluster | undefined;
let api: TestApi;
let admin: Sql;
// Test files share one process: the server this file points at is put back for the files after it.
const sharedServer = process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  cluster = await startThrowawayCluster();
  if (!cluster) throw new Error('no PostgreSQL binaries on this machine for a throwaway cluster');
  process.env.TEST_DATABASE_URL = cluster.url;
  api = await createTestApi();
  admin = connect(api.db.url, { max: 2 });
}, 120_000);
afterAll(async () => {
  await admin?.end({ timeout: 1 }).catch(() => {});
  await api?.sql.end({ timeout: 1 }).catch(() => {});
  await cluster?.remove();
  if (sharedServer === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = sharedServer;
});

const claim = (token: string, key: string) =>
  api.call('POST', '/api/daily-bonus/claim', { token, headers: { 'idempotency-key': key } });

/** Every console.error while `run` runs: an expected outage is logged without one. */
async function errorsLoggedDuring(run: () => Promise<void>): Promise<unknown[]> {
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return logged;
}

function expectUnavailable(reply: { status: number; json: any; headers: Headers }) {
  expect(reply.status).toBe(503);
  expect(reply.json.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a database away for a moment', () => {
  test('a request whose session the administrator ends (57P01) is a 503; its retry with the same key pays once', async () => {
    const player = await api.register();
    const lock = admin.reserve();
    const holder = await lock;
    await holder`begin`;
    await holder`select 1 from users where id = ${player.user.id} for update`;
    const blocked = claim(player.token, 'bonus-1');
    // The claim waits on the player's row; its backend is then ended as `pg_terminate_backend` would in an outage.
    let ended = false;
    for (let i = 0; i < 100 && !ended; i++) {
      const [row] = await admin<{ ended: boolean }[]>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and application_name = 'crypto-quiz' and wait_event_type = 'Lock'`;
      ended = row?.ended === true;
      if (!ended) await Bun.sleep(20);
    }
    expect(ended).toBe(true);
    const logged = await errorsLoggedDuring(async () => expectUnavailable(await blocked));
    expect(logged).toEqual([]);
    await holder`rollback`;
    holder.release();

    const retried = await claim(player.token, 'bonus-1');
    expect(retried.status).toBe(200);
    const again = await claim(player.token, 'bonus-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [counted] = await admin<{ claims: number }[]>`
      select count(*)::int as claims from transactions where user_id = ${player.user.id} and type = 'daily_bonus'`;
    expect(counted?.claims).toBe(1);
    expect(await ledgerProblems(admin)).toEqual([]);
  });

  test('while PostgreSQL shuts down (57P03) and while it is down every request is a 503 with Retry-After; after the restart it answers again', async () => {
    const server = cluster as ThrowawayCluster;
    const player = await api.register();
    // The API's open sessions are ended first, so its next query needs a new connection.
    await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'crypto-quiz' and pid <> pg_backend_pid()`;
    // A session of our own keeps the smart shutdown waiting: meanwhile new connections get 57P03.
    const keeper = connect(cluster?.url ?? '', { max: 1 });
    await keeper`select 1`;
    await server.beginSmartShutdown();
    const logged = await errorsLoggedDuring(async () => {
      const shuttingDown = await claim(player.token, 'bonus-2');
      expectUnavailable(shuttingDown);
      expectUnavailable(await api.call('GET', '/api/users/profile', { token: player.token }));
      await keeper.end();
      await admin.end();
      await server.waitStopped();
      expectUnavailable(await claim(player.token, 'bonus-2'));
    });
    expect(logged).toEqual([]);

    await server.start();
    admin = connect(api.db.url, { max: 2 });
    let back = await claim(player.token, 'bonus-2');
    for (let i = 0; i < 50 && back.status === 503; i++) {
      await Bun.sleep(100);
      back = await claim(player.token, 'bonus-2');
    }
    expect(back.status).toBe(200);
    expect(back.json.data.amount).toBe('1');
    expect(await ledgerProblems(admin)).toEqual([]);
  });
});
