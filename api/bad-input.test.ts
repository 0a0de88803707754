import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from './testing.ts';

let api: TestApi;
let playerToken: string;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  playerToken = (await api.register('Player')).token;
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

type Endpoint = { method: string; path: string; valid: Record<string, unknown>; token?: () => string };
const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/register', valid: { email: 'new@example.com', password: 'long enough pw', name: 'New' } },
  { method: 'POST', path: '/api/auth/login', valid: { email: 'new@example.com', password: 'long enough pw' } },
  { method: 'POST', path: '/api/auth/refresh', valid: { refreshToken: 'abc' } },
  { method: 'POST', path: '/api/auth/logout', valid: { refreshToken: 'abc' } },
  { method: 'POST', path: '/api/telegram-webapp/webapp-init', valid: { initData: 'auth_date=1&hash=00' } },
  { method: 'PUT', path: '/api/users/profile', valid: { name: 'Someone' }, token: () => playerToken },
  { method: 'PUT', path: '/api/admin/settings', valid: { features: { chat: false } }, token: () => adminToken },
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
      for (const raw of ['{', '{"a":', 'not json', '[1,2', '"\\u00zz"']) expectContractError(await send({ raw }), `malformed ${raw}`);
      for (const body of [[], 'text', 7, null]) expectContractError(await send({ body }), `non-object ${JSON.stringify(body)}`);
      expectContractError(await send({ body: {} }), 'empty object');
      for (const [field] of Object.entries(endpoint.valid)) {
        const missing = { ...endpoint.valid };
        delete missing[field];
        expectContractError(await send({ body: missing }), `missing ${field}`);
        for (const wrong of wrongTypes) expectContractError(await send({ body: { ...endpoint.valid, [field]: wrong } }), `${field} as ${JSON.stringify(wrong)}`);
        expectContractError(await send({ body: { ...endpoint.valid, [field]: 'x'.repeat(10_000) } }), `huge ${field}`);
      }
      expectContractError(await send({ body: { ...endpoint.valid, unexpectedField: 'surprise' } }), 'unknown field');
      expectContractError(await send({ raw: JSON.stringify({ ...endpoint.valid, pad: 'y'.repeat(100_000) }) }), 'huge body');
    });
  }
});
