import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Secret, TOTP } from 'otpauth';
import { connect, type Sql } from '../../db/connection.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { createApp } from '../app.ts';
import { createAccessCache } from './access-cache.ts';
import type { Access } from './auth.ts';

// Two API processes over one database: the test API (`api`, which reads the player's standing on
// every request) and a replica with its own connections and its own access cache, as a second
// replica behind Caddy would be.
let api: TestApi;
let replicaSql: Sql;
let replica: ReturnType<typeof createApp>;
const ttlMs = 1_500;
const retryMs = 2_000;

beforeAll(async () => {
  api = await createTestApi();
  replicaSql = connect(api.db.url, { max: 4 });
  replica = createApp({
    sql: replicaSql,
    env: api.env,
    access: createAccessCache<Access>(replicaSql, { ttlMs, retryMs }),
  });
}, 120_000);

afterAll(async () => {
  await replica.access.close();
  await replicaSql.end({ timeout: 1 });
  await api.close();
}, 30_000);

/** The status of an authenticated request to the replica. */
async function onReplica(token: string): Promise<number> {
  const response = await replica.handle(
    new Request('http://localhost/api/users/profile', { headers: { authorization: `Bearer ${token}` } }),
  );
  await response.arrayBuffer();
  return response.status;
}

type Reply = { data?: Record<string, { id: string }>; error?: { code: string } };

/** A request to the replica: its status and its JSON. */
async function replicaCall(method: string, path: string, token: string, body?: unknown) {
  const response = await replica.handle(
    new Request(`http://localhost${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: (await response.json()) as Reply };
}

/**
 * Tries `condition` until it holds; returns when the attempt that held was sent, in ms after the
 * first (a request's own time on a loaded machine is not the notification's delay).
 */
async function until(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const sent = performance.now() - started;
    if (await condition()) return sent;
    if (sent > withinMs) throw new Error(`not within ${withinMs} ms`);
    await Bun.sleep(2);
  }
}

/** A player whose session the replica has cached (its listener listening); unverified: no welcome bonus. */
async function cachedPlayer(options: { verified?: boolean } = {}) {
  const player = await api.register('Player', undefined, options);
  expect(await onReplica(player.token)).toBe(200);
  await until(() => replica.access.listening, 5_000);
  expect(await onReplica(player.token)).toBe(200);
  return player;
}

/** A write that bypasses the use cases (no notification): what only the safety expiry or a bypass catches. */
const unnoticed = (write: (tx: Sql) => Promise<unknown>) => write(api.sql);

describe('the access cache across API processes', () => {
  test('a block through one process refuses the player on another within 100 ms, and an unblock lets them back', async () => {
    const player = await cachedPlayer();
    const admin = await api.registerAdmin();
    const blocked = await api.call('PUT', `/api/admin/users/${player.user.id}/block`, {
      token: admin,
      body: { reason: 'test', hours: 24 },
    });
    expect(blocked.status).toBe(200);
    expect(await until(async () => (await onReplica(player.token)) === 403, 100)).toBeLessThan(100);
    const unblocked = await api.call('PUT', `/api/admin/users/${player.user.id}/unblock`, { token: admin });
    expect(unblocked.status).toBe(200);
    expect(await until(async () => (await onReplica(player.token)) === 200, 100)).toBeLessThan(100);
  }, 30_000);

  test('a logout, a password change and signing out everywhere end the session on another process within 100 ms', async () => {
    const player = await cachedPlayer();
    expect((await api.call('POST', '/api/auth/logout', { body: { refreshToken: player.refreshToken } })).status).toBe(
      200,
    );
    expect(await until(async () => (await onReplica(player.token)) === 401, 100)).toBeLessThan(100);

    const other = await cachedPlayer();
    const login = async () =>
      (await api.call('POST', '/api/auth/login', { body: { email: other.email, password: other.password } })).json.data
        .accessToken as string;
    const second = await login();
    expect(await onReplica(second)).toBe(200);
    const changed = await api.call('PUT', '/api/users/password', {
      token: other.token,
      body: { currentPassword: other.password, newPassword: 'a brand new horse 2' },
    });
    expect(changed.status).toBe(200);
    expect(await until(async () => (await onReplica(second)) === 401, 100)).toBeLessThan(100);
    expect(await onReplica(other.token)).toBe(200); // the session that changed it stays signed in

    expect((await api.call('DELETE', '/api/users/sessions', { token: other.token })).status).toBe(200);
    expect(await until(async () => (await onReplica(other.token)) === 401, 100)).toBeLessThan(100);
  }, 30_000);

  test('the admin role given or taken on one process reaches another within 100 ms', async () => {
    const player = await cachedPlayer();
    const backOffice = async () => {
      const response = await replica.handle(
        new Request('http://localhost/api/admin/dashboard', { headers: { authorization: `Bearer ${player.token}` } }),
      );
      await response.arrayBuffer();
      return response.status;
    };
    expect(await backOffice()).toBe(403);
    await api.makeAdmin(player.user.id);
    expect(await until(async () => (await backOffice()) === 200, 100)).toBeLessThan(100);
    await api.sql`select user_roles_remove(${player.user.id}, 'admin')`;
    expect(await until(async () => (await backOffice()) === 403, 100)).toBeLessThan(100);
  }, 30_000);

  test('a closure through one process ends the session on another within 100 ms', async () => {
    const player = await cachedPlayer({ verified: false }); // holds no money: the closure is allowed
    const admin = await api.registerAdmin();
    const closed = await api.call('DELETE', `/api/admin/users/${player.user.id}`, { token: admin });
    expect(closed.status).toBe(200);
    expect(await until(async () => (await onReplica(player.token)) === 401, 100)).toBeLessThan(100);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 30_000);

  test("two-factor sign-in turned on or off through one process reaches the admin's other session on another within 100 ms", async () => {
    const admin = await cachedPlayer();
    await api.makeAdmin(admin.user.id);
    const other = (
      await api.call('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } })
    ).json.data.accessToken as string;
    const backOffice = async () => {
      const { status, json } = await replicaCall('GET', '/api/admin/dashboard', other);
      return [status, json.error?.code];
    };
    expect((await backOffice())[0]).toBe(200);

    const setup = await api.call('POST', '/api/admin/2fa/setup', { token: admin.token });
    expect(setup.status).toBe(200);
    const code = new TOTP({ secret: Secret.fromBase32(setup.json.data.secret), digits: 6, period: 30 }).generate({
      timestamp: api.sessionClock.now().getTime(),
    });
    const enabled = await api.call('POST', '/api/admin/2fa/enable', { token: admin.token, body: { code } });
    expect(enabled.status).toBe(200);
    // The other session was opened without a code: the back office asks it for one at once.
    const asked = async () => (await backOffice())[1] === 'TOTP_REQUIRED';
    expect(await until(asked, 100)).toBeLessThan(100);

    const disabled = await api.call('POST', '/api/admin/2fa/disable', {
      token: admin.token,
      body: { code: enabled.json.data.recoveryCodes[0] },
    });
    expect(disabled.status).toBe(200);
    expect(await until(async () => (await backOffice())[0] === 200, 100)).toBeLessThan(100);
  }, 30_000);

  test('an unchanged session is served from memory, at most until the safety expiry', async () => {
    const player = await cachedPlayer();
    const started = await replicaCall('POST', '/api/quiz/sessions', player.token, { difficulty: 'easy' });
    expect(started.status).toBe(201);
    const { session, question } = started.json.data!;
    await unnoticed((tx) => tx`update users set status = 'blocked', blocked_until = null where id = ${player.user.id}`);
    expect(await onReplica(player.token)).toBe(200); // no read: the block went unnoticed
    // The answer never reads the cache: its own statement checks the player's standing (decision 0049).
    const answered = await replicaCall('POST', `/api/quiz/sessions/${session!.id}/answers`, player.token, {
      questionId: question!.id,
      answerIndex: 0,
    });
    expect([answered.status, answered.json.error?.code]).toEqual([403, 'USER_BLOCKED']);
    const waited = await until(async () => (await onReplica(player.token)) === 403, ttlMs + 500);
    expect(waited).toBeGreaterThan(ttlMs / 2);
    await unnoticed((tx) => tx`update users set status = 'active' where id = ${player.user.id}`);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 30_000);

  test('while the listener is down every request reads the database, and caching resumes when it is back', async () => {
    const player = await cachedPlayer();
    await api.sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'crypto-quiz access listener'`;
    await until(() => !replica.access.listening, 1_000);
    expect(await onReplica(player.token)).toBe(200);
    await unnoticed((tx) => tx`update users set status = 'blocked', blocked_until = null where id = ${player.user.id}`);
    expect(await onReplica(player.token)).toBe(403);
    await unnoticed((tx) => tx`update users set status = 'active' where id = ${player.user.id}`);
    expect(await onReplica(player.token)).toBe(200);
    expect(replica.access.listening).toBe(false); // all of the above happened while it was down

    await until(() => replica.access.listening, retryMs + 3_000);
    expect(await onReplica(player.token)).toBe(200);
    await unnoticed((tx) => tx`update users set status = 'blocked', blocked_until = null where id = ${player.user.id}`);
    expect(await onReplica(player.token)).toBe(200); // from memory again
    await unnoticed((tx) => tx`update users set status = 'active' where id = ${player.user.id}`);
  }, 30_000);
});
