// An API process outlives PostgreSQL going away (decision 0068): under load, its sessions ended (57P01
// on every open connection, the access listener's among them), a statement-timeout window (57014 on
// the array-types query postgres.js runs on each new connection, whose unhandled rejection used to
// end the process) and a fast restart, three times. It stays up, answers 503 with Retry-After while
// the database is away and 200 once it is back. The API runs as its own process
// (scripts/bench/server.ts, the real createApp handler), so an unhandled rejection that ends it is seen.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { startThrowawayCluster, type ThrowawayCluster } from '../../testing/throwaway-cluster.ts';

let cluster: ThrowawayCluster | undefined;
let api: TestApi;
let server: Subprocess<'ignore', 'pipe', 'pipe'>;
let url = '';
let stderr: Promise<string>;
const sharedServer = process.env.TEST_DATABASE_URL;
const jwtSecret = 'restart-secret-restart-secret-restart!';

beforeAll(async () => {
  cluster = await startThrowawayCluster();
  if (!cluster) throw new Error('no PostgreSQL binaries on this machine for a throwaway cluster');
  process.env.TEST_DATABASE_URL = cluster.url;
  api = await createTestApi({ JWT_SECRET: jwtSecret });
  server = Bun.spawn([process.execPath, join(import.meta.dir, '../../scripts/bench/server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: api.db.url,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: jwtSecret,
      TELEGRAM_BOT_TOKEN: testBotToken,
      PUBLIC_URL: 'http://127.0.0.1:3000',
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const reader = server.stdout.getReader();
  let seen = '';
  while (!/listening \d+/.test(seen)) {
    const { value, done } = await reader.read();
    if (done)
      throw new Error(`the API process exited before it listened: ${seen}${await new Response(server.stderr).text()}`);
    seen += new TextDecoder().decode(value);
  }
  stderr = new Response(server.stderr).text();
  url = `http://127.0.0.1:${/listening (\d+)/.exec(seen)?.[1]}`;
  void (async () => {
    while (!(await reader.read()).done);
  })().catch(() => {});
}, 240_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await api?.sql.end({ timeout: 1 }).catch(() => {});
  await cluster?.remove();
  if (sharedServer === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = sharedServer;
});

const alive = () => server.exitCode === null && server.signalCode === null;

async function request(path: string, token: string, method = 'GET', key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key) headers['idempotency-key'] = key;
  try {
    const response = await fetch(`${url}${path}`, { method, headers, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  } catch (error) {
    return { status: 0, retryAfter: null, text: String(error) };
  }
}

test('sessions ended and a fast restart under load leave the API process serving: 503 meanwhile, 200 after', async () => {
  const players = await Promise.all([api.register(), api.register(), api.register()]);
  // Warm: the access listener is listening and every pooled connection is open.
  for (const player of players) expect((await request('/api/users/profile', player.token)).status).toBe(200);

  let loading = true;
  const replies: { status: number; retryAfter: string | null; text: string }[] = [];
  const load = players.map(async (player, i) => {
    for (let n = 0; loading && n < 2_000; n++) {
      const paths = ['/api/users/profile', '/api/transactions', '/api/notifications', '/api/wallet'];
      replies.push(await request(paths[n % paths.length] as string, player.token));
      if (n % 7 === 0) replies.push(await request('/api/daily-bonus/claim', player.token, 'POST', `claim-${i}-${n}`));
    }
  });
  // The test's own statements: its pool's sessions are ended too, so each is tried until it runs.
  const admin = async (statement: string) => {
    for (let i = 0; i < 50; i++) {
      if (
        await api.sql.unsafe(statement).then(
          () => true,
          () => false,
        )
      )
        return;
      await Bun.sleep(50);
    }
  };
  const cut = () =>
    admin(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
  const database = new URL(api.db.url).pathname.slice(1);
  for (let round = 0; round < 3; round++) {
    await Bun.sleep(300);
    await cut();
    // A statement-timeout window: the statements of the API's new sessions are cancelled (57014),
    // the array-types query postgres.js runs on each new connection among them.
    await admin(`alter database "${database}" set statement_timeout = '10ms'`);
    await cut();
    await Bun.sleep(500);
    await admin(`alter database "${database}" reset statement_timeout`);
    await cut();
    await Bun.sleep(300);
    await cluster?.restartFast();
  }
  await Bun.sleep(1_500);
  loading = false;
  await Promise.all(load);

  if (!alive()) console.log(await stderr);
  expect(alive()).toBe(true);
  // A request that waited on the database past the server's 10 s idle timeout (a restart's shutdown
  // can take that long) is cut, as a client's timeout would cut it: counted, as the chaos run does.
  const unanswered = replies.filter((r) => r.status === 0);
  if (unanswered.length) console.log(`never answered: ${unanswered.length} (${unanswered[0]?.text})`);
  expect(unanswered.length).toBeLessThan(replies.length / 10);
  expect(replies.some((r) => r.status === 200)).toBe(true);
  for (const reply of replies.filter((r) => r.status >= 500)) {
    expect(reply.status).toBe(503);
    expect(Number(reply.retryAfter)).toBeGreaterThan(0);
  }
  // Back to normal: every player is served again (the pool and the access listener reconnect). A
  // player whose load crossed the rate limit (a fast machine sends more) waits as told.
  const deadline = performance.now() + 120_000;
  for (const player of players) {
    let reply = await request('/api/users/profile', player.token);
    while (reply.status !== 200 && performance.now() < deadline) {
      const wait = reply.status === 429 ? Number(reply.retryAfter ?? 1) * 1000 : 100;
      await Bun.sleep(Math.max(0, Math.min(wait, deadline - performance.now())));
      reply = await request('/api/users/profile', player.token);
    }
    expect(reply.status).toBe(200);
  }
  await Bun.sleep(2_000); // an escaped rejection of the reconnecting listener ends the process a moment later
  if (!alive()) console.log(await stderr);
  expect(alive()).toBe(true);
  let problems = await ledgerProblems(api.sql).catch(() => null);
  problems ??= await ledgerProblems(api.sql);
  expect(problems).toEqual([]);
}, 240_000);
