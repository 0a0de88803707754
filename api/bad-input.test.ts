import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { addDepositAddresses } from '../testing/deposit-addresses.ts';

let api: TestApi;
let playerToken: string;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  playerToken = (await api.register('Player')).token;
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

type Endpoint = { method: string; path: string; valid: Record<string, unknown>; token?: () => string };
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    valid: { email: 'new@example.com', password: 'long enough pw', name: 'New' },
  },
  { method: 'POST', path: '/api/auth/login', valid: { email: 'new@example.com', password: 'long enough pw' } },
  { method: 'POST', path: '/api/auth/refresh', valid: { refreshToken: 'abc' } },
  { method: 'POST', path: '/api/auth/logout', valid: { refreshToken: 'abc' } },
  { method: 'POST', path: '/api/auth/verify-email', valid: { token: 'abc' } },
  { method: 'POST', path: '/api/auth/forgot-password', valid: { email: 'new@example.com' } },
  { method: 'POST', path: '/api/auth/reset-password', valid: { token: 'abc', password: 'long enough pw' } },
  { method: 'POST', path: '/api/telegram-webapp/webapp-init', valid: { initData: 'auth_date=1&hash=00' } },
  { method: 'PUT', path: '/api/users/profile', valid: { name: 'Someone' }, token: () => playerToken },
  { method: 'PUT', path: '/api/admin/settings', valid: { features: { leaderboard: true } }, token: () => adminToken },
  { method: 'POST', path: '/api/admin/tasks', valid: { title: 'A task' }, token: () => adminToken },
  {
    method: 'PUT',
    path: `/api/admin/task-proofs/${crypto.randomUUID()}/reject`,
    valid: { reason: 'Not the post' },
    token: () => adminToken,
  },
];

const wrongTypes = [42, true, null, ['x'], { nested: 1 }];

function expectContractError(res: { status: number; json: any; text: string }, label: string) {
  if (res.status < 400 || res.status >= 500) throw new Error(`${label}: expected a 4xx, got ${res.status} ${res.text}`);
  expect(typeof res.json?.error?.code).toBe('string');
  expect(typeof res.json?.error?.message).toBe('string');
  expect(res.text).not.toContain('    at ');
}

describe('bad input gets a 4xx in the contract shape on every endpoint', () => {
  for (const endpoint of endpoints) {
    const send = (options: { body?: unknown; raw?: string }) =>
      api.call(endpoint.method, endpoint.path, { ...options, token: endpoint.token?.() });

    test(`${endpoint.method} ${endpoint.path}`, async () => {
      for (const raw of ['{', '{"a":', 'not json', '[1,2', '"\\u00zz"'])
        expectContractError(await send({ raw }), `malformed ${raw}`);
      for (const body of [[], 'text', 7, null])
        expectContractError(await send({ body }), `non-object ${JSON.stringify(body)}`);
      expectContractError(await send({ body: {} }), 'empty object');
      for (const [field] of Object.entries(endpoint.valid)) {
        const missing = { ...endpoint.valid };
        delete missing[field];
        expectContractError(await send({ body: missing }), `missing ${field}`);
        for (const wrong of wrongTypes)
          expectContractError(
            await send({ body: { ...endpoint.valid, [field]: wrong } }),
            `${field} as ${JSON.stringify(wrong)}`,
          );
        expectContractError(await send({ body: { ...endpoint.valid, [field]: 'x'.repeat(10_000) } }), `huge ${field}`);
      }
      expectContractError(await send({ body: { ...endpoint.valid, unexpectedField: 'surprise' } }), 'unknown field');
      expectContractError(
        await send({ raw: JSON.stringify({ ...endpoint.valid, pad: 'y'.repeat(100_000) }) }),
        'huge body',
      );
    });
  }
});

/** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunked(text: string, chunkBytes = 8 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkBytes));
      at += chunkBytes;
    },
  });
}

const deeplyNested = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`;

async function post(path: string, body: BodyInit, headers: Record<string, string>) {
  const started = performance.now();
  const response = await api.handle(new Request(`http://localhost${path}`, { method: 'POST', headers, body }));
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text), ms: performance.now() - started };
}

describe('bodies built to exhaust the server are refused in milliseconds', () => {
  test('20,000 nested brackets: a 400 that does not repeat the value, health unaffected', async () => {
    const login = () => post('/api/auth/login', deeplyNested, { 'content-type': 'application/json' });
    const [health, ...refused] = await Promise.all([
      (async () => {
        await Bun.sleep(1);
        const started = performance.now();
        const res = await api.call('GET', '/api/health');
        return { status: res.status, ms: performance.now() - started };
      })(),
      login(),
      login(),
      login(),
    ]);
    for (const res of refused) {
      expectContractError(res, 'deep nesting');
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('The request body nests deeper than 16 levels');
      expect(res.text.length).toBeLessThan(300);
      expect(res.ms).toBeLessThan(200);
    }
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(200);
  });

  test('nesting on every endpoint, in JSON and as a chunked body', async () => {
    for (const endpoint of endpoints) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (endpoint.token) headers.authorization = `Bearer ${endpoint.token()}`;
      const nested = JSON.stringify({ ...endpoint.valid, extra: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) });
      expectContractError(await post(endpoint.path, nested, headers), `${endpoint.path} nested`);
      expectContractError(await post(endpoint.path, chunked(deeplyNested), headers), `${endpoint.path} chunked nested`);
    }
  });

  test('a chunked body past 64 KB is a 413 although it sends no Content-Length', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'y'.repeat(1_000_000) });
    const res = await post('/api/auth/login', chunked(huge), { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a malformed multipart body has its own message', async () => {
    const res = await post('/api/deposits', '--nope\r\ngarbage', {
      'content-type': 'multipart/form-data; boundary=xyz',
      authorization: `Bearer ${playerToken}`,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('The request body is not a valid multipart form');
  });
});

describe('bad input is a 400, not a 500', () => {
  test('NUL characters, bad cursors and out-of-range settings are 400s, not 500s', async () => {
    const player = await api.register();
    expect(
      (await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'a\u0000b' } })).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', '/api/deposits', {
          token: player.token,
          body: { amount: '20', network: 'TRC20', reference: 'x\u0000' },
        })
      ).status,
    ).toBe(400);
    for (const path of [
      '/api/bets?cursor=abc',
      '/api/activities?cursor=99999999999999999999999',
      `/api/transactions?cursor=2020-01-01|${'-'.repeat(36)}`,
    ]) {
      expect((await api.call('GET', path, { token: player.token })).status).toBe(200);
    }
    const bad = await api.call('PUT', '/api/admin/settings', {
      token: adminToken,
      body: { system: { security: { rateLimitWindow: 0 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Setting system.security.rateLimitWindow must be between 1 and 60');
    const fractional = await api.call('PUT', '/api/admin/settings', {
      token: adminToken,
      body: { quiz: { xpPerCorrect: 2.5 } },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.json.error.message).toBe('Setting quiz.xpPerCorrect must be a whole number');
    expect(
      (await api.call('PUT', '/api/admin/settings', { token: adminToken, body: { primaryColor: 'red' } })).status,
    ).toBe(400);
    expect(
      (
        await api.call('PUT', '/api/admin/settings', {
          token: adminToken,
          body: { dailyBonus: { baseAmount: 'lots' } },
        })
      ).status,
    ).toBe(400);
  });
});
