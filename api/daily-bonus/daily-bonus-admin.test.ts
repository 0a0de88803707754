import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { resetMissedStreaks, sendBonusReminders } from '../../domain/daily-bonus/daily-bonus.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.registerAdmin();
}, 60_000);
afterAll(() => api.close(), 30_000);

const at = (iso: string) => api.clock.set(new Date(iso));
const claim = (token: string) => api.call('POST', '/api/daily-bonus/claim', { token });
const status = (token: string) => api.call('GET', '/api/daily-bonus', { token });
const saveBonus = (body: unknown) => api.call('PUT', '/api/admin/daily-bonus', { token: admin, body });
const defaults = {
  enabled: true,
  cooldownHours: 24,
  conditions: {
    requireQuiz: false,
    requireDeposit: false,
    requireVerification: false,
    minLevel: 1,
    maxClaimsPerDay: 1,
  },
};
const restore = async () => expect((await saveBonus(defaults)).status).toBe(200);

describe('daily bonus conditions and cooldown are enforced on the claim', () => {
  test('requireQuiz: refused with what is missing until the player completes a quiz that day', async () => {
    at('2027-02-01T08:00:00Z');
    expect((await saveBonus({ conditions: { requireQuiz: true } })).status).toBe(200);
    const player = await api.register();
    const before = await status(player.token);
    expect(before.json.data.available).toBe(false);
    expect(before.json.data.requirements).toEqual([
      { key: 'quiz', message: 'Complete a quiz today to unlock your bonus' },
    ]);
    const refused = await claim(player.token);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'DAILY_BONUS_LOCKED',
      message: 'Complete a quiz today to unlock your bonus',
    });
    await playQuiz(api, player.token, { right: (i) => i % 2 === 0 });
    expect((await status(player.token)).json.data).toMatchObject({ available: true, requirements: [] });
    expect((await claim(player.token)).status).toBe(200);
    await restore();
  });

  test('requireDeposit, requireVerification and minLevel each refuse, then allow once met', async () => {
    at('2027-02-03T08:00:00Z');
    const player = await api.register('Player', undefined, { verified: false }); // verification is one of the conditions
    const cases = [
      {
        change: { requireDeposit: true },
        message: 'Make your first deposit to unlock your bonus',
        meet: () => api.sql`update users set has_deposited = true where id = ${player.user.id}`,
      },
      {
        change: { requireVerification: true },
        message: 'Sign in with Telegram to verify your account and unlock your bonus',
        meet: () => api.sql`update users set telegram_id = 777001 where id = ${player.user.id}`,
      },
      {
        change: { minLevel: 3 },
        message: 'Reach level 3 to unlock your bonus',
        meet: () => api.sql`update users set level = 3 where id = ${player.user.id}`,
      },
    ];
    for (const [day, c] of cases.entries()) {
      at(`2027-02-0${3 + day}T08:00:00Z`);
      expect((await saveBonus({ conditions: { ...defaults.conditions, ...c.change } })).status).toBe(200);
      const refused = await claim(player.token);
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(c.message);
      // The level it needs travels with the requirement, for the client to word it in the player's language.
      if (c.change.minLevel)
        expect((await status(player.token)).json.data.requirements).toContainEqual({
          key: 'level',
          message: c.message,
          level: c.change.minLevel,
        });
      await c.meet();
      expect((await claim(player.token)).status).toBe(200);
    }
    await restore();
  });

  test('cooldownHours and maxClaimsPerDay: a claim opens after the cooldown, up to the day cap; the day keeps its streak', async () => {
    expect((await saveBonus({ cooldownHours: 2, conditions: { maxClaimsPerDay: 2 } })).status).toBe(200);
    const player = await api.register();
    at('2027-02-10T06:00:00Z');
    expect((await claim(player.token)).json.data).toMatchObject({
      streak: 1,
      nextAvailableAt: '2027-02-10T08:00:00.000Z',
    });
    at('2027-02-10T07:59:00Z');
    expect((await claim(player.token)).status).toBe(409);
    at('2027-02-10T08:00:00Z');
    const second = await claim(player.token);
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ streak: 1, nextAvailableAt: '2027-02-11T00:00:00.000Z' });
    at('2027-02-10T12:00:00Z');
    expect((await claim(player.token)).status).toBe(409); // the day's cap of 2
    expect((await status(player.token)).json.data).toMatchObject({ claimsToday: 2, maxClaimsPerDay: 2 });

    // The default 24-hour cooldown: the next day's claim waits for the hour of the last one.
    await restore();
    at('2027-02-11T07:00:00Z');
    expect((await claim(player.token)).status).toBe(409);
    at('2027-02-11T08:00:00Z');
    expect((await claim(player.token)).json.data.streak).toBe(2);
  });

  test('a late claim keeps a whole day of grace after the cooldown; the streak job agrees', async () => {
    const player = await api.register();
    at('2027-03-01T23:30:00Z');
    expect((await claim(player.token)).json.data.streak).toBe(1);
    at('2027-03-02T23:40:00Z');
    expect((await claim(player.token)).json.data.streak).toBe(2);
    at('2027-03-04T00:30:00Z'); // no claim on the 3rd, but within a day of the cooldown's end
    const streakAfterJob = async (iso: string) => {
      await resetMissedStreaks(api.sql, new Date(iso));
      const [u] = await api.sql<
        { daily_streak: number }[]
      >`select daily_streak from users where id = ${player.user.id}`;
      return u!.daily_streak;
    };
    expect(await streakAfterJob('2027-03-04T00:30:00Z')).toBe(2);
    expect((await claim(player.token)).json.data.streak).toBe(3);
    at('2027-03-06T01:00:00Z'); // more than a day after the cooldown ended: the streak is over
    expect(await streakAfterJob('2027-03-06T01:00:00Z')).toBe(0);
    expect((await claim(player.token)).json.data.streak).toBe(1);
  });

  test("the profile's bonus badge follows the conditions and the cooldown", async () => {
    const player = await api.register();
    const badge = async () =>
      (await api.call('GET', '/api/users/profile', { token: player.token })).json.data.dailyBonusAvailable;
    expect(await badge()).toBe(true);
    expect((await saveBonus({ conditions: { minLevel: 2 } })).status).toBe(200);
    api.profiles.clear();
    expect(await badge()).toBe(false);
    await restore();
    api.profiles.clear();
    expect(await badge()).toBe(true);
    api.clock.set(new Date());
    expect((await claim(player.token)).status).toBe(200);
    expect(await badge()).toBe(false);
  });

  test('the bonus switched off (enabled: false) refuses every claim', async () => {
    at('2027-03-10T10:00:00Z');
    const player = await api.register();
    expect((await saveBonus({ enabled: false })).status).toBe(200);
    // A switch the server enforces: the status and the claim both answer FEATURE_DISABLED (decision 0048).
    expect((await status(player.token)).json.error.code).toBe('FEATURE_DISABLED');
    const refused = await claim(player.token);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('FEATURE_DISABLED');
    await restore();
    expect((await claim(player.token)).status).toBe(200);
  });
});

describe('daily bonus notifications follow their settings', () => {
  const notices = async (userId: string, type: string) => [
    ...(await api.sql<{ title: string; message: string }[]>`
      select title, message from notifications where user_id = ${userId} and type = ${type} order by id`),
  ];

  test('streakMilestone: reaching a multiplier range (day 3) sends a notice; off, nothing', async () => {
    const [on, off] = [await api.register(), await api.register()];
    for (let day = 1; day <= 3; day++) {
      at(`2027-07-0${day}T09:00:00Z`);
      expect((await claim(on.token)).status).toBe(200);
    }
    expect(await notices(on.user.id, 'daily_bonus_streak')).toEqual([
      { title: '3-day streak!', message: 'Your daily bonus is now x1.5. Claim every day to keep it.' },
    ]);
    expect((await saveBonus({ notifications: { streakMilestone: false } })).status).toBe(200);
    for (let day = 1; day <= 3; day++) {
      at(`2027-07-1${day}T09:00:00Z`);
      expect((await claim(off.token)).status).toBe(200);
    }
    expect(await notices(off.user.id, 'daily_bonus_streak')).toEqual([]);
    expect((await saveBonus({ notifications: { streakMilestone: true } })).status).toBe(200);
  });

  test('reminders: one, reminderHours before the streak ends; none when reminders are off', async () => {
    const player = await api.register();
    at('2027-07-20T10:00:00Z');
    expect((await claim(player.token)).status).toBe(200);
    // Cooldown 24 h + a day of grace: the streak ends at 2027-07-22T10:00; the reminder is due 2 hours before.
    expect((await saveBonus({ notifications: { enabled: false } })).status).toBe(200);
    await sendBonusReminders(api.sql, new Date('2027-07-22T08:30:00Z'));
    expect(await notices(player.user.id, 'daily_bonus_ready')).toEqual([]);
    expect((await saveBonus({ notifications: { enabled: true, reminderHours: 2 } })).status).toBe(200);
    await sendBonusReminders(api.sql, new Date('2027-07-22T07:30:00Z')); // too early
    expect(await notices(player.user.id, 'daily_bonus_ready')).toEqual([]);
    await sendBonusReminders(api.sql, new Date('2027-07-22T08:30:00Z'));
    await sendBonusReminders(api.sql, new Date('2027-07-22T09:00:00Z')); // once per claim
    expect(await notices(player.user.id, 'daily_bonus_ready')).toEqual([
      { title: 'Your daily bonus is waiting', message: 'Claim it within 2 hours to keep your 1-day streak.' },
    ]);
  });
});

describe('daily bonus management', () => {
  test('every bound of the settings is refused with a 400 naming the field; nothing is saved', async () => {
    const bad: [unknown, string][] = [
      [{ baseAmount: '0.05' }, 'dailyBonus.baseAmount must be between 0.1 and 100'],
      [{ baseAmount: '100.5' }, 'dailyBonus.baseAmount must be between 0.1 and 100'],
      [{ maxAmount: '0.5' }, 'dailyBonus.maxAmount must be between 1 and 1000'],
      [{ maxAmount: '1001' }, 'dailyBonus.maxAmount must be between 1 and 1000'],
      [{ cooldownHours: 0 }, 'dailyBonus.cooldownHours must be between 1 and 48'],
      [{ cooldownHours: 49 }, 'dailyBonus.cooldownHours must be between 1 and 48'],
      [{ cooldownHours: 1.5 }, 'dailyBonus.cooldownHours must be a whole number'],
      [{ streakMultipliers: { '7-13': 0.5 } }, 'dailyBonus.streakMultipliers.7-13 must be between 1 and 5'],
      [{ streakMultipliers: { '30+': 5.5 } }, 'dailyBonus.streakMultipliers.30+ must be between 1 and 5'],
      [{ conditions: { minLevel: 0 } }, 'dailyBonus.conditions.minLevel must be between 1 and 100'],
      [{ conditions: { minLevel: 101 } }, 'dailyBonus.conditions.minLevel must be between 1 and 100'],
      [{ conditions: { maxClaimsPerDay: 0 } }, 'dailyBonus.conditions.maxClaimsPerDay must be between 1 and 24'],
      [{ conditions: { requireQuiz: 'yes' } }, 'dailyBonus.conditions.requireQuiz must be a boolean'],
      [{ baseAmount: '20', maxAmount: '10' }, 'dailyBonus.maxAmount must be at least dailyBonus.baseAmount'],
      [{ surprise: 1 }, 'Unknown setting dailyBonus.surprise'],
    ];
    const before = (await api.call('GET', '/api/admin/daily-bonus', { token: admin })).json.data.settings;
    for (const [body, message] of bad) {
      const res = await saveBonus(body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
      expect(res.json.error.message).toContain(message);
    }
    expect((await api.call('GET', '/api/admin/daily-bonus', { token: admin })).json.data.settings).toEqual(before);
  });

  test('a save is audited with before and after, and players see it at once', async () => {
    at('2027-04-01T10:00:00Z');
    const res = await saveBonus({ baseAmount: '2.5', streakMultipliers: { '1-2': 1.2 } });
    expect(res.status).toBe(200);
    expect(res.json.data.settings).toMatchObject({ baseAmount: '2.5', streakMultipliers: { '1-2': 1.2, '3-6': 1.5 } });
    const [entry] = await api.sql<{ action: string; before: any; after: any }[]>`
      select action, before, after from audit_log where action = 'settings.update' order by id desc limit 1`;
    expect(entry!.before.dailyBonus.baseAmount).toBe('1');
    expect(entry!.after.dailyBonus.baseAmount).toBe('2.5');
    const player = await api.register();
    expect((await claim(player.token)).json.data).toMatchObject({ amount: '3', multiplier: 1.2 });
    await saveBonus({ baseAmount: '1', streakMultipliers: { '1-2': 1 } });
  });

  test('stats equal a recount; recent claims page by cursor; the CSV has the spec columns', async () => {
    const now = new Date('2027-05-20T12:00:00Z');
    at(now.toISOString());
    const screen = (await api.call('GET', '/api/admin/daily-bonus', { token: admin })).json.data;
    const [recount] = await api.sql<any[]>`
      select (select count(*) from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin'))::int as users, -- players
        (select count(*) from daily_bonus_claims)::int as claims,
        (select coalesce(sum(amount), 0) from daily_bonus_claims)::int8 as total,
        (select max(daily_streak) from users)::int as top,
        (select count(distinct user_id) from daily_bonus_claims where claimed_at > ${now}::timestamptz - interval '7 days')::int as active`;
    expect(screen.stats).toMatchObject({
      totalUsers: recount.users,
      totalClaims: recount.claims,
      totalRewardsDistributed: String(Number(recount.total) / 1_000_000),
      topStreak: recount.top,
      activeUsers: recount.active,
    });
    expect(recount.claims).toBeGreaterThan(10);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api.call(
        'GET',
        `/api/admin/daily-bonus/claims?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
        {
          token: admin,
        },
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.data.map((c: any) => c.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(recount.claims);
    expect(new Set(seen).size).toBe(seen.length);

    const csv = await api.call('GET', '/api/admin/daily-bonus/export', { token: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('Date,User ID,Username,Amount,Streak,Status');
    expect(lines.length).toBe(recount.claims + 1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T.*,[0-9a-f-]{36},.*,\d+(\.\d+)?,\d+,completed$/);
  });

  test('Reset All Streaks resets every streak, is audited, and the next claim starts at day 1', async () => {
    at('2027-06-01T10:00:00Z');
    const player = await api.register();
    await api.sql`update users set daily_streak = 9, last_bonus_claim_date = '2027-05-31', last_bonus_claim_at = '2027-05-31T09:00:00Z' where id = ${player.user.id}`;
    const [{ n }] = (await api.sql`select count(*)::int as n from users where daily_streak > 0`) as unknown as [
      { n: number },
    ];
    const res = await api.call('POST', '/api/admin/daily-bonus/reset-streaks', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ reset: n });
    const [after] = await api.sql<{ left: number }[]>`select count(*)::int as left from users where daily_streak > 0`;
    expect(after!.left).toBe(0);
    const [entry] = await api.sql<any[]>`select after from audit_log where action = 'daily_bonus.reset_streaks'`;
    expect(entry.after).toEqual({ reset: n });
    expect((await claim(player.token)).json.data.streak).toBe(1);
  });

  test('players cannot reach the management endpoints', async () => {
    const player = await api.register();
    for (const [method, path] of [
      ['GET', '/api/admin/daily-bonus'],
      ['PUT', '/api/admin/daily-bonus'],
      ['POST', '/api/admin/daily-bonus/reset-streaks'],
      ['GET', '/api/admin/daily-bonus/export'],
    ] as const) {
      expect(
        (await api.call(method, path, { token: player.token, body: method === 'PUT' ? { enabled: true } : undefined }))
          .status,
      ).toBe(403);
    }
  });
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
