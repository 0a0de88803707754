import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { queuedJobs } from '../../testing/jobs.ts';

// Issue 21's profile rules, through the API: goals and earnings, the 429 on profile changes, the
// avatar checked by its bytes, password change and sign-out everywhere, notification preferences.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const rateLimitedMessage = 'Rate limited - please try again later';

async function pay(userId: string, type: 'quiz_reward' | 'referral_bonus', usdt: number) {
  const amount = usdt * 1_000_000;
  await api.sql.begin((tx) =>
    postJournal(tx, {
      type,
      userId,
      description: 'test reward',
      postings: [
        { account: { system: 'house' }, amount: -amount },
        { account: { user: userId, kind: 'playable' }, amount },
      ],
    }),
  );
}

describe('overview and goals', () => {
  test('a new player: every goal at zero, no rank, level 1 of 10 in tier 1', async () => {
    const p = await api.register('Fresh');
    const res = await api.call('GET', '/api/users/profile/overview', { token: p.token });
    expect(res.status).toBe(200);
    const o = res.json.data;
    expect(o.rank).toBeNull();
    expect(o.level).toEqual({ level: 1, tier: 1, levelInTier: 1, levelsPerTier: 10 });
    expect(o.earnings).toEqual({ weekly: '0', monthly: '0', monthlyTarget: '1000', referral: '0' });
    expect(o.goals.map((g: { id: string }) => g.id)).toEqual([
      'next_level',
      'weekly_quizzes',
      'bonus_streak',
      'first_deposit',
      'invite_friends',
      'monthly_earnings',
    ]);
    for (const g of o.goals) {
      expect(g.percent).toBe(0);
      expect(g.completed).toBe(false);
    }
    expect(o.goals[0]).toMatchObject({ icon: 'Star', title: 'Reach level 2', current: 0, target: 100 });
  });

  test('goals follow the player data; bars stop at 100%; earnings and rank come from the ledger', async () => {
    const p = await api.register('Busy');
    const friendA = await api.register('A');
    const friendB = await api.register('B');
    const id = p.user.id as string;
    await api.sql`update users set level = 13, total_xp = 1250, daily_streak = 9, has_deposited = true where id = ${id}`;
    await api.sql`update users set referrer_id = ${id} where id in (${friendA.user.id}, ${friendB.user.id})`;
    await api.sql`
      insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
      select ${id}, 'easy', 'standard', 'completed', 5, now() - make_interval(secs => g), now() - make_interval(secs => g - 1)
      from generate_series(10, 40) g where g % 5 = 0`; // 7 completed quizzes in the last minute
    await pay(id, 'quiz_reward', 1200);
    await pay(id, 'referral_bonus', 10);
    const o = (await api.call('GET', '/api/users/profile/overview', { token: p.token })).json.data;
    expect(o.level).toEqual({ level: 13, tier: 2, levelInTier: 3, levelsPerTier: 10 });
    expect(o.earnings).toEqual({ weekly: '1210', monthly: '1210', monthlyTarget: '1000', referral: '10' });
    expect(o.rank).toEqual({ position: 1, period: 'week' });
    const byId = Object.fromEntries(o.goals.map((g: { id: string }) => [g.id, g]));
    expect(byId.next_level).toMatchObject({ current: 1250, target: 1300, percent: 96, completed: false });
    expect(byId.weekly_quizzes).toMatchObject({ current: 7, target: 10, percent: 70 });
    expect(byId.bonus_streak).toMatchObject({ icon: 'Flame', current: 9, target: 7, percent: 100, completed: true });
    expect(byId.first_deposit).toMatchObject({ current: 1, target: 1, percent: 100, completed: true });
    expect(byId.invite_friends).toMatchObject({ icon: 'Users', current: 2, target: 5, percent: 40 });
    expect(byId.monthly_earnings).toMatchObject({ current: '1210', target: '1000', percent: 100, completed: true });
  });

  test('the overview needs a signed-in player', async () => {
    expect((await api.call('GET', '/api/users/profile/overview')).status).toBe(401);
  });
});

describe('PUT /api/users/profile is rate limited', () => {
  test('the 11th change within a minute is a 429 with the spec message; another player is not affected', async () => {
    const p = await api.register('Busy Typist');
    for (let i = 0; i < 10; i++) {
      const ok = await api.call('PUT', '/api/users/profile', { token: p.token, body: { name: `Name ${i}` } });
      expect(ok.status).toBe(200);
    }
    const refused = await api.call('PUT', '/api/users/profile', { token: p.token, body: { name: 'One more' } });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: 'RATE_LIMITED', message: rateLimitedMessage });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const profile = (await api.call('GET', '/api/users/profile', { token: p.token })).json.data;
    expect(profile.name).toBe('Name 9');
    const other = await api.register('Other');
    expect((await api.call('PUT', '/api/users/profile', { token: other.token, body: { name: 'Fine' } })).status).toBe(
      200,
    );
  });
});

// Headers only: the server reads the type and the dimensions, it never decodes the pixels.
function png(width: number, height: number) {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}
function jpeg(width: number, height: number) {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with the dimensions.
  const b = new Uint8Array(2 + 18 + 19);
  b.set([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
  b.set([0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3], 20);
  return b;
}
function webp(width: number, height: number) {
  const b = new Uint8Array(30);
  b.set(new TextEncoder().encode('RIFF'), 0);
  b.set(new TextEncoder().encode('WEBPVP8X'), 8);
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, w >> 16, h & 255, (h >> 8) & 255, h >> 16], 24);
  return b;
}

async function upload(token: string, bytes: Uint8Array, type = 'image/png', name = 'me.png') {
  const form = new FormData();
  form.append('avatar', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const response = await api.handle(
    new Request('http://localhost/api/users/profile/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: response.status, json: (await response.json()) as any };
}

describe('avatar upload', () => {
  test('PNG, JPEG and WebP up to 400 x 400 are stored and served back; the profile points at them', async () => {
    const p = await api.register('Pictured');
    for (const [bytes, type] of [
      [png(400, 400), 'image/png'],
      [jpeg(120, 80), 'image/jpeg'],
      [webp(400, 300), 'image/webp'],
    ] as const) {
      const res = await upload(p.token, bytes, 'application/octet-stream', 'no-extension');
      expect(res.status).toBe(200);
      const avatar = res.json.data.avatar as string;
      expect(avatar).toStartWith(`/api/users/${p.user.id}/avatar?v=`);
      const served = await api.handle(new Request(`http://localhost${avatar}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    const removed = await api.call('DELETE', '/api/users/profile/avatar', { token: p.token });
    expect(removed.json.data.avatar).toBeNull();
    expect((await api.handle(new Request(`http://localhost/api/users/${p.user.id}/avatar`))).status).toBe(404);
  });

  test('refused by the bytes, whatever the name and declared type: not an image, GIF, larger than 400 px', async () => {
    const p = await api.register('Sneaky');
    const html = new TextEncoder().encode('<svg onload=alert(1)></svg>');
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    const cases: [Uint8Array, string][] = [
      [html, 'The avatar must be a PNG, JPEG or WebP image'],
      [gif, 'The avatar must be a PNG, JPEG or WebP image'],
      [png(401, 100), 'The image must be at most 400 x 400 pixels (this one is 401 x 100)'],
      [jpeg(100, 1200), 'The image must be at most 400 x 400 pixels (this one is 100 x 1200)'],
      [webp(800, 800), 'The image must be at most 400 x 400 pixels (this one is 800 x 800)'],
      [png(100, 100).slice(0, 12), 'The image could not be read'],
      [new Uint8Array(300 * 1024).fill(0xff), 'The image must be at most 256 KB'],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(p.token, bytes, 'image/png', 'avatar.png');
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    const missing = await api.call('POST', '/api/users/profile/avatar', { token: p.token, body: {} });
    expect(missing.status).toBe(400);
    expect((await api.call('GET', '/api/users/profile', { token: p.token })).json.data.avatar).toBeNull();
  });
});

async function login(email: string, password: string) {
  return api.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-test-client': email } });
}

describe('password and sessions', () => {
  test('changing the password keeps this session and ends every other one', async () => {
    const p = await api.register('Careful');
    const other = (await login(p.email, p.password)).json.data;
    expect((await api.call('GET', '/api/users/profile', { token: other.accessToken })).status).toBe(200);

    const wrong = await api.call('PUT', '/api/users/password', {
      token: p.token,
      body: { currentPassword: 'not it at all', newPassword: 'a brand new one' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.message).toBe('Your current password is not correct');
    const short = await api.call('PUT', '/api/users/password', {
      token: p.token,
      body: { currentPassword: p.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);

    const changed = await api.call('PUT', '/api/users/password', {
      token: p.token,
      body: { currentPassword: p.password, newPassword: 'a brand new one' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.data.endedSessions).toBe(1);
    expect((await api.call('GET', '/api/users/profile', { token: p.token })).status).toBe(200);
    expect((await api.call('GET', '/api/users/profile', { token: other.accessToken })).status).toBe(401);
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: other.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await login(p.email, p.password)).status).toBe(401);
    expect((await login(p.email, 'a brand new one')).status).toBe(200);
  });

  test('sign out everywhere ends every session, this one included', async () => {
    const p = await api.register('Leaving');
    const other = (await login(p.email, p.password)).json.data;
    const res = await api.call('DELETE', '/api/users/sessions', { token: p.token });
    expect(res.status).toBe(200);
    expect(res.json.data.endedSessions).toBe(2);
    for (const token of [p.token, other.accessToken])
      expect((await api.call('GET', '/api/users/profile', { token })).status).toBe(401);
    for (const refreshToken of [p.refreshToken, other.refreshToken])
      expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await login(p.email, p.password)).status).toBe(200);
  });

  test('a Telegram account has no password to change', async () => {
    const p = await api.register('Telegram');
    await api.sql`delete from email_identities where user_id = ${p.user.id}`;
    const res = await api.call('PUT', '/api/users/password', {
      token: p.token,
      body: { currentPassword: 'whatever it was', newPassword: 'a brand new one' },
    });
    expect(res.status).toBe(403);
  });
});

describe('notification preferences', () => {
  const countOf = async (userId: string, type: string) =>
    (await api.sql`select count(*)::int as n from notifications where user_id = ${userId} and type = ${type}`)[0]!.n;

  test('all on by default; a muted group writes no notification, others still do; money ones cannot be muted', async () => {
    const p = await api.register('Quiet');
    const id = p.user.id as string;
    const initial = await api.call('GET', '/api/users/notification-preferences', { token: p.token });
    expect(initial.json.data).toEqual({
      categories: { tournaments: true, tasks: true, referrals: true, achievements: true, dailyBonus: true },
      telegram: true,
    });
    const saved = await api.call('PUT', '/api/users/notification-preferences', {
      token: p.token,
      body: { categories: { referrals: false, achievements: false } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.categories).toMatchObject({ referrals: false, achievements: false, tasks: true });

    const send = (type: 'referral_reward' | 'task_proof_approved' | 'deposit_approved') =>
      api.sql.begin((tx) =>
        notify(tx, { userId: id, type, title: 'T', message: 'M', wording: { key: 'level_up', values: { level: 2 } } }),
      );
    expect((await send('referral_reward')).id).toBeNull();
    expect((await send('task_proof_approved')).id).toBeNumber();
    expect((await send('deposit_approved')).id).toBeNumber();
    // The level-up notification is written in SQL by the level's writers: it honours the preference too.
    await api.sql`select notifications_level_up(${id}, 2)`;
    expect(await countOf(id, 'referral_reward')).toBe(0);
    expect(await countOf(id, 'level_up')).toBe(0);
    expect(await countOf(id, 'task_proof_approved')).toBe(1);

    await api.call('PUT', '/api/users/notification-preferences', {
      token: p.token,
      body: { categories: { achievements: true } },
    });
    await api.sql`select notifications_level_up(${id}, 3)`;
    expect(await countOf(id, 'level_up')).toBe(1);

    const wallet = await api.call('PUT', '/api/users/notification-preferences', {
      token: p.token,
      body: { categories: { wallet: false } },
    });
    expect(wallet.status).toBe(400);
    expect((await api.call('PUT', '/api/users/notification-preferences', { token: p.token, body: {} })).status).toBe(
      400,
    );
  });

  test('Telegram off keeps notifications in the app: nothing is queued for the chat', async () => {
    const p = await api.register('Chatty');
    const id = p.user.id as string;
    await api.sql`update users set telegram_id = ${Math.floor(Math.random() * 1e9)}, telegram_can_message = true where id = ${id}`;
    const send = () =>
      api.sql.begin((tx) =>
        notify(tx, {
          userId: id,
          type: 'referral_reward',
          title: 'T',
          message: 'M',
          wording: { key: 'level_up', values: { level: 2 } },
        }),
      );
    const first = await send();
    const jobsFor = async (notificationId: number | null) =>
      (await queuedJobs(api.sql, 'notifications__deliver_telegram')).filter(
        (j) => (j.payload as { notificationId: number }).notificationId === notificationId,
      );
    expect(await jobsFor(first.id)).toHaveLength(1);
    await api.call('PUT', '/api/users/notification-preferences', { token: p.token, body: { telegram: false } });
    const second = await send();
    expect(second.id).toBeNumber();
    expect(await jobsFor(second.id)).toHaveLength(0);
  });
});
