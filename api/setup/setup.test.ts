import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { loadEnv } from '../../config/env.ts';
import { seed } from '../../db/seed.ts';
import { issueSetupToken, setupTokenLifetimeMs } from '../../domain/setup/setup-token.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// The first run over the API (API.md "First run and operator accounts", decision 0051): the setup
// link a start prints while no admin exists, the first admin it creates, the checklist, and what a
// fresh install seeds (no deposit address, the starter earn tasks).

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ TELEGRAM_BOT_TOKEN: '' });
});
afterAll(() => api.close());

const admin = { email: 'operator@example.com', password: 'a long operator password', name: 'Operator' };
const setUp = (token: string, body: Partial<typeof admin> = {}) =>
  api.call('POST', '/api/admin/setup', { body: { token, ...admin, ...body } });

describe('before the first admin', () => {
  test('a fresh install has no deposit address: the wallet offers no network', async () => {
    const player = await api.register('Early');
    const wallet = await api.call('GET', '/api/wallet', { token: player.token });
    expect(wallet.status).toBe(200);
    expect(wallet.json.data.networks).toEqual([]);
    const [row] = await api.sql<{ n: number }[]>`select count(*)::int as n from deposit_addresses`;
    expect(row!.n).toBe(0);
  });

  test('a fresh install has the starter earn tasks: daily login, finish a quiz, invite a friend', async () => {
    const player = await api.register('Earner');
    const tasks = await api.call('GET', '/api/tasks', { token: player.token });
    expect(tasks.status).toBe(200);
    expect(tasks.json.data.map((t: { title: string }) => t.title).sort()).toEqual([
      'Daily login',
      'Finish a quiz',
      'Invite a friend',
    ]);
  });

  test('setup is needed while no admin exists, and a wrong or expired setup token is refused with 403', async () => {
    const needed = await api.call('GET', '/api/admin/setup');
    expect(needed.status).toBe(200);
    expect(needed.json).toEqual({ data: { needed: true } });

    await issueSetupToken(api.sql, api.clock.now());
    const wrong = await setUp('not-the-printed-token');
    expect(wrong.status).toBe(403);
    expect(wrong.json.error.code).toBe('FORBIDDEN');

    const old = (await issueSetupToken(api.sql, new Date(api.clock.now().getTime() - setupTokenLifetimeMs - 1000)))!;
    const expired = await setUp(old);
    expect(expired.status).toBe(403);
    const [admins] = await api.sql<{ n: number }[]>`select count(*)::int as n from user_roles where role = 'admin'`;
    expect(admins!.n).toBe(0);
  });

  test('setup refuses bad input with a clear 400 and creates nothing', async () => {
    const token = (await issueSetupToken(api.sql, api.clock.now()))!;
    const short = await setUp(token, { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.json.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    const missing = await api.call('POST', '/api/admin/setup', { body: { token } });
    expect(missing.status).toBe(400);
    const [admins] = await api.sql<{ n: number }[]>`select count(*)::int as n from user_roles where role = 'admin'`;
    expect(admins!.n).toBe(0);
  });
});

describe('the first admin', () => {
  let accessToken: string;

  test('two browsers setting up at once: exactly one creates the first admin, the other gets 409 ALREADY_SET_UP', async () => {
    const token = (await issueSetupToken(api.sql, api.clock.now()))!;
    const [first, second] = await Promise.all([
      setUp(token),
      setUp(token, { email: 'second@example.com', name: 'Second' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.json.error.code).toBe('ALREADY_SET_UP');
    const winner = first.status === 201 ? first : second;
    expect(winner.json.data.user.isAdmin).toBe(true);
    expect(winner.json.data.refreshToken).toEqual(expect.any(String));
    accessToken = winner.json.data.accessToken;
    const [admins] = await api.sql<{ n: number }[]>`select count(*)::int as n from user_roles where role = 'admin'`;
    expect(admins!.n).toBe(1);
    const audit = await api.sql<{ action: string }[]>`
      select action from audit_log where action in ('admin.create', 'admin.setup') order by id`;
    expect(audit.map((a) => a.action)).toEqual(['admin.create', 'admin.setup']);
  });

  test('the new admin is signed in to the back office', async () => {
    const dashboard = await api.call('GET', '/api/admin/dashboard', { token: accessToken });
    expect(dashboard.status).toBe(200);
  });

  test('once an admin exists every setup call is 409 ALREADY_SET_UP, even with a fresh token', async () => {
    expect(await issueSetupToken(api.sql, api.clock.now())).toBeNull();
    const [row] = await api.sql<{ n: number }[]>`select count(*)::int as n from admin_setup_tokens`;
    expect(row!.n).toBe(0); // the tokens were spent with the setup
    const again = await setUp('any-token', { email: 'late@example.com' });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('ALREADY_SET_UP');
    expect((await api.call('GET', '/api/admin/setup')).json).toEqual({ data: { needed: false } });
  });

  test('the admin created by setup is not a player: no welcome bonus, not counted in player figures', async () => {
    const profile = await api.call('GET', '/api/users/profile', { token: accessToken });
    expect(profile.json.data).toMatchObject({ bonusBalance: '0', balance: '0' });
    const journals = await api.sql`
      select 1 from journals j join users u on u.id = j.user_id join email_identities e on e.user_id = u.id
      where e.email = ${admin.email}`;
    expect(journals.length).toBe(0);

    const [players] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`;
    const dashboard = await api.call('GET', '/api/admin/dashboard', { token: accessToken });
    expect(dashboard.json.data.overview.users.totalUsers).toBe(players!.n);
    expect(dashboard.json.data.overview.users.newUsers).toBe(players!.n);
    expect(dashboard.json.data.recent.users.map((u: { email: string }) => u.email)).not.toContain(admin.email);
    const users = await api.call('GET', '/api/admin/users', { token: accessToken });
    expect(users.json.counts.total).toBe(players!.n);
  });
});

describe('the setup checklist', () => {
  test('the setup checklist computes each item from the real state and names where it is set', async () => {
    const adminToken = await api.registerAdmin();
    const read = async () => {
      const res = await api.call('GET', '/api/admin/setup/checklist', { token: adminToken });
      expect(res.status).toBe(200);
      return res.json.data as { done: boolean; items: { id: string; done: boolean; setIn: unknown }[] };
    };
    const before = await read();
    expect(before.done).toBe(false);
    expect(before.items).toEqual([
      { id: 'depositAddresses', done: false, setIn: { screen: 'wallet-settings' } },
      { id: 'telegramBot', done: false, setIn: { environment: ['TELEGRAM_BOT_TOKEN', 'PUBLIC_URL'] } },
      { id: 'email', done: false, setIn: { environment: ['SMTP_URL'] } },
      { id: 'aiKey', done: false, setIn: { environment: ['OPENAI_API_KEY'] } },
      { id: 'supportContact', done: false, setIn: { screen: 'app-settings' } },
      { id: 'twoFactor', done: false, setIn: { screen: 'settings' } },
    ]);

    await addDepositAddresses(api.sql, ['TRC20']);
    const settings = await api.call('PUT', '/api/admin/settings', {
      token: adminToken,
      body: { appConfig: { supportTelegram: '@operator_help' } },
    });
    expect(settings.status).toBe(200);
    const after = await read();
    const done = Object.fromEntries(after.items.map((i) => [i.id, i.done]));
    expect(done).toMatchObject({ depositAddresses: true, supportContact: true, twoFactor: false });

    const player = await api.register('Checker');
    const refused = await api.call('GET', '/api/admin/setup/checklist', { token: player.token });
    expect(refused.status).toBe(403);
  });

  test('the checklist reads the environment: bot token and public URL, SMTP, AI key', async () => {
    const configured = await createTestApi({
      TELEGRAM_BOT_TOKEN: '1:token',
      PUBLIC_URL: 'https://quiz.example.com',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      OPENAI_API_KEY: 'sk-test',
    });
    try {
      const adminToken = await configured.registerAdmin();
      const res = await configured.call('GET', '/api/admin/setup/checklist', { token: adminToken });
      const done = Object.fromEntries(res.json.data.items.map((i: { id: string; done: boolean }) => [i.id, i.done]));
      expect(done).toMatchObject({ telegramBot: true, email: true, aiKey: true, depositAddresses: false });
    } finally {
      await configured.close();
    }
  });

  test('SMTP_URL must be a URL', () => {
    expect(() => loadEnv({ SMTP_URL: 'not a url', DATA_DIR: '/tmp/cq-env-test' })).toThrow('SMTP_URL must be a URL');
  });
});

describe('starter content', () => {
  test('a starter task the operator deleted never comes back when the seed runs again', async () => {
    const adminToken = await api.registerAdmin();
    const list = await api.call('GET', '/api/admin/tasks', { token: adminToken });
    const tasks = list.json.data as { id: string; title: string }[];
    const daily = tasks.find((t) => t.title === 'Daily login')!;
    const quiz = tasks.find((t) => t.title === 'Finish a quiz')!;
    expect((await api.call('DELETE', `/api/admin/tasks/${daily.id}`, { token: adminToken })).status).toBe(200);
    const off = await api.call('PUT', `/api/admin/tasks/${quiz.id}`, { token: adminToken, body: { isActive: false } });
    expect(off.status).toBe(200);
    await seed(api.sql);
    const player = await api.register('Later');
    const visible = await api.call('GET', '/api/tasks', { token: player.token });
    expect(visible.json.data.map((t: { title: string }) => t.title)).toEqual(['Invite a friend']);
  });

  test('starter tasks are worded in every language; one seeded before that gets the wordings unless an operator worded it', async () => {
    const worded = await api.sql<{ title: string; de: string | null }[]>`
      select title, translations #>> '{de,title}' as de from tasks order by title`;
    expect(worded.map((t) => t.de)).toEqual(['Tägliche Anmeldung', 'Beende ein Quiz', 'Lade einen Freund ein']);
    // As an install seeded before the wordings: no translations; the operator then words one task.
    await api.sql`update tasks set translations = '{}'`;
    await api.sql`update tasks set translations = '{"de": {"title": "Mein Quiz"}}' where title = 'Finish a quiz'`;
    await seed(api.sql);
    const after = await api.sql<{ de: string | null; es: string | null }[]>`
      select translations #>> '{de,title}' as de, translations #>> '{es,title}' as es from tasks order by title`;
    expect([...after]).toEqual([
      { de: 'Tägliche Anmeldung', es: 'Inicio de sesión diario' },
      { de: 'Mein Quiz', es: null },
      { de: 'Lade einen Freund ein', es: 'Invita a un amigo' },
    ]);
  });
});
