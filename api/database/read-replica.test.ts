import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from '../../db/connection.ts';
import { createReadReplica } from '../../db/read-replica.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { testReplicaServerUrl, withDatabase } from '../../testing/test-database.ts';

// Decision 0064. The standby tests need `bash scripts/replica.sh start` and
// TEST_DATABASE_REPLICA_URL=postgres://postgres@127.0.0.1:5433/postgres; without them only the
// fallback to the primary is tested.

const usersFound = async (api: TestApi, token: string, email: string) => {
  const res = await api.call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`, { token });
  expect(res.status).toBe(200);
  return res.json.data.length as number;
};
const replicaOf = async (api: TestApi, token: string) =>
  (await api.call('GET', '/api/admin/database', { token })).json.data.replica;

describe('a replica that does not answer', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi({}, { replicaServer: 'postgres://postgres@127.0.0.1:1/postgres' });
    admin = await api.registerAdmin();
  }, 60_000);
  afterAll(() => api.close(), 30_000);

  test('is shown down, and the lag-tolerant reads are served by the primary', async () => {
    const player = await api.register('Fresh');
    await api.readReplica.check();
    expect(await usersFound(api, admin, player.email)).toBe(1);
    expect(await replicaOf(api, admin)).toMatchObject({ state: 'down', lagSeconds: null, maxLagSeconds: 5 });
    expect((await replicaOf(api, admin)).problem).toBeString();
  }, 30_000);
});

const standbyServer = testReplicaServerUrl();

describe.skipIf(!standbyServer)('a streaming hot standby of the test server', () => {
  let api: TestApi;
  let admin: string;
  let otherAdmin: string;
  const replay = (action: 'pause' | 'resume') =>
    action === 'pause' ? api.replicaSql!`select pg_wal_replay_pause()` : api.replicaSql!`select pg_wal_replay_resume()`;

  /** Checks until the standby has replayed everything the primary had, so every caller may read it. */
  async function caughtUp() {
    for (let i = 0; i < 200; i++) {
      await api.readReplica.check();
      const { state, lagSeconds } = api.readReplica.status();
      if (state === 'streaming' && lagSeconds === 0) return;
      await Bun.sleep(50);
    }
    throw new Error(`the standby did not catch up: ${JSON.stringify(api.readReplica.status())}`);
  }

  beforeAll(async () => {
    api = await createTestApi({ DATABASE_REPLICA_MAX_LAG_S: '1' }, { replicaServer: standbyServer });
    admin = await api.registerAdmin();
    otherAdmin = await api.registerAdmin();
  }, 60_000);
  afterAll(async () => {
    await replay('resume').catch(() => {});
    await api.close();
  }, 30_000);

  test('every lag-tolerant endpoint answers from the standby', async () => {
    await caughtUp();
    for (const path of [
      '/api/admin/users',
      '/api/admin/users/export',
      '/api/admin/transactions',
      '/api/admin/transactions/export',
      '/api/admin/audit-log',
      '/api/admin/analytics?period=30d',
      '/api/leaderboard?period=all',
    ]) {
      const res = await api.call('GET', path, { token: admin });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    expect(api.readReplica.status().state).toBe('streaming');
  }, 30_000);

  test('lists lag behind the primary, a writer reads their own change, and past the allowed lag the primary serves', async () => {
    await caughtUp();
    await replay('pause');
    let lateEmail = '';
    try {
      const late = await api.register('Late');
      lateEmail = late.email;
      await api.readReplica.check(); // the standby is behind by less than a second: still used

      expect(api.readReplica.status().state).toBe('streaming');
      expect(await usersFound(api, otherAdmin, late.email)).toBe(0);
      const csv = await (await api.call('GET', '/api/admin/users/export', { token: otherAdmin })).text;
      expect(csv).not.toContain(late.email);
      // The player's own money reads are on the primary, where the standby does not know them yet.
      const wallet = await api.call('GET', '/api/wallet', { token: late.token });
      expect(wallet.status).toBe(200);

      // An admin who writes reads from the primary until the standby has that write.
      const block = await api.call('PUT', `/api/admin/users/${late.user.id}/block`, {
        token: admin,
        body: { reason: 'test', hours: 1 },
      });
      expect(block.status).toBe(200);
      expect(await usersFound(api, admin, late.email)).toBe(1);
      expect(await usersFound(api, otherAdmin, late.email)).toBe(0);

      await Bun.sleep(1_200);
      await api.readReplica.check();
      const lagging = await replicaOf(api, admin);
      expect(lagging.state).toBe('lagging');
      expect(lagging.lagSeconds).toBeGreaterThanOrEqual(1);
      expect(await usersFound(api, otherAdmin, late.email)).toBe(1);
    } finally {
      await replay('resume');
    }
    await caughtUp(); // the standby has everything again, and serves it
    expect(api.readReplica.status()).toMatchObject({ state: 'streaming', lagSeconds: 0, problem: null });
    expect(await usersFound(api, otherAdmin, lateEmail)).toBe(1);
  }, 30_000);

  test('a read the standby fails is answered by the primary, and the standby counts as down; a bad query is not retried', async () => {
    await caughtUp();
    const standby = connect(withDatabase(standbyServer!, new URL(api.db.url).pathname.slice(1)), { max: 1 });
    const reads = createReadReplica(api.sql, standby, { maxLagSeconds: 5 });
    await reads.check();
    const recovering = (db: typeof api.sql) => db<{ standby: boolean }[]>`select pg_is_in_recovery() as standby`;
    expect((await reads.read(null, recovering))[0]!.standby).toBe(true);
    await expect(reads.read(null, (db) => db`select * from no_such_table`)).rejects.toThrow('no_such_table');
    expect(reads.status().state).toBe('streaming');

    await standby.end();
    expect((await reads.read(null, recovering))[0]!.standby).toBe(false);
    expect(reads.status().state).toBe('down');
    expect(reads.status().problem).toBeString();
  }, 30_000);
});
