import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Elysia } from 'elysia';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { createApp } from '../app.ts';

// System Settings that take effect (issue 20, decision 0040): the per-client API rate limit, the API
// switch, and the display settings (language, currency, decimal places) in the public settings.
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.registerAdmin();
}, 60_000);
afterAll(() => api.close(), 30_000);

/** An admin save from the back office (a browser page of the app). */
const save = async (body: unknown) => {
  const res = await api.call('PUT', '/api/admin/system-settings', {
    token: admin,
    body,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.status).toBe(200);
  return res.json.data;
};
const fromClient = (ip: string, headers: Record<string, string> = {}) =>
  api.call('GET', '/api/settings', { headers: { 'x-test-client': ip, ...headers } });
const statuses = async (ip: string, count: number) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await fromClient(ip)).status);
  return seen;
};

describe('apiRateLimit and apiRateWindow: a per-client limit on every API request', () => {
  test('a client gets apiRateLimit requests a window, then 429 with Retry-After; other clients are not held back', async () => {
    await save({ api: { apiRateLimit: 100, apiRateWindow: 60 } });
    api.clock.set(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000)); // one second into a window
    expect(await statuses('198.51.100.1', 100)).toEqual(Array(100).fill(200));
    const refused = await fromClient('198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBe(59);
    // Every API path counts, not only this one.
    expect((await api.call('GET', '/api/leaderboard', { headers: { 'x-test-client': '198.51.100.1' } })).status).toBe(
      429,
    );
    expect((await fromClient('198.51.100.2')).status).toBe(200);
    expect((await fromClient('127.0.0.1')).status).toBe(200); // a client of its own
    // Health checks are never refused.
    expect((await api.call('GET', '/api/health', { headers: { 'x-test-client': '198.51.100.1' } })).status).toBe(200);

    // The window slides: half-way through the next window half of the previous one still counts.
    api.clock.advance(60_000 + 29_000); // 30 s into the next window
    expect(await statuses('198.51.100.1', 50)).toEqual(Array(50).fill(200));
    expect((await fromClient('198.51.100.1')).status).toBe(429);
    // Two windows later the client starts afresh.
    api.clock.advance(120_000);
    expect((await fromClient('198.51.100.1')).status).toBe(200);
  });

  test('a shorter window and a higher limit apply at once, and Rate limiting off (Security) turns the limit off', async () => {
    await save({ api: { apiRateLimit: 120, apiRateWindow: 1 } });
    api.clock.set(new Date(Math.ceil(Date.now() / 1_000) * 1_000 + 10_000));
    expect(await statuses('198.51.100.3', 120)).toEqual(Array(120).fill(200));
    const refused = await fromClient('198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    api.clock.advance(2_000);
    expect((await fromClient('198.51.100.3')).status).toBe(200);

    await save({ api: { apiRateLimit: 100, apiRateWindow: 3600 }, security: { enableRateLimit: false } });
    expect(await statuses('198.51.100.4', 130)).toEqual(Array(130).fill(200));
    await save({ security: { enableRateLimit: true } });
    expect((await fromClient('198.51.100.4')).status).toBe(200);
    expect(await statuses('198.51.100.4', 100)).toContain(429);
    await save({ api: { apiRateLimit: 1000, apiRateWindow: 60 } });
  });

  test("the server-side renderer's API calls for a page are not counted against anyone", async () => {
    await save({ api: { apiRateLimit: 100, apiRateWindow: 3600 } });
    // A stand-in for the SSR web app: each page asks the API three times in-process, as page loaders do.
    const { handle } = createApp({
      sql: api.sql,
      env: api.env,
      now: api.clock.now,
      clientIp: () => 'unknown', // what a socket-less in-process request resolves to
      web: ({ apiFetch }) =>
        new Elysia().get('/page', async () => {
          const codes = [];
          for (let i = 0; i < 3; i++) codes.push((await apiFetch(new Request('http://localhost/api/settings'))).status);
          return codes.join(',');
        }) as unknown as Elysia,
    });
    for (let i = 0; i < 40; i++)
      expect(await (await handle(new Request('http://localhost/page'))).text()).toBe('200,200,200');
    // 120 rendered calls later, a direct request from the same address is still its first.
    expect((await handle(new Request('http://localhost/api/settings'))).status).toBe(200);
    await save({ api: { apiRateLimit: 1000, apiRateWindow: 60 } });
  });

  test("rendered pages have a per-client budget of their own: over it a 429 page with Retry-After; other clients, static files and the renderer's API calls are not held back", async () => {
    await save({ api: { apiRateLimit: 100, apiRateWindow: 3600, pageRateLimit: 10 } });
    api.clock.set(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000)); // one second into a window
    // A stand-in for the SSR web app: each page asks the API three times in-process, as page loaders do.
    const { handle } = createApp({
      sql: api.sql,
      env: api.env,
      now: api.clock.now,
      clientIp: (request) => request.headers.get('x-test-client') ?? 'unknown',
      web: ({ apiFetch }) =>
        new Elysia()
          .get('/assets/*', () => new Response('asset'))
          .get('/*', async ({ request }) => {
            const codes = [];
            const headers = { 'x-test-client': request.headers.get('x-test-client') ?? '' };
            for (let i = 0; i < 3; i++)
              codes.push((await apiFetch(new Request('http://localhost/api/settings', { headers }))).status);
            return codes.join(',');
          }) as unknown as Elysia,
    });
    const load = (client: string, path = '/quiz') =>
      handle(new Request(`http://localhost${path}`, { headers: { 'x-test-client': client } }));
    for (let i = 0; i < 10; i++) expect(await (await load('198.51.100.20')).text()).toBe('200,200,200');
    const refused = await load('198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(Number(refused.headers.get('retry-after'))).toBe(59);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.text()).toContain('Please try again in 59 seconds');
    // Another client, and a loopback one (a socket's address is a client like any other), have budgets of their own.
    expect((await load('198.51.100.21')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await load('127.0.0.1', '/')).status).toBe(200);
    expect((await load('127.0.0.1', '/')).status).toBe(429);
    // Static files stay cheap and uncounted.
    expect((await load('198.51.100.20', '/assets/app-1234.js')).status).toBe(200);
    // The 30 API calls the renderer made for the limited client's pages counted against no one.
    const direct = [];
    for (let i = 0; i < 100; i++)
      direct.push(
        (await handle(new Request('http://localhost/api/settings', { headers: { 'x-test-client': '198.51.100.20' } })))
          .status,
      );
    expect(direct).toEqual(Array(100).fill(200));
    await save({ api: { apiRateLimit: 1000, apiRateWindow: 60, pageRateLimit: 120 } });
  });

  test('both are System Settings fields with the spec bounds, refused with a 400 naming the field', async () => {
    const view = (await api.call('GET', '/api/admin/system-settings', { token: admin })).json.data;
    expect(view.api).toMatchObject({ enableAPI: true, apiRateLimit: 1000, apiRateWindow: 60 });
    for (const [field, min, max] of [
      ['apiRateLimit', 100, 10000],
      ['apiRateWindow', 1, 3600],
    ] as const) {
      for (const value of [min - 1, max + 1, min + 0.5]) {
        const res = await api.call('PUT', '/api/admin/system-settings', {
          token: admin,
          body: { api: { [field]: value } },
        });
        expect(res.status).toBe(400);
        expect(res.json.error.message).toContain(`system.api.${field}`);
      }
    }
  });
});

describe('enableAPI: off, the API answers the app only', () => {
  test('scripts and other sites are refused with 403; the app pages, health and the back office keep working; on again opens it', async () => {
    expect((await fromClient('203.0.113.9')).status).toBe(200);
    const player = await api.register('Scripted');
    await save({ api: { enableAPI: false } });
    try {
      // A script: no browser headers.
      const script = await fromClient('203.0.113.9');
      expect(script.status).toBe(403);
      expect(script.json.error).toEqual({
        code: 'FORBIDDEN',
        message: 'The API is open to the app only: use the app in your browser or Telegram',
      });
      // Another site's page, even one on the CORS list.
      expect((await fromClient('203.0.113.9', { origin: 'https://elsewhere.example' })).status).toBe(403);
      expect((await fromClient('203.0.113.9', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await fromClient('203.0.113.9', { 'sec-fetch-site': 'same-site' })).status).toBe(403);
      // The app's own pages: the browser says same-origin, or an older one sends our Origin or Referer.
      expect((await fromClient('203.0.113.9', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      expect((await fromClient('203.0.113.9', { origin: 'http://localhost' })).status).toBe(200);
      expect((await fromClient('203.0.113.9', { referer: 'http://localhost/wallet' })).status).toBe(200);
      // A signed-in player's request from a script is refused too; from the app it is served.
      expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(403);
      expect(
        (
          await api.call('GET', '/api/users/profile', {
            token: player.token,
            headers: { 'sec-fetch-site': 'same-origin' },
          })
        ).status,
      ).toBe(200);
      expect((await api.call('GET', '/api/health')).status).toBe(200);
      expect((await api.call('GET', '/api/admin/system-settings', { token: admin })).status).toBe(403);
    } finally {
      await save({ api: { enableAPI: true } });
    }
    expect((await fromClient('203.0.113.9')).status).toBe(200);
  });
});

describe('apiVersion: the version the API documentation states', () => {
  test('GET /api/docs states the saved version', async () => {
    expect((await api.call('GET', '/api/docs')).json.info.version).toBe('v1');
    await save({ api: { apiVersion: 'v2' } });
    expect((await api.call('GET', '/api/docs')).json.info.version).toBe('v2');
    await save({ api: { apiVersion: 'v1' } });
  });
});

describe('General: language, currency and decimal places reach the players', () => {
  test('the public settings carry language, currency and decimalPlaces, defaults first, then what was saved', async () => {
    const before = (await api.call('GET', '/api/settings')).json.data;
    expect(before).toMatchObject({ language: 'en', currency: 'USDT', decimalPlaces: 2 });
    await save({ general: { defaultLanguage: 'es', currency: 'BTC', decimalPlaces: 8 } });
    const after = (await api.call('GET', '/api/settings')).json.data;
    expect(after).toMatchObject({ language: 'es', currency: 'BTC', decimalPlaces: 8 });
    await save({ general: { defaultLanguage: 'en', currency: 'USDT', decimalPlaces: 2 } });
  });

  test('a language, currency or timezone outside the lists is refused on both settings routes', async () => {
    for (const [field, value] of [
      ['defaultLanguage', 'xx'],
      ['currency', 'DOGE'],
      ['timezone', 'Mars/Olympus'],
    ] as const) {
      const viaSystem = await api.call('PUT', '/api/admin/system-settings', {
        token: admin,
        body: { general: { [field]: value } },
      });
      expect(viaSystem.status).toBe(400);
      expect(viaSystem.json.error.message).toStartWith(`Setting general.${field} must be one of`);
      const viaDocument = await api.call('PUT', '/api/admin/settings', {
        token: admin,
        body: { system: { general: { [field]: value } } },
      });
      expect(viaDocument.status).toBe(400);
      expect(viaDocument.json.error.message).toStartWith(`Setting system.general.${field} must be one of`);
    }
    expect((await api.call('GET', '/api/settings')).json.data.language).toBe('en');
  });
});
