import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { recordCompletedQuiz } from '../../testing/quiz-play.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: adminToken, body });

describe('access', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/export'],
    ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/block', { reason: 'x' }],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/unblock'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/withdrawals', { enabled: false }],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/security'],
    ['GET', '/api/admin/security/flags'],
    ['PUT', '/api/admin/security/flags/1', { outcome: 'dismissed' }],
    ['GET', '/api/admin/loss-prevention'],
    ['GET', '/api/admin/audit-log'],
  ];
  test('every route of the users, security and loss-prevention screens is 401 without a token and 403 for a player', async () => {
    const player = await api.register('Curious');
    for (const [method, path, body] of routes) {
      expect({ path, status: (await api.call(method, path, { body })).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await api.call(method, path, { body, token: player.token })).status }).toEqual({
        path,
        status: 403,
      });
    }
  });
});

describe('blocking', () => {
  test('a block needs a reason, is recorded, audited, and refuses the player on every quiz and money path', async () => {
    const player = await api.register('Blocky');
    await api.fund(player.user.id, 50);
    const start = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body: { difficulty: 'easy', mode: 'standard' },
    });
    expect(start.status).toBe(201);

    expect(
      (await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: '  ' })).json.error.message,
    ).toBe('A reason is required');
    const blocked = await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Shared answer sheet' });
    expect(blocked.status).toBe(200);
    expect(blocked.json.message).toBe(`User ${player.user.id} blocked for 24 hours`);
    expect(blocked.json.data.status).toBe('blocked');
    expect(blocked.json.data.blocks[0]).toMatchObject({ reason: 'Shared answer sheet', status: 'active' });

    const refusals = {
      answer: await api.call('POST', `/api/quiz/sessions/${start.json.data.session.id}/answers`, {
        token: player.token,
        body: { questionId: start.json.data.question.id, answerIndex: 0 },
      }),
      start: await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'standard' },
      }),
      dailyBonus: await api.call('POST', '/api/daily-bonus/claim', { token: player.token }),
      withdrawal: await api.call('POST', '/api/withdrawals', {
        token: player.token,
        body: { amount: '20', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      }),
    };
    for (const [path, res] of Object.entries(refusals)) {
      expect({ path, code: res.json?.error?.code }).toEqual({ path, code: 'USER_BLOCKED' });
    }
    const [audit] =
      await api.sql`select action, after->>'reason' as reason from audit_log where target_id = ${player.user.id}`;
    expect(audit).toEqual({ action: 'user.block', reason: 'Shared answer sheet' });
  });

  test('a block ends by itself at its time (the server clock), and unblock lifts it at once', async () => {
    const player = await api.register('Timed');
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Cool off', hours: 2 });
    const refused = await api.call('POST', '/api/daily-bonus/claim', { token: player.token });
    expect(refused.json.error.code).toBe('USER_BLOCKED');

    api.clock.advance(2 * 3_600_000 + 1000);
    try {
      const claimed = await api.call('POST', '/api/daily-bonus/claim', { token: player.token });
      expect(claimed.status).toBe(200);
      const list = await asAdmin('GET', `/api/admin/users/${player.user.id}`);
      expect(list.json.data.blocks[0].status).toBe('expired');
    } finally {
      api.clock.advance(-(2 * 3_600_000 + 1000));
    }

    const other = await api.register('Lifted');
    await asAdmin('PUT', `/api/admin/users/${other.user.id}/block`, { reason: 'Mistake', hours: null });
    const unblocked = await asAdmin('PUT', `/api/admin/users/${other.user.id}/unblock`);
    expect(unblocked.json.message).toBe(`User ${other.user.id} unblocked`);
    expect((await api.call('POST', '/api/daily-bonus/claim', { token: other.token })).status).toBe(200);
  });

  test('an admin cannot block an admin or themselves', async () => {
    const otherAdmin = await api.register('Second admin');
    await api.makeAdmin(otherAdmin.user.id);
    const res = await asAdmin('PUT', `/api/admin/users/${otherAdmin.user.id}/block`, { reason: 'x' });
    expect(res.status).toBe(403);
  });

  test('withdrawals off refuses a withdrawal request; on allows it again; both audited', async () => {
    const player = await api.register('Withdrawer');
    await api.fund(player.user.id, 100);
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/withdrawals`, { enabled: false });
    const body = { amount: '20', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };
    const refused = await api.call('POST', '/api/withdrawals', { token: player.token, body });
    expect(refused.json.error.message).toBe('Withdrawals are not enabled for your account');
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/withdrawals`, { enabled: true });
    expect((await api.call('POST', '/api/withdrawals', { token: player.token, body })).status).toBe(201);
    const actions = await api.sql`select action from audit_log where target_id = ${player.user.id} order by id`;
    expect(actions.map((a) => a.action)).toEqual(['user.withdrawals_off', 'user.withdrawals_on']);
  });
});

describe('users list', () => {
  test('counters follow sign-ups and blocks; search by name, email and id; status filter; cursor pages', async () => {
    const before = (await asAdmin('GET', '/api/admin/users')).json.counts;
    const players = [];
    for (const name of ['Zed Searchable', 'Zed Other', 'Amy Plain']) players.push(await api.register(name));
    await asAdmin('PUT', `/api/admin/users/${players[2]!.user.id}/block`, { reason: 'x' });
    const after = await asAdmin('GET', '/api/admin/users');
    expect(after.json.counts.total).toBe(before.total + 3);
    expect(after.json.counts.blocked).toBe(before.blocked + 1);
    expect(after.json.counts.active).toBe(before.active + 2);
    const [recount] =
      await api.sql`select count(*)::int as n from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`; // players
    expect(after.json.counts.total).toBe(recount!.n);

    const byName = await asAdmin('GET', '/api/admin/users?search=Searchable');
    expect(byName.json.data.map((u: { id: string }) => u.id)).toEqual([players[0]!.user.id]);
    const byEmail = await asAdmin(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(players[1]!.email.toUpperCase())}`,
    );
    expect(byEmail.json.data.map((u: { id: string }) => u.id)).toEqual([players[1]!.user.id]);
    const byId = await asAdmin('GET', `/api/admin/users?search=${players[2]!.user.id}`);
    expect(byId.json.data[0].status).toBe('blocked');
    const blocked = await asAdmin('GET', '/api/admin/users?status=blocked');
    expect(blocked.json.data.every((u: { status: string }) => u.status === 'blocked')).toBe(true);
    expect(blocked.json.data.map((u: { id: string }) => u.id)).toContain(players[2]!.user.id);

    const first = await asAdmin('GET', '/api/admin/users?limit=2');
    expect(first.json.data).toHaveLength(2);
    const second = await asAdmin('GET', `/api/admin/users?limit=2&cursor=${encodeURIComponent(first.json.nextCursor)}`);
    expect(second.json.data[0].id).not.toBe(first.json.data[1].id);
    const back = await asAdmin('GET', `/api/admin/users?limit=2&cursor=${encodeURIComponent(second.json.prevCursor)}`);
    expect(back.json.data.map((u: { id: string }) => u.id)).toEqual(first.json.data.map((u: { id: string }) => u.id));
  });

  test('a name search finds names that start with it and names that contain it; wildcards are literal', async () => {
    const starts = await api.register('Quokka Prime');
    const inside = await api.register('The Quokka Keeper');
    const literal = await api.register('Odd 100%_Name');
    const ids = async (search: string) =>
      (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(search)}`)).json.data
        .map((u: { id: string }) => u.id)
        .sort();
    // a prefix (btree range) and a substring (trigram, read because the prefixes are fewer than 50)
    expect(await ids('quokka')).toEqual([starts.user.id, inside.user.id].sort());
    expect(await ids('Quokka P')).toEqual([starts.user.id]);
    expect(await ids('Keeper')).toEqual([inside.user.id]);
    // % and _ match themselves, not anything
    expect(await ids('Odd 100%_')).toEqual([literal.user.id]);
    expect(await ids('Odd 1000')).toEqual([]);
    const total = (await asAdmin('GET', '/api/admin/users?search=quokka')).json.total;
    expect(total).toBe(2);
  });

  test('the export is CSV of the filter with formula-safe cells', async () => {
    await api.register('=HYPERLINK("x")');
    const res = await api.call('GET', '/api/admin/users/export?search=HYPERLINK', { token: adminToken });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('id,name,username,email,level,balance,telegram_id,status,join_date');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('closing an account', () => {
  test('refused while the player holds a balance; otherwise personal data is erased, tokens revoked, ledger kept', async () => {
    const rich = await api.register('Holder');
    await api.fund(rich.user.id, 5);
    const refused = await asAdmin('DELETE', `/api/admin/users/${rich.user.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('still holds a balance');

    // A player who never held money: no welcome bonus for this sign-up.
    expect((await asAdmin('PUT', '/api/admin/settings', { welcomeBonus: { amount: '0' } })).status).toBe(200);
    const leaving = await api.register('Leaving Person');
    await asAdmin('PUT', '/api/admin/settings', { welcomeBonus: { amount: '5' } });
    const handle = `leaving_${crypto.randomUUID().slice(0, 8)}`;
    const named = await api.call('PUT', '/api/users/profile', { token: leaving.token, body: { username: handle } });
    expect(named.status).toBe(200);
    await api.linkTelegram(leaving.user.id, 6_600_001);
    const closed = await asAdmin('DELETE', `/api/admin/users/${leaving.user.id}`);
    expect(closed.status).toBe(200);
    // The erased username, Telegram id and email leave their lookups (decision 0080); the referral code stays.
    const lookups = await api.sql`
      select (select count(*)::int from usernames where user_id = ${leaving.user.id}) as usernames,
        (select count(*)::int from telegram_ids where user_id = ${leaving.user.id}) as telegram_ids,
        (select count(*)::int from email_addresses where user_id = ${leaving.user.id}) as emails,
        (select count(*)::int from referral_codes where user_id = ${leaving.user.id}) as codes`;
    expect(lookups[0]).toEqual({ usernames: 0, telegram_ids: 0, emails: 0, codes: 1 });
    const next = await api.register('Next Person');
    const taken = await api.call('PUT', '/api/users/profile', { token: next.token, body: { username: handle } });
    expect(taken.status).toBe(200);
    const again = await api.call('POST', '/api/auth/register', {
      body: { email: leaving.email, password: 'correct horse 1', name: 'Returning' },
    });
    expect(again.status).toBe(201);
    const [row] = await api.sql`select name, closed_at is not null as closed from users where id = ${leaving.user.id}`;
    expect(row).toEqual({ name: '', closed: true });
    const [email] = await api.sql`select 1 from email_identities where user_id = ${leaving.user.id}`;
    expect(email).toBeUndefined();
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: leaving.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});

describe('closing an account with money in flight', () => {
  // These players never hold a balance of their own: no welcome bonus for their sign-ups.
  beforeAll(async () => {
    expect((await asAdmin('PUT', '/api/admin/settings', { welcomeBonus: { amount: '0' } })).status).toBe(200);
  });
  afterAll(() => asAdmin('PUT', '/api/admin/settings', { welcomeBonus: { amount: '5' } }));

  const close = (userId: string) => asAdmin('DELETE', `/api/admin/users/${userId}`);
  async function expectRefused(userId: string, inFlight: string) {
    const refused = await close(userId);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('CONFLICT');
    expect(refused.json.error.message).toContain('This account has money in flight: ');
    expect(refused.json.error.message).toContain(inFlight);
    const [row] = await api.sql`select closed_at from users where id = ${userId}`;
    expect(row!.closed_at).toBeNull();
  }

  test('an account whose money sits in a tournament pool is never closed until the tournament ends', async () => {
    const entrant = await api.register('Entrant');
    await api.fund(entrant.user.id, 10);
    const created = await api.call('POST', '/api/tournaments', {
      token: entrant.token,
      body: { name: 'Pool duel', entryFee: '10', maxParticipants: 2, timeLimit: 30 },
    });
    expect(created.status).toBe(201);
    const [held] = await api.sql`select sum(balance)::int as total from accounts where user_id = ${entrant.user.id}`;
    expect(held!.total).toBe(0); // the whole balance is in the pool
    await expectRefused(entrant.user.id, 'a tournament still running (Pool duel)');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('an account with a challenge stake in escrow is never closed', async () => {
    const player = await api.register('Staker');
    await api.fund(player.user.id, 10);
    const started = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body: { difficulty: 'easy', mode: 'challenge', stake: '10' }, // the whole balance in escrow
    });
    expect(started.status).toBe(201);
    await expectRefused(player.user.id, 'an active quiz');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('an account with a task proof awaiting review for a paid task is never closed', async () => {
    const task = await asAdmin('POST', '/api/admin/tasks', {
      title: 'Share a post',
      type: 'marketing',
      reward: '0.75',
      verification: 'proof',
    });
    expect(task.status).toBe(201);
    const player = await api.register('Sharer');
    await api.sql`
      insert into task_proofs (task_id, task_type, user_id, period, username, task_url, content_type, screenshot)
      values (${task.json.data.id}, 'marketing', ${player.user.id}, 'once', 'sharer', 'https://example.com/post', 'image/png', '\\x89504e47')`;
    await expectRefused(player.user.id, '1 task proof(s) with a reward awaiting review');
  });

  test('an account with a referral reward due is never closed; one whose referrals have not qualified is', async () => {
    const referrer = await api.register('Referrer');
    const friend = await api.register('Friend', referrer.user.referralCode);
    // Pending until the friend qualifies (a referral that never qualifies is not due: see the quiet referrer below).
    const waiting = await api.sql`
      select 1 from referrals where referrer_id = ${referrer.user.id} and status = 'pending'`;
    expect(waiting).toHaveLength(1);
    await recordCompletedQuiz(api, friend.user.id); // qualified, not yet paid
    await expectRefused(referrer.user.id, '1 referral reward(s) due');

    const quiet = await api.register('Quiet Referrer');
    await api.register('Idle', quiet.user.referralCode);
    expect((await close(quiet.user.id)).status).toBe(200);
  });

  test('an account with a deposit not yet settled is never closed (a pending withdrawal locks a balance, refused above)', async () => {
    const player = await api.register('Depositor');
    const deposit = await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '25', network: 'TRC20', reference: `0x${'ABCDEF0123456789'.repeat(4)}` },
    });
    expect(deposit.status).toBe(201);
    await expectRefused(player.user.id, '1 deposit(s) or withdrawal(s) not yet settled');
  });

  test('an account with nothing in flight and no balance is closed', async () => {
    const player = await api.register('Done');
    const closed = await close(player.user.id);
    expect(closed.status).toBe(200);
    const [row] = await api.sql`select closed_at is not null as closed from users where id = ${player.user.id}`;
    expect(row!.closed).toBe(true);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
