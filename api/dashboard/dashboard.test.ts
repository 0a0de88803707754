import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { createTestApi, testBotToken, type TestApi } from '../../testing/test-api.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

const png = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

// The admin dashboard over real HTTP (a Bun server on a free port in front of the app), with real
// rows behind every figure: sign-ups, Telegram launches, deposits, withdrawals, task proofs, bonus
// claims and a tournament past its end (decision 0039).

let api: TestApi;
let server: ReturnType<typeof Bun.serve>;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  api = await createTestApi({ TELEGRAM_BOT_USERNAME: 'quiz_test_bot' });
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: (request) => api.handle(request) });
  const admin = await api.register('Dashboard Admin');
  await api.makeAdmin(admin.user.id);
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(async () => {
  server.stop(true);
  await api.close();
});

async function http(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

function initData(user: { id: number; first_name: string; username?: string }, startParam?: string) {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
  };
  if (startParam) fields.start_param = startParam;
  return signInitData(fields, testBotToken);
}
const launch = (user: { id: number; first_name: string; username?: string }, startParam?: string) =>
  http('POST', '/api/telegram-webapp/webapp-init', undefined, { initData: initData(user, startParam) });

describe('access', () => {
  test('401 without a token and 403 for a player, on every dashboard route', async () => {
    const player = await api.register('Nosy');
    for (const [method, path] of [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/dashboard/telegram'],
      ['POST', '/api/admin/dashboard/telegram/link'],
    ] as const) {
      const body = method === 'POST' ? { telegramUsername: 'the_admin' } : undefined;
      expect((await http(method, path, undefined, body)).status).toBe(401);
      const refused = await http(method, path, player.token, body);
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe('FORBIDDEN');
    }
  });
});

describe('figures', () => {
  test('an empty product reads zeros, empty lists and the support contact from the settings', async () => {
    const { status, json } = await http('GET', '/api/admin/dashboard', adminToken);
    expect(status).toBe(200);
    expect(json.data.pending).toEqual({
      deposits: 0,
      withdrawals: 0,
      verifications: 0,
      taskProofs: 0,
      tournamentApprovals: 0,
    });
    expect(json.data.overview.dailyBonus).toMatchObject({ totalClaims: 0, claimsToday: 0, totalDistributed: '0' });
    // sign-up bonuses are the only transactions yet
    expect(new Set(json.data.recent.transactions.map((t: { type: string }) => t.type))).toEqual(
      new Set(['welcome_bonus']),
    );
    expect(json.data.support).toEqual({ email: 'support@example.com', telegram: '@cryptomaster_support' });
    expect(json.data.pending).not.toHaveProperty('supportTickets');
  });

  test('every figure counts real rows', async () => {
    const players = await Promise.all(['Ann', 'Ben', 'Cid'].map((name) => api.register(name)));
    const [ann, ben, cid] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    // two pending deposits, one pending withdrawal
    for (const [i, p] of [ann, ben].entries()) {
      const made = await api.call('POST', '/api/deposits', {
        token: p.token,
        body: { amount: String(20 + i), network: 'TRC20', reference: txHash(`dash-${i}`) },
      });
      expect(made.status).toBe(201);
    }
    await api.fund(cid.user.id, 100);
    await api.sql`update users set has_deposited = true where id = ${cid.user.id}`;
    const withdrawal = await api.call('POST', '/api/withdrawals', {
      token: cid.token,
      body: { amount: '30', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    });
    expect(withdrawal.status).toBe(201);
    // a pending task proof, uploaded as a player's form would
    const task = await http('POST', '/api/admin/tasks', adminToken, { title: 'Share us', verification: 'proof' });
    expect(task.status).toBe(201);
    const form = new FormData();
    for (const [k, v] of Object.entries({ username: '@ann', taskUrl: 'https://x.com/ann/status/1' })) form.append(k, v);
    form.append('screenshot', new File([png], 'shot.png', { type: 'image/png' }));
    const proof = await fetch(`http://127.0.0.1:${server.port}/api/tasks/${task.json.data.id}/proofs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ann.token}` },
      body: form,
    });
    expect(proof.status).toBe(201);
    // a daily bonus claim
    expect((await api.call('POST', '/api/daily-bonus/claim', { token: ben.token })).status).toBe(200);
    // a tournament whose end has passed and that nobody settled yet
    const now = api.clock.now();
    const created = await http('POST', '/api/admin/tournaments', adminToken, {
      name: 'Overdue Cup',
      entryFee: '0',
      prizePool: '0',
      maxParticipants: 10,
      startDate: new Date(now.getTime() + 60_000).toISOString(),
      endDate: new Date(now.getTime() + 3_600_000).toISOString(),
      difficulty: 'easy',
      questionCount: 5,
    });
    expect(created.status).toBe(201);
    await api.sql`update tournaments set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
                  where id = ${created.json.data.id}`;
    await api.sql`update app_settings set document = jsonb_set(document, '{appConfig}',
                    coalesce(document->'appConfig', '{}') || '{"supportEmail": "help@quiz.test"}')`;
    const { forgetCachedSettings } = await import('../../domain/settings/read-settings.ts');
    forgetCachedSettings();

    await api.sql`select analytics_refresh()`; // the 5-minute rollup Active Users reads
    const { json } = await http('GET', '/api/admin/dashboard', adminToken);
    const data = json.data;
    const [recount] = await api.sql<{ users: number; deposits: number; withdrawals: number; proofs: number }[]>`
      select (select count(*) from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin'))::int as users, -- players: an admin is not one
        (select count(*) from transactions where type = 'deposit' and status = 'pending')::int as deposits,
        (select count(*) from transactions where type = 'withdrawal' and status = 'pending')::int as withdrawals,
        (select count(*) from task_proofs where status = 'pending')::int as proofs`;
    expect(recount).toMatchObject({ deposits: 2, withdrawals: 1, proofs: 1 });
    expect(data.overview.users.totalUsers).toBe(recount!.users);
    // every player here had money move (sign-up bonus, funding) or asked for a deposit this week
    expect(data.overview.users.activeUsers).toBe(recount!.users);
    expect(data.pending).toEqual({
      deposits: 2,
      withdrawals: 1,
      verifications: 3,
      taskProofs: 1,
      tournamentApprovals: 1,
    });
    expect(data.overview.dailyBonus).toMatchObject({ totalClaims: 1, claimsToday: 1, claimsThisWeek: 1, topStreak: 1 });
    expect(Number(data.overview.dailyBonus.totalDistributed)).toBeGreaterThan(0);
    // the three newest sign-ups (registered at once, in any order)
    expect(new Set(data.recent.users.slice(0, 3).map((u: { name: string }) => u.name))).toEqual(
      new Set(['Ann', 'Ben', 'Cid']),
    );
    expect(data.recent.transactions.length).toBeGreaterThan(0);
    expect(data.recent.tournaments[0]).toMatchObject({ name: 'Overdue Cup' });
    expect(data.support.email).toBe('help@quiz.test');
  });
});

describe('Telegram card', () => {
  test("counts today's Mini App launches and players, not password sign-ins", async () => {
    const before = (await http('GET', '/api/admin/dashboard/telegram', adminToken)).json.data;
    expect(before).toMatchObject({
      bot: {
        configured: true,
        username: 'quiz_test_bot',
        miniAppUrl: 'https://t.me/quiz_test_bot/app',
        integrationEnabled: true,
      },
      launchesToday: 0,
      playersToday: 0,
      admin: { linked: false, telegramId: null },
    });
    const alice = { id: 9_100_001, first_name: 'Alice' };
    for (const user of [alice, alice, { id: 9_100_002, first_name: 'Bob' }]) {
      expect((await launch(user)).status).toBe(200);
    }
    await api.register('Web Only');
    // a launch from yesterday is not today's
    await api.sql`update sign_in_signals set at = now() - interval '2 days'
                  where id = (select min(id) from sign_in_signals where method = 'telegram')`;
    const after = (await http('GET', '/api/admin/dashboard/telegram', adminToken)).json.data;
    expect(after).toMatchObject({ launchesToday: 2, playersToday: 2 });
  });

  test('the admin links their own account through a one-time Mini App link for their username', async () => {
    for (const telegramUsername of ['', 'ab', 'has space', '@'.repeat(6)]) {
      const bad = await http('POST', '/api/admin/dashboard/telegram/link', adminToken, { telegramUsername });
      expect(bad.status).toBe(400);
    }
    expect((await http('POST', '/api/admin/dashboard/telegram/link', adminToken, {})).status).toBe(400);
    const made = await http('POST', '/api/admin/dashboard/telegram/link', adminToken, {
      telegramUsername: '@The_Admin',
    });
    expect(made.status).toBe(201);
    expect(made.json.data.url).toBe(`https://t.me/quiz_test_bot/app?startapp=${made.json.data.startParam}`);
    expect(made.json.data.startParam).toMatch(/^link-[A-Za-z0-9_-]{24}$/);
    // a leaked link is no use to another Telegram user
    const stranger = await launch(
      { id: 9_400_001, first_name: 'Mallory', username: 'mallory' },
      made.json.data.startParam,
    );
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.message).toBe('This link is for the Telegram user @the_admin');
    // a Telegram account that already plays cannot be taken over
    expect((await launch({ id: 9_100_001, first_name: 'Alice', username: 'the_admin' })).status).toBe(200);
    const taken = await launch(
      { id: 9_100_001, first_name: 'Alice', username: 'the_admin' },
      made.json.data.startParam,
    );
    expect(taken.status).toBe(409);
    // (Alice gives the handle up; the admin takes it)
    await api.sql`update users set telegram_username = 'alice' where telegram_id = 9100001`;
    const me = { id: 9_200_001, first_name: 'Admin', username: 'the_admin' };
    const linked = await launch(me, made.json.data.startParam);
    expect(linked.status).toBe(200);
    expect(linked.json.data).toMatchObject({ isNewUser: false, user: { id: adminId } });
    // the same launch again signs in again; another Telegram user with the used code is refused
    expect((await launch(me, made.json.data.startParam)).json.data.user.id).toBe(adminId);
    expect(
      (await launch({ id: 9_200_002, first_name: 'Eve', username: 'the_admin' }, made.json.data.startParam)).status,
    ).toBe(400);
    const status = (await http('GET', '/api/admin/dashboard/telegram', adminToken)).json.data;
    expect(status.admin).toEqual({ linked: true, telegramId: '9200001', username: 'the_admin', fullName: 'Admin' });
    const again = await http('POST', '/api/admin/dashboard/telegram/link', adminToken, {
      telegramUsername: 'the_admin',
    });
    expect(again.status).toBe(409);
    const [audit] = await api.sql`select action, actor_id from audit_log where action = 'user.telegram_link'`;
    expect(audit).toMatchObject({ actor_id: adminId });
    // the users screen's Telegram counter follows the link
    const [counter] = await api.sql<{ n: number }[]>`
      select coalesce(sum(count), 0)::int as n from user_counters where telegram`;
    const [recount] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from users u where telegram_id is not null and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`; // players only
    expect(counter!.n).toBe(recount!.n);
  });

  test('a Telegram id links to one account only: two link codes and a first launch at once', async () => {
    const admins = await Promise.all([api.register('Twin Admin 1'), api.register('Twin Admin 2')]);
    for (const a of admins) await api.makeAdmin(a.user.id);
    const codes = await Promise.all(
      admins.map((a) =>
        http('POST', '/api/admin/dashboard/telegram/link', a.token, { telegramUsername: 'twin_admin' }),
      ),
    );
    const twin = { id: 9_400_001, first_name: 'Twin', username: 'twin_admin' };
    const [plain, ...links] = await Promise.all([
      launch(twin),
      ...codes.map((c) => launch(twin, c.json.data.startParam)),
    ]);
    expect(plain!.status).toBe(200);
    expect(links.filter((l) => l.status === 200).length).toBeLessThanOrEqual(1);
    for (const refused of links.filter((l) => l.status !== 200)) expect(refused.json.error.code).toBe('CONFLICT');
    // One account holds the id, on its row and in the id's lookup (decision 0080), and every launch signed into it.
    const holders = await api.sql<{ id: string }[]>`select id from users where telegram_id = 9400001`;
    expect(holders.length).toBe(1);
    expect([...(await api.sql`select user_id from telegram_ids where telegram_id = 9400001`)]).toEqual([
      { user_id: holders[0]!.id },
    ]);
    expect(plain!.json.data.user.id).toBe(holders[0]!.id);
  });

  test('an expired link code is refused', async () => {
    const other = await api.register('Second Admin');
    await api.makeAdmin(other.user.id);
    const made = await http('POST', '/api/admin/dashboard/telegram/link', other.token, {
      telegramUsername: 'late_admin',
    });
    await api.sql`update telegram_link_codes set expires_at = ${new Date(api.clock.now().getTime() - 1000)}
                  where user_id = ${other.user.id}`;
    const res = await launch({ id: 9_300_001, first_name: 'Late', username: 'late_admin' }, made.json.data.startParam);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/expired/);
  });
});
