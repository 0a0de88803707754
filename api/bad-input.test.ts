import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { addDepositAddresses } from '../testing/deposit-addresses.ts';
import { fuzzCases, type OpenApi, sample } from '../testing/openapi-fuzz.ts';
import { ledgerProblems } from '../domain/ledger/invariants.ts';

// Set up before the tests are declared: they are generated from the API's own OpenAPI description.
const api: TestApi = await createTestApi();
await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
const playerToken = (await api.register('Player')).token;
const adminToken = await api.registerAdmin();
const docs = (await api.call('GET', '/api/docs')).json as OpenApi;
afterAll(() => api.close());
/** Every described operation, as the fuzz sends it: the admin's token on the back office, a player's elsewhere. */
const operations = Object.entries(docs.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

function expectContractError(res: { status: number; json: any; text: string }, label: string) {
  if (res.status < 400 || res.status >= 500) throw new Error(`${label}: expected a 4xx, got ${res.status} ${res.text}`);
  expect(typeof res.json?.error?.code).toBe('string');
  expect(typeof res.json?.error?.message).toBe('string');
  expect(res.text).not.toContain('    at ');
}

/**
 * A reply to input that may be acceptable: a success, or a refusal in the contract's shape (a 4xx, or
 * the 503 of a service this machine has not configured); never a 500.
 */
function expectNoServerError(res: { status: number; json: any; text: string }, label: string) {
  if (res.status < 400) return;
  if (res.status === 503 && res.json?.error?.code === 'SERVICE_UNAVAILABLE') return;
  expectContractError(res, label);
}

const countPostings = async () => (await api.sql<{ n: number }[]>`select count(*)::int as n from postings`)[0]?.n ?? 0;

describe('bad input on every operation of the OpenAPI description: a 4xx in the contract shape, no money moved', () => {
  let other: { user: { id: string }; token: string };
  let foreign: string[];
  let postings: number;
  beforeAll(async () => {
    other = await api.register('Other');
    const session = await api.call('POST', '/api/quiz/sessions', { token: other.token, body: { difficulty: 'easy' } });
    foreign = [other.user.id, session.json?.data?.id ?? other.user.id];
    postings = await countPostings();
  });

  test('the description has every operation the fuzz needs', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const { path, method, operation } of operations) {
    test(`${method.toUpperCase()} ${path}`, async () => {
      const token = path.startsWith('/api/admin') ? adminToken : playerToken;
      const cases = fuzzCases(path, method, operation, foreign);
      // A few at a time, as concurrent clients would send them.
      for (let at = 0; at < cases.length; at += 6)
        await Promise.all(
          cases.slice(at, at + 6).map(async (fuzz) => {
            const res = await api.call(method.toUpperCase(), fuzz.url, { body: fuzz.body, raw: fuzz.raw, token });
            if (fuzz.invalid) expectContractError(res, fuzz.label);
            else expectNoServerError(res, fuzz.label);
          }),
        );
    });
  }

  test('no money moved: no posting was written, and the ledger holds', async () => {
    expect(await countPostings()).toBe(postings);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
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

async function send(method: string, path: string, body: BodyInit, headers: Record<string, string>) {
  const started = performance.now();
  const response = await api.handle(
    new Request(`http://localhost${path}`, { method: method.toUpperCase(), headers, body }),
  );
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text), ms: performance.now() - started };
}

describe('bodies built to exhaust the server are refused in milliseconds', () => {
  test('20,000 nested brackets: a 400 that does not repeat the value, health unaffected', async () => {
    const login = () => send('post', '/api/auth/login', deeplyNested, { 'content-type': 'application/json' });
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

  test('nesting on every endpoint with a body, in JSON and as a chunked body', async () => {
    for (const { path, method, operation } of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema || method === 'get') continue;
      const url = path.replace(/\{\w+\}/g, () => crypto.randomUUID());
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      headers.authorization = `Bearer ${path.startsWith('/api/admin') ? adminToken : playerToken}`;
      const body = sample(schema) as Record<string, unknown>;
      const nested = JSON.stringify({ ...body, extra: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) });
      expectContractError(await send(method, url, nested, headers), `${path} nested`);
      expectContractError(await send(method, url, chunked(deeplyNested), headers), `${path} chunked nested`);
    }
  });

  test('a chunked body past 64 KB is a 413 although it sends no Content-Length', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'y'.repeat(1_000_000) });
    const res = await send('post', '/api/auth/login', chunked(huge), { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a malformed multipart body has its own message', async () => {
    const res = await send('post', '/api/deposits', '--nope\r\ngarbage', {
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
