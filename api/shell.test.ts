import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from '../db/connection.ts';
import { countAround } from '../domain/count-around.ts';
import { createApp } from './app.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['register']>>;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.register('Admin');
  await api.makeAdmin(admin.user.id);
});
afterAll(() => api.close());

const waitForSettingsCache = () => new Promise((r) => setTimeout(r, 1_100));

describe('admin guard', () => {
  test('every /api/admin path answers 401 without a token and 403 for a player, whether or not the route exists', async () => {
    const player = await api.register('Player');
    for (const [method, path] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/does-not-exist'],
      ['PUT', '/api/admin/settings'],
      ['DELETE', '/api/admin/users/1'],
      ['GET', '/api/admin'],
    ]) {
      const anonymous = await api.call(method!, path!);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.error.code).toBe('UNAUTHORIZED');
      const asPlayer = await api.call(method!, path!, { token: player.token });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.json.error.code).toBe('FORBIDDEN');
    }
  });

  test('the dashboard returns real counts for an admin', async () => {
    const { user } = await api.register('Linked');
    await api.sql.begin((tx) =>
      countAround(
        tx,
        'users_count',
        [user.id],
        () => tx`update users set telegram_id = 99, status = 'active' where id = ${user.id}`,
      ),
    );
    const res = await api.call('GET', '/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const [counts] = await api.sql<
      { users: number; tg: number }[]
    >`select count(*)::int as users, count(telegram_id)::int as tg from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`; // players
    expect(res.json.data.overview.users.totalUsers).toBe(counts!.users);
    expect(res.json.data.overview.users.telegramUsers).toBe(counts!.tg);
    expect(res.json.data.overview.users.telegramUsers).toBeGreaterThan(0);
    expect(res.json.data.pending.deposits).toBe(0);
    expect(res.json.data.overview.quiz).toEqual({
      totalQuizzes: 0,
      averageScore: 0,
      completionRate: 0,
      dailyQuizzes: 0,
    });
    await api.sql`
      with added as (
        insert into quiz_sessions (user_id, difficulty, mode, status, question_count, correct_answers, completed_at)
        values (${admin.user.id}, 'easy', 'standard', 'completed', 10, 7, now()), (${admin.user.id}, 'easy', 'standard', 'active', 10, 0, null)
        returning status, correct_answers, question_count)
      select quiz_counters_add(1, (status = 'completed')::int, quiz_score(status, correct_answers, question_count)) from added`;
    const after = await api.call('GET', '/api/admin/dashboard', { token: admin.token });
    expect(after.json.data.overview.quiz).toEqual({
      totalQuizzes: 2,
      averageScore: 70,
      completionRate: 50,
      dailyQuizzes: 2,
    });
    expect(res.json.data.recent.users.length).toBeGreaterThan(0);
  });

  test('a revoked admin role takes effect at once', async () => {
    const other = await api.register('Temp admin');
    await api.makeAdmin(other.user.id);
    expect((await api.call('GET', '/api/admin/dashboard', { token: other.token })).status).toBe(200);
    await api.sql`select user_roles_remove(${other.user.id}, 'admin')`;
    expect((await api.call('GET', '/api/admin/dashboard', { token: other.token })).status).toBe(403);
  });
});

describe('profile', () => {
  test('PUT changes profile fields and refuses balances, XP, level and role', async () => {
    const player = await api.register('Before');
    const ok = await api.call('PUT', '/api/users/profile', {
      token: player.token,
      body: { name: 'After', username: 'after_1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ name: 'After', username: 'after_1' });
    for (const field of [
      { balance: '1000' },
      { playableBalance: '1000' },
      { bonusBalance: 5 },
      { level: 99 },
      { totalXP: 5000 },
      { role: 'admin' },
      { isAdmin: true },
    ]) {
      const res = await api.call('PUT', '/api/users/profile', {
        token: player.token,
        body: { name: 'Sneaky', ...field },
      });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const profile = await api.call('GET', '/api/users/profile', { token: player.token });
    expect(profile.json.data).toMatchObject({ name: 'After', balance: '5', level: 1, totalXP: 0, role: 'player' });
  });

  test('a username taken by someone else is a 409', async () => {
    const a = await api.register('A');
    const b = await api.register('B');
    expect(
      (await api.call('PUT', '/api/users/profile', { token: a.token, body: { username: 'same_name' } })).status,
    ).toBe(200);
    const clash = await api.call('PUT', '/api/users/profile', { token: b.token, body: { username: 'SAME_NAME' } });
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe('USERNAME_TAKEN');
  });
});

describe('API shell', () => {
  test('health reports the database', async () => {
    expect((await api.call('GET', '/api/health')).json).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  test('health is 503 when the database is down', async () => {
    const deadSql = connect('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    const { handle } = createApp({ sql: deadSql, env: api.env });
    const res = await handle(new Request('http://localhost/api/health'));
    expect(res.status).toBe(503);
    expect((await res.json()).data.db).toBe('down');
    await deadSql.end();
  });

  test('unknown routes, malformed JSON and oversized bodies get the contract shape', async () => {
    const unknown = await api.call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('NOT_FOUND');
    const malformed = await api.call('POST', '/api/auth/login', { raw: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('INVALID_JSON');
    const huge = await api.call('POST', '/api/auth/login', {
      raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('OpenAPI lists the endpoints', async () => {
    const docs = await api.call('GET', '/api/docs');
    expect(docs.json.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/auth/register',
      '/api/telegram-webapp/webapp-init',
      '/api/users/profile',
      '/api/admin/dashboard',
    ]) {
      expect(docs.json.paths[path]).toBeDefined();
    }
    expect(docs.json.paths['/api/auth/register'].post.requestBody).toBeDefined();
  });

  test('public settings expose theme, features, layout, content and maintenance, not limits or secrets', async () => {
    const res = await api.call('GET', '/api/settings');
    expect(res.json.data).toMatchObject({
      theme: 'dark',
      primaryColor: '#00BFFF',
      secondaryColor: '#FFD700',
      accentColor: '#10b981',
      content: { homePageTitle: 'Crypto Master', homePageSubtitle: 'Test your crypto knowledge and win USDT!' },
      maintenance: { enabled: false, message: 'App is under maintenance. Please try again later.' },
    });
    expect(res.json.data.features.leaderboard).toBe(true);
    expect(res.json.data.security).toBeUndefined();
    expect(res.json.data.wallet).toBeUndefined();
  });

  test('security headers: CSP allowing Telegram to frame the app, nosniff, referrer policy', async () => {
    const res = await api.call('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(res.headers.get('content-security-policy')).toContain('telegram.org');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  test('maintenance mode: players get 503 with the message, admins keep working', async () => {
    const player = await api.register('During maintenance');
    const on = await api.call('PUT', '/api/admin/settings', {
      token: admin.token,
      body: { features: { maintenanceMode: true }, appConfig: { maintenanceMessage: 'Back at noon' } },
    });
    expect(on.status).toBe(200);
    await waitForSettingsCache();
    const blocked = await api.call('GET', '/api/users/profile', { token: player.token });
    expect(blocked.status).toBe(503);
    expect(blocked.json.error).toEqual({ code: 'MAINTENANCE', message: 'Back at noon' });
    expect((await api.call('GET', '/api/settings')).json.data.maintenance).toEqual({
      enabled: true,
      message: 'Back at noon',
    });
    expect((await api.call('GET', '/api/admin/dashboard', { token: admin.token })).status).toBe(200);
    expect((await api.call('GET', '/api/users/profile', { token: admin.token })).status).toBe(200);
    const [audit] =
      await api.sql`select action, actor_id from audit_log where action = 'settings.update' order by id desc limit 1`;
    expect(audit).toMatchObject({ action: 'settings.update', actor_id: admin.user.id });
    await api.call('PUT', '/api/admin/settings', {
      token: admin.token,
      body: { features: { maintenanceMode: false } },
    });
    await waitForSettingsCache();
    expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(200);
  });
});
