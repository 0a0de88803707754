import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { playQuiz } from '../../testing/quiz-play.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { pruneNotifications } from '../../domain/notifications/prune-notifications.ts';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { createTestApi, testBotToken, type TestApi } from '../../testing/test-api.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import { numberBounds } from '../../domain/settings/update-settings.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.registerAdmin();
}, 60_000);
afterAll(() => api.close(), 30_000);

const system = (body: unknown, headers: Record<string, string> = {}) =>
  api.call('PUT', '/api/admin/system-settings', { token: admin, body, headers });
const ok = async (body: unknown) => {
  const res = await system(body);
  expect(res.status).toBe(200);
  return res.json.data;
};
let emails = 0;
const register = (password: string, ip = 'reg-ip') =>
  api.call('POST', '/api/auth/register', {
    body: { email: `s${++emails}_${crypto.randomUUID().slice(0, 6)}@example.com`, password, name: 'P' },
    headers: { 'x-test-client': ip },
  });

describe('System Settings: bounds, lists, audit', () => {
  test('each number bound of spec 002 section 5 is refused with a 400 naming the field, at both ends', async () => {
    const bounds: [string, string, number, number][] = [
      ['general', 'decimalPlaces', 0, 8],
      ['security', 'sessionTimeout', 5, 1440],
      ['security', 'maxLoginAttempts', 3, 20],
      ['security', 'passwordMinLength', 6, 32],
      ['security', 'rateLimitWindow', 1, 60],
      ['security', 'rateLimitMax', 10, 1000],
      ['notifications', 'notificationRetention', 1, 365],
      ['api', 'apiRateLimit', 100, 10000],
      ['api', 'apiRateWindow', 1, 3600],
    ];
    for (const [group, field, min, max] of bounds) {
      for (const value of [min - 1, max + 1]) {
        const res = await system({ [group]: { [field]: value } });
        expect(res.status).toBe(400);
        expect(res.json.error).toEqual({
          code: 'VALIDATION_ERROR',
          message: `Setting system.${group}.${field} must be between ${min} and ${max}`,
        });
      }
      expect((await system({ [group]: { [field]: min } })).status).toBe(200);
      expect((await system({ [group]: { [field]: max } })).status).toBe(200);
    }
    // The operator's fields keep their bounds in the document, and are not editable from this screen.
    const document: [string, number, number][] = [
      ['system.database.backupRetention', 1, 365],
      ['system.database.connectionPoolSize', 1, 100],
    ];
    for (const [path, min, max] of document) {
      const [, group, field] = path.split('.') as [string, string, string];
      for (const value of [min - 1, max + 1]) {
        const res = await api.call('PUT', '/api/admin/settings', {
          token: admin,
          body: { system: { [group]: { [field]: value } } },
        });
        expect(res.status).toBe(400);
        expect(res.json.error.message).toBe(`Setting ${path} must be between ${min} and ${max}`);
      }
    }
    const readOnly = await system({ database: { connectionPoolSize: 20 } });
    expect(res400(readOnly)).toBe('database settings are set by the operator, not here');
    expect(res400(await system({ security: { enableCaptcha: true } }))).toBe('Unknown setting security.enableCaptcha');
    expect(res400(await system({ general: { currency: 'DOGE' } }))).toBe(
      'Setting general.currency must be one of USDT, BTC, ETH, USD',
    );
    // Reset what the bounds loop left at its maxima.
    expect((await api.call('POST', '/api/admin/settings/reset', { token: admin })).status).toBe(200);
  });

  test('comma lists are trimmed with empty entries dropped; a save is audited with before and after', async () => {
    const data = await ok({ api: { corsOrigins: ' https://a.example , ,https://b.example ,' } });
    expect(data.api.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    const [entry] = await api.sql<{ before: any; after: any; actor_id: string }[]>`
      select before, after, actor_id from audit_log where action = 'settings.update' order by id desc limit 1`;
    expect(entry!.before.system.api.corsOrigins).toEqual(['*']);
    expect(entry!.after.system.api.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    const read = (await api.call('GET', '/api/admin/system-settings', { token: admin })).json.data;
    expect(read.updatedBy).toBe('Admin');
    expect(Date.parse(read.lastUpdated)).toBeGreaterThan(Date.now() - 60_000);
    expect(read.readOnly.database.map((f: any) => f.setBy)).toContain('DATABASE_POOL_SIZE');
    await ok({ api: { corsOrigins: '*' } });
  });

  test('maintenance mode has one source of truth with the app settings', async () => {
    await ok({ general: { maintenanceMode: true, maintenanceMessage: 'Back at noon' } });
    const player = await api.register();
    const blocked = await api.call('GET', '/api/wallet', { token: player.token });
    expect(blocked.status).toBe(503);
    expect(blocked.json.error.message).toBe('Back at noon');
    const publicSettings = (await api.call('GET', '/api/settings')).json.data;
    expect(publicSettings.maintenance).toEqual({ enabled: true, message: 'Back at noon' });
    const app = (await api.call('GET', '/api/admin/settings', { token: admin })).json.data;
    expect(app.features.maintenanceMode).toBe(true);
    await ok({ general: { maintenanceMode: false } });
    expect((await api.call('GET', '/api/wallet', { token: player.token })).status).toBe(200);
  });
});

function res400(res: { status: number; json: any }) {
  expect(res.status).toBe(400);
  return res.json.error.message;
}

/** The dotted path of every number in a settings document. */
const numberPaths = (value: unknown, path = ''): string[] =>
  typeof value === 'number'
    ? [path]
    : typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, v]) => numberPaths(v, path ? `${path}.${key}` : key))
      : [];
/** A partial document setting one dotted path. */
const documentWith = (path: string, value: unknown): object =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as object;

describe('every number in the settings document has bounds', () => {
  test('every numeric leaf of the defaults has declared bounds that hold its default', () => {
    const paths = numberPaths(defaultSettings);
    expect(paths).toContain('quiz.rewardCapMultiplier');
    for (const path of paths) {
      const range = numberBounds(path);
      expect({ path, bounded: range !== undefined }).toEqual({ path, bounded: true });
      const value = path.split('.').reduce<any>((v, k) => v[k], defaultSettings) as number;
      expect(value).toBeGreaterThanOrEqual(range![0]);
      expect(value).toBeLessThanOrEqual(range![1]);
    }
  });

  test('a save with any number out of its bounds is a 400 naming the field, and changes nothing', async () => {
    const save = (body: object) => api.call('PUT', '/api/admin/settings', { token: admin, body });
    const refused = await save({ quiz: { rewardCapMultiplier: 1e9 } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION_ERROR');
    expect(refused.json.error.message).toContain('quiz.rewardCapMultiplier');
    for (const path of numberPaths(defaultSettings)) {
      const [min, max] = numberBounds(path)!;
      for (const value of [min - 1, max + 1]) {
        const res = await save(documentWith(path, value));
        expect({ path, status: res.status, message: res.json.error?.message }).toEqual({
          path,
          status: 400,
          message: `Setting ${path} must be between ${min} and ${max}`,
        });
      }
    }
    const stored = (await api.call('GET', '/api/admin/settings', { token: admin })).json.data;
    expect(stored.quiz.rewardCapMultiplier).toBe(defaultSettings.quiz.rewardCapMultiplier);
  });
});

describe('each System Setting takes effect', () => {
  test('passwordMinLength: sign-up refuses a shorter password', async () => {
    await ok({ security: { passwordMinLength: 12 } });
    expect(res400(await register('eleven char'))).toBe('Password must be at least 12 characters');
    await ok({ security: { passwordMinLength: 6 } });
    expect((await register('six ch')).status).toBe(201);
    await ok({ security: { passwordMinLength: 8 } });
  }, 15_000);

  test('maxLoginAttempts: the next wrong password after the limit is 429', async () => {
    const player = await api.register();
    const login = (password: string) =>
      api.call('POST', '/api/auth/login', {
        body: { email: player.email, password },
        headers: { 'x-test-client': 'l1' },
      });
    await ok({ security: { maxLoginAttempts: 3 } });
    for (let i = 0; i < 3; i++) expect((await login('wrong password')).status).toBe(401);
    expect((await login('wrong password')).status).toBe(429);
    await ok({ security: { maxLoginAttempts: 5 } });
    expect((await login(player.password)).status).toBe(200);
  }, 20_000);

  test('rateLimitMax and enableRateLimit: sign-ups per IP are limited, or not', async () => {
    await ok({ security: { rateLimitMax: 10 } });
    const results = [];
    for (let i = 0; i < 11; i++) results.push((await register('long enough 1', 'burst-ip')).status);
    expect(results.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(results[10]).toBe(429);
    await ok({ security: { enableRateLimit: false } });
    expect((await register('long enough 1', 'burst-ip')).status).toBe(201);
    await ok({ security: { enableRateLimit: true, rateLimitMax: 100 } });
  }, 30_000);

  test('sessionTimeout: the refresh token lives that long, the access token at most half of it (renewed while the session is live)', async () => {
    await ok({ security: { sessionTimeout: 5 } });
    const res = await register('long enough 1', 'session-ip');
    const [token] = await api.sql<{ minutes: number }[]>`
      select round(extract(epoch from expires_at - now()) / 60)::int as minutes
      from refresh_tokens where user_id = ${res.json.data.user.id}`;
    expect(token!.minutes).toBe(5);
    const claims = JSON.parse(Buffer.from(res.json.data.accessToken.split('.')[1], 'base64url').toString());
    // A client renews when its access token expires: with a token as long as the session, an active
    // player's renewal would come after the refresh token expired, and every session would end at 5 minutes.
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(150);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(140);
    await ok({ security: { sessionTimeout: 1440 } });
    const later = await register('long enough 1', 'session-ip');
    const [long] = await api.sql<{ minutes: number }[]>`
      select round(extract(epoch from expires_at - now()) / 60)::int as minutes
      from refresh_tokens where user_id = ${later.json.data.user.id}`;
    expect(long!.minutes).toBe(1440);
    await ok({ security: { sessionTimeout: 30 } });
  }, 15_000);

  test('enableIPWhitelist with allowedIPs: other addresses get 403 on the admin API; a list without your own address is refused', async () => {
    const refused = await system(
      { security: { enableIPWhitelist: true, allowedIPs: '10.0.0.1' } },
      { 'x-test-client': '10.0.0.9' },
    );
    expect(res400(refused)).toBe(
      'Allowed IPs must include your own address (10.0.0.9), or you would lock yourself out',
    );
    expect(
      (
        await system(
          { security: { enableIPWhitelist: true, allowedIPs: '10.0.0.9, 10.0.0.1' } },
          { 'x-test-client': '10.0.0.9' },
        )
      ).status,
    ).toBe(200);
    const other = await api.call('GET', '/api/admin/dashboard', {
      token: admin,
      headers: { 'x-test-client': '10.0.0.7' },
    });
    expect(other.status).toBe(403);
    expect(other.json.error.message).toBe('This IP address may not use the admin API');
    const listed = await api.call('GET', '/api/admin/dashboard', {
      token: admin,
      headers: { 'x-test-client': '10.0.0.1' },
    });
    expect(listed.status).toBe(200);
    expect((await system({ security: { enableIPWhitelist: false } }, { 'x-test-client': '10.0.0.9' })).status).toBe(
      200,
    );
    expect((await api.call('GET', '/api/admin/dashboard', { token: admin })).status).toBe(200);
  });

  test("general.timezone: a new player's calendar day starts in it", async () => {
    await ok({ general: { timezone: 'Asia/Tokyo' } });
    const tokyo = await register('long enough 1', 'tz-ip');
    await ok({ general: { timezone: 'UTC' } });
    const utc = await register('long enough 1', 'tz-ip');
    const zones = await api.sql<{ id: string; timezone: string }[]>`
      select id, timezone from users where id in (${tokyo.json.data.user.id}, ${utc.json.data.user.id})`;
    expect(Object.fromEntries(zones.map((z) => [z.id, z.timezone]))).toEqual({
      [tokyo.json.data.user.id]: 'Asia/Tokyo',
      [utc.json.data.user.id]: 'UTC',
    });
  }, 15_000);

  test('notificationRetention: the prune deletes notifications older than that many days', async () => {
    const player = await api.register();
    const add = async (daysAgo: number) => {
      const { id } = await api.sql.begin((tx) =>
        notify(tx, {
          userId: player.user.id,
          type: 'level_up',
          title: 'Old',
          message: 'old',
          wording: { key: 'level_up', values: { level: 2 } },
        }),
      );
      await api.sql`update notifications set created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`;
    };
    await add(40);
    await add(10);
    await ok({ notifications: { notificationRetention: 60 } });
    await pruneNotifications(api.sql);
    const count = async () =>
      (
        await api.sql<{ n: number }[]>`select count(*)::int as n from notifications where user_id = ${player.user.id}`
      )[0]!.n;
    expect(await count()).toBe(2);
    await ok({ notifications: { notificationRetention: 30 } });
    await pruneNotifications(api.sql);
    expect(await count()).toBe(1);
  });

  test('enableSwagger: the API description is served or 404', async () => {
    expect((await api.call('GET', '/api/docs')).status).toBe(200);
    await ok({ api: { enableSwagger: false } });
    expect((await api.call('GET', '/api/docs')).status).toBe(404);
    await ok({ api: { enableSwagger: true } });
  });

  test('enableCORS and corsOrigins: only listed origins get the CORS headers, preflight included', async () => {
    const from = (origin: string, method = 'GET') =>
      api.call(method, '/api/settings', { headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await from('https://any.example')).headers.get('access-control-allow-origin')).toBe('*');
    await ok({ api: { corsOrigins: 'https://ops.example' } });
    expect((await from('https://ops.example')).headers.get('access-control-allow-origin')).toBe('https://ops.example');
    expect((await from('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await from('https://ops.example', 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    await ok({ api: { enableCORS: false } });
    expect((await from('https://ops.example')).headers.get('access-control-allow-origin')).toBeNull();
    await ok({ api: { enableCORS: true, corsOrigins: '*' } });
  });

  test('features: quizzes and Telegram sign-in can be switched off; the rest reach the public settings', async () => {
    const player = await api.register();
    await ok({ features: { enableQuiz: false, enableTournaments: false } });
    const start = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body: { difficulty: 'easy', mode: 'standard' },
    });
    expect(start.status).toBe(403);
    expect(start.json.error.message).toBe('Quizzes are not available right now');
    expect((await api.call('GET', '/api/settings')).json.data.features.tournaments).toBe(false);
    await ok({ features: { enableQuiz: true, enableTournaments: true } });
    expect(
      (
        await api.call('POST', '/api/quiz/sessions', {
          token: player.token,
          body: { difficulty: 'easy', mode: 'standard' },
        })
      ).status,
    ).toBe(201);

    const initData = signInitData(
      { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id: 9_100_001, first_name: 'T' }) },
      testBotToken,
    );
    await ok({ features: { enableTelegramIntegration: false } });
    const tg = await api.call('POST', '/api/telegram-webapp/webapp-init', { body: { initData } });
    expect(tg.status).toBe(403);
    expect(tg.json.error.message).toBe('Telegram sign-ins are not available right now');
    await ok({ features: { enableTelegramIntegration: true } });
    expect((await api.call('POST', '/api/telegram-webapp/webapp-init', { body: { initData } })).status).toBe(200);
  });
});

describe('App Settings', () => {
  test('security.enableRateLimiting: off lifts the hourly quiz limit, on restores it', async () => {
    const save = (body: unknown) => api.call('PUT', '/api/admin/settings', { token: admin, body });
    expect((await save({ security: { maxHourlyQuizzes: 1 } })).status).toBe(200);
    const player = await api.register();
    const start = () =>
      api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy', mode: 'standard' } });
    api.clock.set(new Date('2027-08-01T10:00:00Z'));
    await playQuiz(api, player.token, { right: (i) => i % 2 === 0 });
    api.clock.advance(60_000);
    const limited = await start();
    expect(limited.status).toBe(403);
    expect(limited.json.error.code).toBe('HOURLY_LIMIT_REACHED');
    expect((await save({ security: { enableRateLimiting: false } })).status).toBe(200);
    expect((await start()).status).toBe(201);
    expect((await save({ security: { enableRateLimiting: true, maxHourlyQuizzes: 3 } })).status).toBe(200);
  }, 30_000);

  test('layout and notification switches reach the players (public settings) at once', async () => {
    const save = (body: unknown) => api.call('PUT', '/api/admin/settings', { token: admin, body });
    expect(
      (await save({ layout: { showAnimations: false }, notifications: { notificationVibration: false } })).status,
    ).toBe(200);
    const pub = (await api.call('GET', '/api/settings')).json.data;
    expect(pub.layout.showAnimations).toBe(false);
    expect(pub.notifications.notificationVibration).toBe(false);
    expect(
      (await save({ layout: { showAnimations: true }, notifications: { notificationVibration: true } })).status,
    ).toBe(200);
  });

  test('a content title has an optional wording per player language, served to players; no other language', async () => {
    const save = (content: unknown) => api.call('PUT', '/api/admin/settings', { token: admin, body: { content } });
    const pub = async () => (await api.call('GET', '/api/settings')).json.data.content;
    expect((await pub()).translations.de).toMatchObject({ homePageTitle: '', profilePageTitle: '' });
    expect(
      (await save({ homePageTitle: 'Quiz Night', translations: { de: { homePageTitle: 'Quizabend' } } })).status,
    ).toBe(200);
    expect(await pub()).toMatchObject({
      homePageTitle: 'Quiz Night',
      translations: { de: { homePageTitle: 'Quizabend', quizPageTitle: '' }, es: { homePageTitle: '' } },
    });
    expect(res400(await save({ translations: { pt: { homePageTitle: 'Noite' } } }))).toBe(
      'Unknown setting content.translations.pt',
    );
    expect(res400(await save({ translations: { de: { homePageTitle: 7 } } }))).toBe(
      'Setting content.translations.de.homePageTitle must be a string',
    );
    expect((await save({ homePageTitle: 'Crypto Master', translations: { de: { homePageTitle: '' } } })).status).toBe(
      200,
    );
  });

  test('the maintenance and welcome messages have an optional wording per player language, served to players', async () => {
    const save = (appConfig: unknown) => api.call('PUT', '/api/admin/settings', { token: admin, body: { appConfig } });
    const pub = async () => (await api.call('GET', '/api/settings')).json.data.appConfig;
    expect((await pub()).translations.fr).toEqual({ maintenanceMessage: '', welcomeMessage: '' });
    const saved = await save({
      translations: { de: { maintenanceMessage: 'Zurück um 18 Uhr', welcomeMessage: 'Hallo!' } },
    });
    expect(saved.status).toBe(200);
    expect((await pub()).translations).toMatchObject({
      de: { maintenanceMessage: 'Zurück um 18 Uhr', welcomeMessage: 'Hallo!' },
      es: { maintenanceMessage: '' },
    });
    expect(res400(await save({ translations: { de: { supportEmail: 'x@y.z' } } }))).toBe(
      'Unknown setting appConfig.translations.de.supportEmail',
    );
    expect((await save({ translations: { de: { maintenanceMessage: '', welcomeMessage: '' } } })).status).toBe(200);
  });

  test('saved with lastUpdated and updatedBy; Reset Defaults restores every default and is audited', async () => {
    const saved = await api.call('PUT', '/api/admin/settings', {
      token: admin,
      body: { primaryColor: '#123456', layout: { compactMode: true }, content: { homePageTitle: 'Quiz Night' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ primaryColor: '#123456', updatedBy: 'Admin' });
    const pub = (await api.call('GET', '/api/settings')).json.data;
    expect(pub).toMatchObject({
      primaryColor: '#123456',
      layout: { compactMode: true },
      content: { homePageTitle: 'Quiz Night' },
    });
    expect(res400(await api.call('PUT', '/api/admin/settings', { token: admin, body: { primaryColor: 'blue' } }))).toBe(
      'Setting primaryColor must be a colour like #00BFFF',
    );
    const reset = await api.call('POST', '/api/admin/settings/reset', { token: admin });
    expect(reset.status).toBe(200);
    expect(reset.json.data).toMatchObject({ primaryColor: '#00BFFF', layout: { compactMode: false } });
    const [entry] = await api.sql<{ before: any; after: any }[]>`
      select before, after from audit_log where action = 'settings.reset' order by id desc limit 1`;
    expect(entry!.before.primaryColor).toBe('#123456');
    expect(entry!.after.primaryColor).toBe('#00BFFF');
  });
});
