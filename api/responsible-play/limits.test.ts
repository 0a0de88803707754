import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { watchTonDeposits } from '../../domain/wallet/watch-ton-deposits.ts';
import { addDepositAddresses, testDepositAddresses } from '../../testing/deposit-addresses.ts';
import { type FakeTonCenter, startFakeTonCenter } from '../../testing/fake-toncenter.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';

// Responsible play (issue 30, decision 0059): the player's own limits, refused at their edge with
// the server's clock, raises that wait 24 hours, and breaks that stop every path they name.
setDefaultTimeout(60_000);
let api: TestApi;
let ton: FakeTonCenter;
const tonAddress = testDepositAddresses.find((a) => a.network === 'TON')!.address;
const tonUsdt = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
beforeAll(async () => {
  ton = startFakeTonCenter();
  api = await createTestApi({ TONCENTER_URL: ton.url });
  await addDepositAddresses(api.sql, ['TRC20', 'TON']);
  await addTournamentQuestions(api.sql, 'easy', 50);
  // TON deposits are watched on TON Center (the fake), so TON Connect intents are offered.
  const admin = await api.registerAdmin();
  const addresses = (await api.call('GET', '/api/admin/wallet-addresses', { token: admin })).json.data;
  const address = addresses.find((a: { network: string }) => a.network === 'TON');
  const configured = await api.call('PUT', `/api/admin/wallet-addresses/${address.id}`, {
    token: admin,
    body: {
      network: 'TON',
      address: address.address,
      name: address.name,
      verification: { provider: 'toncenter', tokenContract: tonUsdt },
    },
  });
  expect(configured.status).toBe(200);
}, 60_000);
afterAll(async () => {
  ton.stop();
  await api.close();
});

type Player = Awaited<ReturnType<TestApi['register']>>;
const hour = 3_600_000;
const limits = (p: Player) => api.call('GET', '/api/users/limits', { token: p.token });
const setLimits = (p: Player, body: object) => api.call('PUT', '/api/users/limits', { token: p.token, body });
const start = (p: Player, body: object) => api.call('POST', '/api/quiz/sessions', { token: p.token, body });
const challenge = { difficulty: 'easy', mode: 'challenge', stake: '1' };
const deposit = (p: Player, amount: string) =>
  api.call('POST', '/api/deposits', {
    token: p.token,
    body: { amount, network: 'TRC20', reference: crypto.getRandomValues(new Uint8Array(32)).toHex() },
  });
const intent = (p: Player, amount: string) =>
  api.call('POST', '/api/deposits/intents', { token: p.token, body: { network: 'TON', amount } });
const createTournament = (p: Player, entryFee = '1') =>
  api.call('POST', '/api/tournaments', {
    token: p.token,
    body: { name: `Cup ${crypto.randomUUID().slice(0, 6)}`, entryFee, maxParticipants: 10, timeLimit: 30 },
  });
const join = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/join`, { token: p.token });
const play = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/play`, { token: p.token });
const expectRefused = (
  res: { status: number; json: { error: { code: string; message: string } } },
  message: RegExp,
) => {
  expect(res.status).toBe(403);
  expect(res.json.error.code).toBe('LIMIT_REACHED');
  expect(res.json.error.message).toMatch(message);
};
/** A player whose local day is well inside the injected clock's day (UTC), funded for challenges. */
async function funded(usdt = 50): Promise<Player> {
  const p = await api.register();
  await api.fund(p.user.id, usdt);
  return p;
}
const midday = (day: string) => api.clock.set(new Date(`${day}T12:00:00Z`));

describe('GET and PUT /api/users/limits', () => {
  test('a new player has no limits; a lower limit applies at once, a raise or removal waits 24 hours', async () => {
    midday('2027-01-04');
    const p = await funded();
    expect((await limits(p)).json.data).toEqual({
      dailyStakeLimit: null,
      dailyLossLimit: null,
      depositLimit: null,
      sessionReminderMinutes: null,
      pending: [],
      break: null,
      timezone: 'UTC',
    });
    const set = await setLimits(p, { dailyStakeLimit: '20', depositLimit: { amount: 100, period: 'week' } });
    expect(set.status).toBe(200);
    expect(set.json.data.dailyStakeLimit).toEqual({ amount: '20', used: '0', resetsAt: '2027-01-05T00:00:00.000Z' });
    expect(set.json.data.depositLimit).toMatchObject({
      amount: '100',
      period: 'week',
      resetsAt: '2027-01-11T00:00:00.000Z',
    });

    const lowered = await setLimits(p, { dailyStakeLimit: '5' });
    expect(lowered.json.data.dailyStakeLimit.amount).toBe('5');
    expect(lowered.json.data.pending).toEqual([]);

    const raised = await setLimits(p, { dailyStakeLimit: '30', depositLimit: { amount: 100, period: 'day' } });
    expect(raised.json.data.dailyStakeLimit.amount).toBe('5');
    expect(raised.json.data.depositLimit.period).toBe('week');
    const appliesAt = new Date(api.clock.now().getTime() + 24 * hour).toISOString();
    expect(raised.json.data.pending).toEqual([
      { limit: 'dailyStakeLimit', amount: '30', period: null, appliesAt },
      { limit: 'depositLimit', amount: '100', period: 'day', appliesAt },
    ]);
    api.clock.advance(24 * hour - 1);
    expect((await limits(p)).json.data.dailyStakeLimit.amount).toBe('5');
    api.clock.advance(1);
    const applied = (await limits(p)).json.data;
    expect(applied.dailyStakeLimit.amount).toBe('30');
    expect(applied.depositLimit.period).toBe('day');
    expect(applied.pending).toEqual([]);

    const removed = await setLimits(p, { dailyStakeLimit: null });
    expect(removed.json.data.dailyStakeLimit.amount).toBe('30');
    expect(removed.json.data.pending).toMatchObject([{ limit: 'dailyStakeLimit', amount: null }]);
    // Lowering while a removal waits cancels the removal.
    const relowered = await setLimits(p, { dailyStakeLimit: '10' });
    expect(relowered.json.data).toMatchObject({ dailyStakeLimit: { amount: '10' }, pending: [] });
  });

  test('the session reminder is not a limit: a longer one, or none, applies at once', async () => {
    const p = await funded();
    expect((await setLimits(p, { sessionReminderMinutes: 30 })).json.data.sessionReminderMinutes).toBe(30);
    const longer = (await setLimits(p, { sessionReminderMinutes: 120 })).json.data;
    expect(longer).toMatchObject({ sessionReminderMinutes: 120, pending: [] });
    const none = (await setLimits(p, { sessionReminderMinutes: null })).json.data;
    expect(none).toMatchObject({ sessionReminderMinutes: null, pending: [] });
    expect((await limits(p)).json.data.sessionReminderMinutes).toBeNull();
  });

  test('bad input is a 400 in the contract shape', async () => {
    const p = await funded();
    for (const body of [
      {},
      { dailyStakeLimit: '0' },
      { dailyStakeLimit: 'lots' },
      { dailyLossLimit: '1.1234567' },
      { depositLimit: { amount: '10', period: 'year' } },
      { sessionReminderMinutes: 2 },
      { coolOffHours: 23 },
      { coolOffHours: 1009 },
      { selfExcludeDays: 90 },
      { something: 1 },
    ]) {
      const res = await setLimits(p, body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await api.call('GET', '/api/users/limits')).status).toBe(401);
  });
});

describe('the daily stake limit', () => {
  test('a challenge ends when the next stake would pass it, and the next start is refused until local midnight', async () => {
    midday('2027-02-01');
    const p = await funded();
    await setLimits(p, { dailyStakeLimit: '3' });
    const played = await playQuiz(api, p.token, { mode: 'challenge', stake: '1' });
    expect(played.answers).toHaveLength(3);
    expect(played.result.endedEarly).toBe(
      'Your daily stake limit of $3.00 is reached: it resets at 2027-02-02 00:00 (UTC).',
    );
    expect((await limits(p)).json.data.dailyStakeLimit.used).toBe('3');

    api.clock.advance(hour);
    expectRefused(
      await start(p, challenge),
      /daily stake limit of \$3\.00 is reached: it resets at 2027-02-02 00:00 \(UTC\)/,
    );
    // A standard quiz stakes nothing: still allowed.
    expect((await start(p, { difficulty: 'easy' })).status).toBe(201);

    api.clock.set(new Date('2027-02-02T00:00:00Z'));
    expect((await start(p, challenge)).status).toBe(201);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test("the day is the player's own: it resets at their local midnight", async () => {
    midday('2027-02-10');
    const p = await funded();
    await api.sql`update users set timezone = 'Asia/Tokyo' where id = ${p.user.id}`;
    await setLimits(p, { dailyStakeLimit: '1' });
    expect((await start(p, challenge)).status).toBe(201);
    api.clock.advance(hour);
    expectRefused(await start(p, challenge), /resets at 2027-02-11 00:00 \(Asia\/Tokyo\)/);
    api.clock.set(new Date('2027-02-10T14:59:59Z'));
    expectRefused(await start(p, challenge), /daily stake limit/);
    api.clock.set(new Date('2027-02-10T15:00:00Z'));
    expect((await start(p, challenge)).status).toBe(201);
  });

  test('a paid tournament entry is a stake, and a loss under the daily loss limit', async () => {
    midday('2027-02-15');
    const host = await funded();
    const [p, q] = [await funded(), await funded()];
    const cup = (await createTournament(host)).json.data.id;
    await setLimits(p, { dailyStakeLimit: '1.5' });
    expect((await start(p, challenge)).status).toBe(201);
    expectRefused(await join(p, cup), /daily stake limit of \$1\.50/);
    // Entered, the fee counts as lost until the tournament pays a prize: a $1 stake could pass $1.50.
    await setLimits(q, { dailyLossLimit: '1.5' });
    expect((await join(q, cup)).status).toBe(200);
    expect((await limits(q)).json.data.dailyLossLimit.used).toBe('1');
    expectRefused(await start(q, challenge), /daily loss limit of \$1\.50/);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('concurrent stakes on every path cannot together pass it, and the ledger holds', async () => {
    midday('2027-03-01');
    const host = await funded();
    const p = await funded();
    const cups = [];
    for (let i = 0; i < 4; i++) cups.push((await createTournament(host)).json.data.id as string);
    await setLimits(p, { dailyStakeLimit: '3' });
    const results = await Promise.all([...cups.map((id) => join(p, id)), start(p, challenge), createTournament(p)]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(3);
    for (const refused of results.filter((r) => r.status === 403))
      expect(refused.json.error.code).toBe('LIMIT_REACHED');
    expect((await limits(p)).json.data.dailyStakeLimit.used).toBe('3');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});

describe('the daily loss limit', () => {
  test('stakes lost count: a stake that could pass it is refused, and a raise waits', async () => {
    midday('2027-03-10');
    const p = await funded();
    await setLimits(p, { dailyLossLimit: '2' });
    // Wrong, wrong: $2 lost; a third stake could lose $3.
    const lost = await playQuiz(api, p.token, { mode: 'challenge', stake: '1', right: () => false });
    expect(lost.answers).toHaveLength(2);
    expect(lost.result.endedEarly).toMatch(
      /^Your daily loss limit of \$2\.00 is reached: it resets at 2027-03-11 00:00/,
    );
    expect((await limits(p)).json.data.dailyLossLimit.used).toBe('2');
    api.clock.advance(hour);
    expectRefused(await start(p, challenge), /daily loss limit of \$2\.00/);
    await setLimits(p, { dailyLossLimit: '3' }); // a raise waits
    expectRefused(await start(p, challenge), /daily loss limit of \$2\.00/);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('right answers keep a challenge going under a loss limit', async () => {
    midday('2027-03-15');
    const p = await funded();
    await setLimits(p, { dailyLossLimit: '1' });
    const won = await playQuiz(api, p.token, { mode: 'challenge', stake: '1' });
    expect(won.answers).toHaveLength(10);
    expect(won.result.endedEarly).toBeUndefined();
  });
});

describe('the deposit limit', () => {
  test('requests and open TON intents count; one that would pass it is refused before the player sends', async () => {
    api.clock.set(new Date());
    const p = await api.register();
    await setLimits(p, { depositLimit: { amount: '100', period: 'month' } });
    expect((await deposit(p, '60')).status).toBe(201);
    expect((await intent(p, '30')).status).toBe(201);
    expectRefused(
      await deposit(p, '10.000001'),
      /monthly deposit limit of \$100\.00 is reached: it resets at \d{4}-\d{2}-01 00:00/,
    );
    expectRefused(await intent(p, '11'), /monthly deposit limit/);
    expect((await deposit(p, '10')).status).toBe(201);
    expect((await limits(p)).json.data.depositLimit.used).toBe('100');
    // Next month nothing counts (the intent has expired too).
    api.clock.set(new Date((await limits(p)).json.data.depositLimit.resetsAt));
    expect((await deposit(p, '50')).status).toBe(201);
  });

  test('money that arrives anyway is credited, never lost: an intent opened before a cool-off', async () => {
    api.clock.set(new Date());
    const p = await api.register();
    const opened = await intent(p, '15');
    expect(opened.status).toBe(201);
    await setLimits(p, { coolOffHours: 24, depositLimit: { amount: '5', period: 'day' } });
    ton.receive({
      destination: tonAddress,
      jettonMaster: tonUsdt,
      amount: 15_000_000n,
      comment: opened.json.data.memo,
    });
    expect((await watchTonDeposits(api.sql, api.clock.now())).credited).toBe(1);
    expect((await api.call('GET', '/api/users/profile', { token: p.token })).json.data.totalDeposited).toBe('15');
    // The break still holds for play.
    expectRefused(await start(p, challenge), /cool-off/);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});

describe('cool-off and self-exclusion', () => {
  test('a cool-off stops quizzes, stakes, tournaments and deposits until it ends, and is never shortened', async () => {
    midday('2027-04-01');
    const host = await funded();
    const p = await funded();
    const cup = (await createTournament(host)).json.data.id;
    // A tournament joined before the break: its run does not start during it either.
    const joined = (await createTournament(host)).json.data.id;
    expect((await join(p, joined)).status).toBe(200);
    const set = await setLimits(p, { coolOffHours: 48 });
    expect(set.json.data.break).toEqual({ kind: 'cool_off', endsAt: '2027-04-03T12:00:00.000Z' });
    const message = /cool-off\) until 2027-04-03 12:00 \(UTC\)/;
    expectRefused(await start(p, { difficulty: 'easy' }), message);
    expectRefused(await start(p, challenge), message);
    expectRefused(await createTournament(p), message);
    expectRefused(await join(p, cup), message);
    expectRefused(await play(p, joined), message);
    expectRefused(await deposit(p, '20'), message);
    expectRefused(await intent(p, '20'), message);
    // A shorter one changes nothing.
    expect((await setLimits(p, { coolOffHours: 24 })).json.data.break.endsAt).toBe('2027-04-03T12:00:00.000Z');
    api.clock.set(new Date('2027-04-03T12:00:00Z'));
    expect((await start(p, challenge)).status).toBe(201);
  });

  test('a cool-off mid-challenge ends it at the next stake', async () => {
    midday('2027-04-10');
    const p = await funded();
    const started = await start(p, challenge);
    await setLimits(p, { coolOffHours: 24 });
    api.clock.advance(5_000);
    const q = started.json.data.question;
    const res = await api.call('POST', `/api/quiz/sessions/${started.json.data.session.id}/answers`, {
      token: p.token,
      body: { questionId: q.id, answerIndex: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.next).toBeUndefined();
    expect(res.json.data.result.endedEarly).toMatch(/cool-off/);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('self-exclusion lasts 6 months or more, stops quizzes, stakes, tournaments and deposits, and the play reminders', async () => {
    midday('2027-05-01');
    const host = await funded();
    const cup = (await createTournament(host)).json.data.id;
    const joined = (await createTournament(host)).json.data.id;
    const p = await funded();
    expect((await join(p, joined)).status).toBe(200);
    const set = await setLimits(p, { selfExcludeDays: 183 });
    expect(set.json.data.break).toEqual({ kind: 'self_exclusion', endsAt: '2027-10-31T12:00:00.000Z' });
    const excluded = /excluded yourself from play until 2027-10-31 12:00/;
    expectRefused(await start(p, { difficulty: 'easy' }), excluded);
    expectRefused(await start(p, challenge), excluded);
    expectRefused(await createTournament(p), excluded);
    // The break is read before a question set is picked: with the pool empty, it is still the break.
    const pool = await api.sql<{ id: string }[]>`
      update questions set is_active = false where pool = 'tournament' and is_active returning id`;
    try {
      expectRefused(await createTournament(p), excluded);
      expect((await createTournament(host)).json.error.message).toMatch(/0 unused \w+ tournament questions left/);
    } finally {
      await api.sql`update questions set is_active = true where id in ${api.sql(pool.map((q) => q.id))}`;
    }
    expectRefused(await join(p, cup), excluded);
    expectRefused(await play(p, joined), excluded);
    expectRefused(await deposit(p, '20'), excluded);
    expectRefused(await intent(p, '20'), excluded);
    // It is never shortened, not even by a cool-off.
    expect((await setLimits(p, { coolOffHours: 24 })).json.data.break).toEqual(set.json.data.break);
    api.clock.set(new Date('2027-10-31T11:59:59Z'));
    expectRefused(await start(p, { difficulty: 'easy' }), excluded);
    api.clock.set(new Date('2027-05-01T12:00:00Z'));
    const other = await api.register();
    await api.sql.begin(async (tx) => {
      for (const userId of [p.user.id, other.user.id])
        await notify(tx, {
          userId,
          type: 'daily_bonus_ready',
          title: 'Bonus',
          message: 'Your bonus is ready',
          wording: { key: 'level_up', values: { level: 2 } },
        });
      await notify(tx, {
        userId: p.user.id,
        type: 'deposit_approved',
        title: 'Deposit',
        message: 'Approved',
        wording: { key: 'level_up', values: { level: 2 } },
      });
    });
    const types = await api.sql<{ user_id: string; type: string }[]>`
      select user_id, type from notifications where user_id in (${p.user.id}, ${other.user.id}) and type in ('daily_bonus_ready', 'deposit_approved')`;
    expect(types.filter((n) => n.user_id === p.user.id).map((n) => n.type)).toEqual(['deposit_approved']);
    expect(types.filter((n) => n.user_id === other.user.id).map((n) => n.type)).toEqual(['daily_bonus_ready']);
    // No announcement or new task in the app either (the other player sees it), nor can it be marked read.
    const { id } = await api.sql.begin((tx) =>
      notify(tx, {
        broadcast: true,
        type: 'task_activated',
        title: 'New task',
        message: 'Earn more',
        wording: { key: 'task_activated', values: { task: 'Follow us', amount: { amount: '1' } } },
      }),
    );
    await api.sql`update broadcasts set created_at = ${api.clock.now()} where id = ${id!}`;
    const inbox = async (player: { token: string }) =>
      (await api.call('GET', '/api/notifications', { token: player.token })).json;
    const seen = (page: { data: { title: string }[] }) => page.data.map((n) => n.title);
    expect(seen(await inbox(other))).toContain('New task');
    const excludedInbox = await inbox(p);
    expect(seen(excludedInbox)).not.toContain('New task');
    expect(excludedInbox.unread).toBe(1); // the deposit notice only
    expect((await api.call('PUT', `/api/notifications/${id}/read`, { token: p.token })).status).toBe(404);
  });
});
