import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';
import { playQuiz, recordCompletedQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  adminToken = await api.registerAdmin();
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());
beforeEach(() => api.clock.advance(3_600_000)); // clear of the quiz limits

let counter = 0;
async function signUp(referralCode: string, name = 'Friend') {
  counter += 1;
  const email = `friend${counter}_${crypto.randomUUID().slice(0, 6)}@example.com`;
  const res = await api.call('POST', '/api/auth/register', {
    body: { email, password: 'correct horse 1', name, referralCode },
    headers: { 'x-test-client': `friend-${counter}` }, // many sign-ups, each from its own address
  });
  expect(res.status).toBe(201);
  return { token: res.json.data.accessToken as string, user: res.json.data.user };
}

let telegramId = 9_100_000;
function launch(user: { id: number; first_name: string }, startParam?: string) {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(Date.now() / 1000)),
    user: JSON.stringify(user),
    ...(startParam ? { start_param: startParam } : {}),
  };
  return api.call('POST', '/api/telegram-webapp/webapp-init', {
    body: { initData: signInitData(fields, testBotToken) },
  });
}

const refusals = async (userId: string) => [
  ...(await api.sql<
    { reason: string; code: string }[]
  >`select reason, code from referral_refusals where user_id = ${userId}`),
];
const referralOf = async (referredId: string) =>
  (await api.sql`select * from referrals where user_id = ${referredId}`)[0];
const referralJournals = async (userId: string) => [
  ...(await api.sql<
    { amount: number }[]
  >`select amount from transactions where user_id = ${userId} and type = 'referral_bonus'`),
];
const setReferralSettings = async (body: object) => {
  const res = await api.call('PUT', '/api/admin/referral-settings', {
    token: adminToken,
    body: {
      referralReward: '10',
      referredReward: '5',
      maxReferralsPerUser: 50,
      botUsername: '',
      qualifyingAction: 'quiz',
      ...body,
    },
  });
  expect(res.status).toBe(200);
  forgetCachedSettings();
  return res.json.data;
};
const qualifyByQuiz = (userId: string) => recordCompletedQuiz(api, userId);

describe('sign-up with a referral code', () => {
  test('a valid code makes a pending referral and pays nothing yet', async () => {
    const referrer = await api.register('Alice');
    const friend = await signUp(referrer.user.referralCode);
    expect(friend.user.referrerId).toBe(referrer.user.id);
    expect(await referralOf(friend.user.id)).toMatchObject({
      referrer_id: referrer.user.id,
      status: 'pending',
      bonus_sent: false,
    });
    expect(await referralJournals(referrer.user.id)).toEqual([]);
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
    expect(await referralJournals(referrer.user.id)).toEqual([]);
  });

  test('every refusal keeps the sign-up working and is recorded with its reason', async () => {
    const referrer = await api.register('Bob');
    const badFormat = await signUp('not a code!');
    expect(await refusals(badFormat.user.id)).toEqual([{ reason: 'invalid_format', code: 'not a code!' }]);
    const unknown = await signUp('ZZZZ9999');
    expect(await refusals(unknown.user.id)).toEqual([{ reason: 'referrer_not_found', code: 'ZZZZ9999' }]);
    // Telegram's start parameter may be up to 512 characters: still a sign-up, refused as a code.
    const long = await launch({ id: telegramId++, first_name: 'Long' }, 'x'.repeat(512));
    expect(long.status).toBe(200);
    expect((await refusals(long.json.data.user.id))[0]!.reason).toBe('invalid_format');
    for (const user of [badFormat, unknown, long.json.data])
      expect((await referralOf(user.user.id)) ?? null).toBeNull();
    // Already referred: a returning player arriving with another code keeps their referrer.
    const referred = await launch({ id: telegramId, first_name: 'Carol' }, referrer.user.referralCode);
    const other = await api.register('Other');
    const again = await launch({ id: telegramId++, first_name: 'Carol' }, other.user.referralCode);
    expect(again.status).toBe(200);
    expect(again.json.data.user.referrerId).toBe(referrer.user.id);
    expect(await refusals(referred.json.data.user.id)).toEqual([
      { reason: 'already_has_referrer', code: other.user.referralCode },
    ]);
  }, 60_000);

  test("a ref_ start payload (the bot's /start ref_{code} link) records the referral as the bare code does", async () => {
    const { user: referrer } = await api.register('Host');
    const res = await launch({ id: telegramId++, first_name: 'Guest' }, `ref_${referrer.referralCode}`);
    expect(res.status).toBe(200);
    const referral = await referralOf(res.json.data.user.id);
    expect(referral).toMatchObject({ referrer_id: referrer.id, status: 'pending' });
  });

  test('a tournament start payload (t_{id}) is no referral code: nothing is recorded as a refused referral', async () => {
    const res = await launch({ id: telegramId++, first_name: 'Visitor' }, `t_${crypto.randomUUID()}`);
    expect(res.status).toBe(200);
    expect(await refusals(res.json.data.user.id)).toEqual([]);
    expect(await referralOf(res.json.data.user.id)).toBeUndefined();
  });

  test("self-referral through the referrer's own Telegram account is refused", async () => {
    const me = { id: telegramId++, first_name: 'Dave' };
    const first = await launch(me);
    const code = first.json.data.user.referralCode;
    const second = await launch(me, code);
    expect(second.status).toBe(200);
    expect(second.json.data.isNewUser).toBe(false);
    expect(second.json.data.user.referrerId).toBeNull();
    expect(await refusals(first.json.data.user.id)).toEqual([{ reason: 'self_referral', code }]);
    expect(await api.sql`select 1 from referrals where referrer_id = ${first.json.data.user.id}`).toHaveLength(0);
  });

  test('a referrer at the maximum (a setting) gets a recorded refusal, the friend still signs up', async () => {
    await setReferralSettings({ maxReferralsPerUser: 2 });
    try {
      const referrer = await api.register('Erin');
      const friends = [];
      for (let i = 0; i < 3; i++) friends.push(await signUp(referrer.user.referralCode));
      expect((await referralOf(friends[1]!.user.id))?.status).toBe('pending');
      expect((await referralOf(friends[2]!.user.id)) ?? null).toBeNull();
      expect(await refusals(friends[2]!.user.id)).toEqual([
        { reason: 'referrer_at_max', code: referrer.user.referralCode },
      ]);
    } finally {
      await setReferralSettings({});
    }
  }, 60_000);
});

describe('processing', () => {
  test('referrals__process: a finished quiz queues the job in its own transaction; the job pays both sides once', async () => {
    const referrer = await api.register('Frank');
    const friend = await signUp(referrer.user.referralCode, 'Grace');
    expect(await queuedJobs(api.sql, 'referrals__process')).toHaveLength(0);
    await playQuiz(api, friend.token);
    const jobs = await queuedJobs(api.sql, 'referrals__process');
    expect(jobs.map((j) => j.payload)).toEqual([{ referredId: friend.user.id }]);
    useWorkerDatabase(api.db.url);
    await runOnce({ connectionString: api.db.url, taskList: { referrals__process: taskList.referrals__process! } });
    expect(await referralOf(friend.user.id)).toMatchObject({
      status: 'completed',
      bonus_sent: true,
      reward_amount: 10_000_000,
      referred_reward_amount: 5_000_000,
    });
    expect(await referralJournals(referrer.user.id)).toEqual([{ amount: 10_000_000 }]);
    expect(await referralJournals(friend.user.id)).toEqual([{ amount: 5_000_000 }]);
    const [journal] =
      await api.sql`select j.type from journals j where j.user_id = ${referrer.user.id} and j.type = 'referral_bonus'`;
    expect(journal).toEqual({ type: 'referral_bonus' });
    // The second run (the hourly sweep) finds nothing left to pay.
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
    expect(await referralJournals(referrer.user.id)).toHaveLength(1);
    const card = await api.call('GET', '/api/referrals', { token: referrer.token });
    expect(card.json.data.stats).toEqual({ invited: 1, qualified: 1, pending: 0, earned: '10' });
    expect(card.json.data.referrals[0]).toMatchObject({
      referredName: 'Grace',
      status: 'completed',
      rewardAmount: '10',
    });
    const notes = await api.call('GET', '/api/notifications', { token: referrer.token });
    expect(notes.json.data[0]).toMatchObject({ type: 'referral_reward', read: false });
    expect(notes.json.unread).toBe(1);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('queued again while a worker runs it (a first deposit after the first quiz), the job keeps its key and retries: killed mid-run, it runs again and pays once', async () => {
    const referrer = await api.register('Ivan');
    const friend = await signUp(referrer.user.referralCode, 'Judy');
    await qualifyByQuiz(friend.user.id);
    const key = `referrals__process:${friend.user.id}`;
    const jobs = () => api.sql<{ key: string | null; attempts: number; max_attempts: number }[]>`
      select key, attempts, max_attempts from graphile_worker._private_jobs
      where payload->>'referredId' = ${friend.user.id} order by id`;
    await api.sql`select referrals_queue_on_qualifying(${friend.user.id})`;
    // A worker takes the job (as graphile-worker's get_job does), then dies before it reports back.
    await api.sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'killed-worker', attempts = attempts + 1 where key = ${key}`;
    await api.sql`select referrals_queue_on_qualifying(${friend.user.id})`; // the first deposit is credited meanwhile
    const [running, again, ...more] = await jobs();
    expect(running).toMatchObject({ key, attempts: 1 });
    expect(running!.attempts).toBeLessThan(running!.max_attempts);
    expect(again).toMatchObject({ key: `${key}:again`, attempts: 0 });
    expect(more).toEqual([]);
    // The dead worker's lock is freed (maintenance__unlock_jobs): both run, and the referral pays once.
    await api.sql`select graphile_worker.force_unlock_workers(array['killed-worker'])`;
    useWorkerDatabase(api.db.url);
    await runOnce({ connectionString: api.db.url, taskList: { referrals__process: taskList.referrals__process! } });
    // The worker records a completion a moment after the task returns: wait for it (at most 5 s).
    for (let i = 0; i < 50 && (await jobs()).length > 0; i++) await Bun.sleep(100);
    expect([...(await jobs())]).toEqual([]);
    expect(await referralJournals(referrer.user.id)).toEqual([{ amount: 10_000_000 }]);
    expect(await referralJournals(friend.user.id)).toEqual([{ amount: 5_000_000 }]);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('the job and the admin running at once (20 times over) pay exactly once', async () => {
    const referrer = await api.register('Heidi');
    const friend = await signUp(referrer.user.referralCode);
    await qualifyByQuiz(friend.user.id);
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? processPendingReferrals(api.sql, { referredId: friend.user.id })
          : api
              .call('POST', '/api/admin/referrals/process-pending', { token: adminToken })
              .then((r) => r.json.data as { processed: number }),
      ),
    );
    expect(runs.reduce((sum, r) => sum + r.processed, 0)).toBe(1);
    expect(await referralJournals(referrer.user.id)).toEqual([{ amount: 10_000_000 }]);
    expect(await referralJournals(friend.user.id)).toEqual([{ amount: 5_000_000 }]);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('farming: 60 sign-ups with one code pay nothing until each qualifies, and at most 50 pay', async () => {
    const referrer = await api.register('Ivan');
    // Telegram launches with the code as start_param (the farming path: no password to hash).
    const friends = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        launch({ id: telegramId + i, first_name: `Farm ${i}` }, referrer.user.referralCode).then((r) => r.json.data),
      ),
    );
    telegramId += 60;
    const [{ pending } = { pending: 0 }] = await api.sql<
      { pending: number }[]
    >`select count(*)::int as pending from referrals where referrer_id = ${referrer.user.id}`;
    expect(pending).toBe(50);
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
    expect(await referralJournals(referrer.user.id)).toEqual([]);
    await Promise.all(friends.slice(0, 30).map((f) => qualifyByQuiz(f.user.id)));
    await Promise.all([processPendingReferrals(api.sql), processPendingReferrals(api.sql)]);
    const paidSoFar = (await referralJournals(referrer.user.id)).length;
    const qualifiedReferred = (
      await api.sql`select count(*)::int as n from referrals where referrer_id = ${referrer.user.id} and status = 'completed'`
    )[0]!.n;
    expect(paidSoFar).toBe(qualifiedReferred);
    expect(paidSoFar).toBeLessThanOrEqual(30);
    await Promise.all(friends.map((f) => qualifyByQuiz(f.user.id)));
    await processPendingReferrals(api.sql);
    expect(await referralJournals(referrer.user.id)).toHaveLength(50);
    const [{ earned } = { earned: 0 }] = await api.sql<
      { earned: number }[]
    >`select referral_earnings as earned from users where id = ${referrer.user.id}`;
    expect(earned).toBe(500_000_000);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('a blocked referred player does not qualify until the block ends', async () => {
    const referrer = await api.register('Judy');
    const friend = await signUp(referrer.user.referralCode);
    await qualifyByQuiz(friend.user.id);
    await api.sql`update users set status = 'blocked', blocked_until = null where id = ${friend.user.id}`;
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
    expect((await referralOf(friend.user.id))?.status).toBe('pending');
    await api.sql`update users set status = 'active' where id = ${friend.user.id}`;
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 1 });
  });

  test('rewards and the qualifying action come from the settings: with "deposit", a quiz does not qualify but an approved deposit does', async () => {
    await setReferralSettings({ referralReward: '7', referredReward: '3', qualifyingAction: 'deposit' });
    try {
      const referrer = await api.register('Ken');
      const friend = await signUp(referrer.user.referralCode);
      await qualifyByQuiz(friend.user.id);
      expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
      const deposit = await api.call('POST', '/api/deposits', {
        token: friend.token,
        body: { amount: '20', network: 'TRC20', reference: txHash('tx-ref-1') },
      });
      expect(deposit.status).toBe(201);
      const approved = await api.call('PUT', `/api/admin/transactions/${deposit.json.data.id}/approve`, {
        token: adminToken,
      });
      expect(approved.status).toBe(200);
      expect(
        (await queuedJobs(api.sql, 'referrals__process')).some((j) => j.payload.referredId === friend.user.id),
      ).toBe(true);
      expect(await processPendingReferrals(api.sql, { referredId: friend.user.id })).toEqual({ processed: 1 });
      expect(await referralJournals(referrer.user.id)).toEqual([{ amount: 7_000_000 }]);
      expect(await referralJournals(friend.user.id)).toEqual([{ amount: 3_000_000 }]);
    } finally {
      await setReferralSettings({});
    }
  });
});

describe('admin', () => {
  test('stats come from the data; the list pages by cursor and filters by status; settings are bounded and audited', async () => {
    const res = await api.call('GET', '/api/admin/referrals?limit=2', { token: adminToken });
    expect(res.status).toBe(200);
    const counts = (
      await api.sql`select count(*)::int as total, count(*) filter (where status = 'completed')::int as done from referrals`
    )[0]!;
    expect(res.json.data.stats).toMatchObject({ totalReferrals: counts.total, successfulReferrals: counts.done });
    expect(res.json.data.data).toHaveLength(2);
    const next = await api.call(
      'GET',
      `/api/admin/referrals?limit=2&cursor=${encodeURIComponent(res.json.data.nextCursor)}`,
      {
        token: adminToken,
      },
    );
    expect(next.json.data.data[0].id).not.toBe(res.json.data.data[1].id);
    const completed = await api.call('GET', '/api/admin/referrals?status=completed&limit=100', { token: adminToken });
    expect(completed.json.data.data.every((r: { status: string }) => r.status === 'completed')).toBe(true);
    expect(completed.json.data.data).toHaveLength(counts.done);
    expect(res.json.data.leaderboard[0].totalReferrals).toBe(50);

    const bad = await api.call('PUT', '/api/admin/referral-settings', {
      token: adminToken,
      body: { referralReward: '10', referredReward: '5', maxReferralsPerUser: 0, qualifyingAction: 'quiz' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Max referrals per user must be between 1 and 1000');
    const player = await api.register();
    const forbidden = await api.call('POST', '/api/admin/referrals/process-pending', { token: player.token });
    expect(forbidden.status).toBe(403);
    const [audit] =
      await api.sql`select after from audit_log where action = 'settings.update' order by id desc limit 1`;
    expect(audit).toBeDefined();
  });
});

describe('the feature switch (settings features.referrals)', () => {
  const switchReferrals = async (on: boolean) => {
    const res = await api.call('PUT', '/api/admin/system-settings', {
      token: adminToken,
      body: { features: { enableReferrals: on } },
    });
    expect(res.status).toBe(200);
    forgetCachedSettings();
  };

  test('switched off, the server refuses the card and Process Pending, makes no referral at sign-up and pays nothing; back on, the pending one pays once', async () => {
    const referrer = await api.register('Ivan');
    const waiting = await signUp(referrer.user.referralCode, 'Judy'); // pending before the switch
    await switchReferrals(false);
    try {
      const card = await api.call('GET', '/api/referrals', { token: referrer.token });
      expect(card.status).toBe(403);
      expect(card.json.error.code).toBe('FEATURE_DISABLED');
      expect((await api.call('GET', '/api/settings')).json.data.features.referrals).toBe(false);

      const late = await signUp(referrer.user.referralCode, 'Ken'); // sign-up itself still works
      expect(await referralOf(late.user.id)).toBeUndefined();
      expect(await refusals(late.user.id)).toEqual([
        { reason: 'referrals_disabled', code: referrer.user.referralCode },
      ]);

      // The qualifying action queues the job (the enqueue knows nothing of settings); the job pays nothing.
      await playQuiz(api, waiting.token);
      const jobs = await queuedJobs(api.sql, 'referrals__process');
      expect(jobs.map((j) => j.payload)).toContainEqual({ referredId: waiting.user.id });
      useWorkerDatabase(api.db.url);
      await runOnce({ connectionString: api.db.url, taskList: { referrals__process: taskList.referrals__process! } });
      expect(await referralOf(waiting.user.id)).toMatchObject({ status: 'pending', bonus_sent: false });
      expect(await referralJournals(referrer.user.id)).toEqual([]);
      const admin = await api.call('POST', '/api/admin/referrals/process-pending', { token: adminToken });
      expect(admin.status).toBe(403);
      expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
      expect(await referralJournals(waiting.user.id)).toEqual([]);
    } finally {
      await switchReferrals(true);
    }
    // Back on: the hourly sweep (or the admin) pays the referral that waited, once.
    const admin = await api.call('POST', '/api/admin/referrals/process-pending', { token: adminToken });
    expect(admin.status).toBe(200);
    expect(admin.json.data.processed).toBeGreaterThanOrEqual(1);
    expect(await referralOf(waiting.user.id)).toMatchObject({ status: 'completed', bonus_sent: true });
    expect(await referralJournals(referrer.user.id)).toEqual([{ amount: 10_000_000 }]);
    expect(await referralJournals(waiting.user.id)).toEqual([{ amount: 5_000_000 }]);
    expect((await api.call('GET', '/api/referrals', { token: referrer.token })).status).toBe(200);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 90_000);
});
