import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { runOnce, quickAddJob } from 'graphile-worker';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const at = (iso: string) => api.clock.set(new Date(iso));
const claim = (token: string, tz?: string) =>
  api.call('POST', '/api/daily-bonus/claim', { token, headers: tz ? { 'x-timezone': tz } : {} });
const status = (token: string, tz?: string) =>
  api.call('GET', '/api/daily-bonus', { token, headers: tz ? { 'x-timezone': tz } : {} });

describe('daily bonus', () => {
  test('claim once, then the 24-hour cooldown: the bonus goes to the bonus balance with a transaction and an activity; a second claim is 409', async () => {
    at('2027-03-01T10:00:00Z');
    const player = await api.register();
    expect((await status(player.token)).json.data).toMatchObject({
      available: true,
      streak: 0,
      multiplier: 1,
      nextAmount: '1',
    });
    const first = await claim(player.token);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      amount: '1',
      streak: 1,
      multiplier: 1,
      nextAvailableAt: '2027-03-02T10:00:00.000Z',
    });
    expect(first.json.data.user.bonusBalance).toBe('6');
    const second = await claim(player.token);
    expect(second.status).toBe(409);
    expect(second.json.error).toEqual({ code: 'DAILY_BONUS_NOT_AVAILABLE', message: 'Daily bonus is not available' });
    expect((await status(player.token)).json.data).toMatchObject({
      available: false,
      streak: 1,
      nextAvailableAt: '2027-03-02T10:00:00.000Z',
    });
    const [tx] =
      await api.sql`select type, status, amount from transactions where user_id = ${player.user.id} and type = 'daily_bonus'`;
    expect(tx).toMatchObject({ type: 'daily_bonus', status: 'completed', amount: 1_000_000 });
    const activities = (await api.call('GET', '/api/activities', { token: player.token })).json.data;
    expect(activities[0].type).toBe('daily_bonus_claimed');
  });

  test('the streak continues only from yesterday, with the multiplier table, capped at the max amount', async () => {
    at('2027-04-01T09:00:00Z');
    const player = await api.register();
    const amounts: string[] = [];
    for (let day = 0; day < 8; day++) {
      api.clock.set(new Date(Date.UTC(2027, 3, 1 + day, 9)));
      amounts.push((await claim(player.token)).json.data.amount);
    }
    expect(amounts).toEqual(['1', '1', '1.5', '1.5', '1.5', '1.5', '2', '2']);
    const [user] = await api.sql`select daily_streak from users where id = ${player.user.id}`;
    expect(user!.daily_streak).toBe(8);
    api.clock.set(new Date(Date.UTC(2027, 3, 11, 9))); // missed two days
    expect((await claim(player.token)).json.data).toMatchObject({ streak: 1, amount: '1' });

    await api.sql`update users set daily_streak = 40, last_bonus_claim_date = '2027-04-11' where id = ${player.user.id}`;
    await api.sql`update app_settings set document = jsonb_set(document, '{dailyBonus}', '{"baseAmount": "5", "maxAmount": "12"}')`;
    await Bun.sleep(1_100);
    api.clock.set(new Date(Date.UTC(2027, 3, 12, 9)));
    expect((await claim(player.token)).json.data).toMatchObject({ streak: 41, multiplier: 3, amount: '12' });
    await api.sql`update app_settings set document = document - 'dailyBonus'`;
    await Bun.sleep(1_100);
  });

  test('the calendar day is the player time zone: 23:30 UTC is already tomorrow in Tokyo', async () => {
    // A one-hour cooldown, so the day's cap of one claim is what refuses or allows below.
    await api.sql`update app_settings set document = jsonb_set(document, '{dailyBonus}', '{"cooldownHours": 1}')`;
    forgetCachedSettings();
    at('2027-05-01T10:00:00Z');
    const player = await api.register();
    expect((await claim(player.token, 'Asia/Tokyo')).status).toBe(200);
    at('2027-05-01T14:59:00Z'); // 23:59 in Tokyo
    expect((await claim(player.token, 'Asia/Tokyo')).status).toBe(409);
    at('2027-05-01T15:01:00Z'); // 00:01 next day in Tokyo
    const next = await claim(player.token, 'Asia/Tokyo');
    expect(next.status).toBe(200);
    expect(next.json.data.streak).toBe(2);
    // Hopping time zones right after a claim does not open another "day".
    at('2027-05-01T15:30:00Z');
    expect((await claim(player.token, 'Pacific/Kiritimati')).status).toBe(409);
    await api.sql`update app_settings set document = document - 'dailyBonus'`;
    forgetCachedSettings();
  });

  test('concurrent claims: exactly one succeeds', async () => {
    at('2027-06-01T10:00:00Z');
    const player = await api.register();
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(player.token)));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409).length).toBe(9);
    const [n] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where user_id = ${player.user.id} and type = 'daily_bonus'`;
    expect(n!.n).toBe(1);
  });

  test('daily_bonus__reset_streaks: the worker job resets the streaks of players who missed a day, idempotently', async () => {
    const [missed, current] = [await api.register(), await api.register()];
    await api.sql`update users set daily_streak = 5, last_bonus_claim_date = current_date - 3 where id = ${missed.user.id}`;
    await api.sql`update users set daily_streak = 5, last_bonus_claim_date = current_date - 1 where id = ${current.user.id}`;
    useWorkerDatabase(api.db.url);
    for (let i = 0; i < 2; i++) {
      await quickAddJob({ connectionString: api.db.url }, 'daily_bonus__reset_streaks', {});
      await runOnce({ connectionString: api.db.url, taskList });
    }
    const rows = await api.sql<
      { id: string; daily_streak: number }[]
    >`select id, daily_streak from users where id in (${missed.user.id}, ${current.user.id})`;
    const byId = Object.fromEntries(rows.map((r) => [r.id, r.daily_streak]));
    expect(byId[missed.user.id]).toBe(0);
    expect(byId[current.user.id]).toBe(5);
  });
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
