import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { closeAccount } from '../../domain/users/close-account.ts';
import { createTestApi, testBotToken, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let nextTelegramId = 5_000_000;
function initData(overrides: { user?: object; authDate?: number; startParam?: string; token?: string } = {}) {
  const user = overrides.user ?? {
    id: nextTelegramId++,
    first_name: 'Satoshi',
    last_name: 'N',
    username: 'satoshi',
    photo_url: 'https://t.me/i/userpic/1.jpg',
  };
  const fields: Record<string, string> = {
    auth_date: String(overrides.authDate ?? Math.floor(Date.now() / 1000)),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
  };
  if (overrides.startParam) fields.start_param = overrides.startParam;
  return signInitData(fields, overrides.token ?? testBotToken);
}
const init = (body: object) => api.call('POST', '/api/telegram-webapp/webapp-init', { body });

describe('Telegram webapp-init', () => {
  test('a valid launch creates the user with the welcome bonus and returns tokens', async () => {
    const res = await init({ initData: initData({ user: { id: 42, first_name: 'Vitalik', username: 'vb' } }) });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.isNewUser).toBe(true);
    expect(res.json.data.user).toMatchObject({
      telegramId: 42,
      telegramUsername: 'vb',
      isTelegramUser: true,
      fullName: 'Vitalik',
      bonusBalance: '5',
      playableBalance: '0',
      balance: '5',
    });
    expect(res.json.data.tokens.accessToken).toBeString();
    const profile = await api.call('GET', '/api/users/profile', { token: res.json.data.tokens.accessToken });
    expect(profile.json.data.telegramId).toBe(42);
    const [bonus] =
      await api.sql`select t.type, t.amount, t.status from transactions t join users u on u.id = t.user_id where u.telegram_id = 42`;
    expect(bonus).toMatchObject({ type: 'welcome_bonus', amount: 5_000_000, status: 'completed' });
  });

  test('a second launch signs the same user in, updates the Telegram profile, no second bonus', async () => {
    const again = await init({
      initData: initData({ user: { id: 42, first_name: 'Vitalik', last_name: 'B', username: 'vbuterin' } }),
    });
    expect(again.status).toBe(200);
    expect(again.json.data.isNewUser).toBe(false);
    expect(again.json.data.user).toMatchObject({
      telegramUsername: 'vbuterin',
      fullName: 'Vitalik B',
      bonusBalance: '5',
    });
  });

  test('a launch racing the closure of its account makes a new account, never a session on the closed one', async () => {
    // A player who never held money (an account with a balance cannot be closed): no welcome bonus.
    const adminToken = await api.registerAdmin();
    const bonus = (amount: string) =>
      api.call('PUT', '/api/admin/settings', { token: adminToken, body: { welcomeBonus: { amount } } });
    expect((await bonus('0')).status).toBe(200);
    const data = initData({ user: { id: 778, first_name: 'Closing' } });
    const first = await init({ initData: data });
    await bonus('5');
    const closedId = first.json.data.user.id as string;
    const [admin] = await api.sql<{ id: string }[]>`select id from users where id <> ${closedId} limit 1`;
    // The closure holds the player's row while the launch reads the Telegram id's lookup and then waits for that row.
    let commitClosure!: () => void;
    const held = new Promise<void>((resolve) => {
      commitClosure = resolve;
    });
    const closing = api.sql.begin(async (tx) => {
      await closeAccount(tx, { adminId: admin!.id, userId: closedId, now: new Date() });
      await held;
    });
    await Bun.sleep(100);
    const launch = init({ initData: data });
    await Bun.sleep(300);
    commitClosure();
    await closing;
    const res = await launch;
    expect(res.status).toBe(200);
    expect(res.json.data.isNewUser).toBe(true);
    expect(res.json.data.user.id).not.toBe(closedId);
    const holders = await api.sql`select user_id from telegram_ids where telegram_id = 778`;
    expect([...holders]).toEqual([{ user_id: res.json.data.user.id }]);
  });

  test('concurrent first launches of one Telegram user create one account', async () => {
    const data = initData({ user: { id: 777, first_name: 'Twin' } });
    const results = await Promise.all(Array.from({ length: 5 }, () => init({ initData: data })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.data.isNewUser).length).toBe(1);
    const [count] = await api.sql<{ n: number }[]>`select count(*)::int as n from users where telegram_id = 777`;
    expect(count!.n).toBe(1);
    // The Telegram id's lookup (decision 0080) names the one account.
    const held = await api.sql`select user_id from telegram_ids where telegram_id = 777`;
    expect([...held]).toEqual([{ user_id: results[0]!.json.data.user.id }]);
    expect(new Set(results.map((r) => r.json.data.user.id)).size).toBe(1);
  });

  test('tampered, unsigned, wrongly signed and stale init data are refused with 401', async () => {
    const good = initData();
    const tampered = good.replace('Satoshi', 'Mallory');
    const unsigned = new URLSearchParams(good);
    unsigned.delete('hash');
    const cases = [
      tampered,
      unsigned.toString(),
      initData({ token: '999:other-bot' }),
      initData({ authDate: Math.floor(Date.now() / 1000) - 86_401 }),
      'user=%7B%7D&hash=zz',
    ];
    for (const data of cases) {
      const res = await init({ initData: data });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('INVALID_INIT_DATA');
    }
  });

  test('the referral code from start_param or the body is captured', async () => {
    const referrer = await api.register('Referrer');
    const viaStart = await init({ initData: initData({ startParam: referrer.user.referralCode }) });
    expect(viaStart.json.data.user.referrerId).toBe(referrer.user.id);
    const viaBody = await init({ initData: initData(), referralCode: referrer.user.referralCode.toLowerCase() });
    expect(viaBody.json.data.user.referrerId).toBe(referrer.user.id);
    const unknown = await init({ initData: initData(), referralCode: 'NOPE1234' });
    expect(unknown.json.data.user.referrerId).toBeNull();
  });

  test('a blocked player signs in again and reads why on the blocked screen, refused every action', async () => {
    const admin = await api.registerAdmin();
    const data = () => initData({ user: { id: 4_242_424, first_name: 'Blocked', username: 'blocked_tg' } });
    const first = await init({ initData: data() });
    const { id } = first.json.data.user;
    const block = await api.call('PUT', `/api/admin/users/${id}/block`, {
      token: admin,
      body: { reason: 'Multiple accounts', hours: 24 },
    });
    expect(block.status).toBe(200);

    const again = await init({ initData: data() });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ isNewUser: false, user: { id, status: 'blocked' } });
    const token = again.json.data.tokens.accessToken as string;
    const notice = await api.call('GET', '/api/users/block-notice', { token });
    expect(notice.json.data).toMatchObject({
      block: { reason: 'Multiple accounts' },
      balances: { balance: '5', bonusBalance: '5' },
    });
    for (const [method, path] of [
      ['GET', '/api/users/profile'],
      ['POST', '/api/telegram-webapp/sync-user'],
      ['POST', '/api/daily-bonus/claim'],
    ] as const) {
      const refused = await api.call(method, path, { token });
      expect({ path, code: refused.json?.error?.code }).toEqual({ path, code: 'USER_BLOCKED' });
    }
  });

  test('sync-user returns the signed-in user and needs a token', async () => {
    const res = await init({ initData: initData() });
    const synced = await api.call('POST', '/api/telegram-webapp/sync-user', {
      token: res.json.data.tokens.accessToken,
    });
    expect(synced.status).toBe(200);
    expect(synced.json.data.id).toBe(res.json.data.user.id);
    expect((await api.call('POST', '/api/telegram-webapp/sync-user')).status).toBe(401);
  });

  test('init is rate limited per client with the spec message', async () => {
    await api.sql`update app_settings set document = jsonb_set(document, '{system}', '{"security":{"rateLimitMax":3}}')`;
    await new Promise((r) => setTimeout(r, 1_100)); // settings cache
    let last;
    for (let i = 0; i < 5; i++) last = await init({ initData: initData() });
    expect(last!.status).toBe(429);
    expect(last!.json.error).toEqual({ code: 'RATE_LIMITED', message: 'Rate limited - please try again later' });
  });
});
