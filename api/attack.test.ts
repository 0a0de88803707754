import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { correctIndex } from '../testing/quiz-play.ts';
import { signInitData } from '../domain/identity/telegram-init-data.ts';
import { createTestApi, testBotToken, type TestApi } from '../testing/test-api.ts';
import { txHash } from '../testing/tx-hash.ts';
import { addDepositAddresses } from '../testing/deposit-addresses.ts';

// Issue 13: the requests an attack on the running product sent, each refused now.
let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

describe('quiz timing', () => {
  test('an answer before its question is served is refused as too quick, and no time is negative', async () => {
    const player = await api.register();
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy' } })
    ).json.data;
    api.clock.advance(4_000);
    const first = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
      token: player.token,
      body: { questionId: question.id, answerIndex: await correctIndex(api, question.id) },
    });
    const next = first.json.data.next;
    expect(new Date(next.servedAt).getTime()).toBeGreaterThan(api.clock.now().getTime());
    const early = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
      token: player.token,
      body: { questionId: next.id, answerIndex: await correctIndex(api, next.id) },
    });
    expect(early.status).toBe(403);
    expect(early.json.error.code).toBe('RAPID_ANSWERS');
    const [row] = await api.sql<{ answered_at: Date | null }[]>`
      select answered_at from quiz_answers where session_id = ${session.id} and position = 1`;
    expect(row!.answered_at).toBeNull();
    api.clock.advance(8_000);
    const onTime = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
      token: player.token,
      body: { questionId: next.id, answerIndex: await correctIndex(api, next.id) },
    });
    expect(onTime.json.data.correct).toBe(true);
    const [negative] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from quiz_answers where session_id = ${session.id} and answered_at < served_at`;
    expect(negative!.n).toBe(0);
  });
});

describe('access', () => {
  test("a blocked player's token is refused at once on profile update and sync-user", async () => {
    const player = await api.register();
    expect((await api.call('POST', '/api/telegram-webapp/sync-user', { token: player.token })).status).toBe(200);
    await api.sql`update users set status = 'blocked' where id = ${player.user.id}`;
    const update = await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'Still here' } });
    expect(update.status).toBe(403);
    expect(update.json.error.code).toBe('USER_BLOCKED');
    const sync = await api.call('POST', '/api/telegram-webapp/sync-user', { token: player.token });
    expect(sync.json.error.code).toBe('USER_BLOCKED');
    const [row] = await api.sql<{ name: string }[]>`select name from users where id = ${player.user.id}`;
    expect(row!.name).not.toBe('Still here');
  });

  test('a logged-out access token is refused at once', async () => {
    const player = await api.register();
    expect(
      (await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'Before' } })).status,
    ).toBe(200);
    await api.call('POST', '/api/auth/logout', { body: { refreshToken: player.refreshToken } });
    const update = await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'After' } });
    expect(update.status).toBe(401);
    expect((await api.call('POST', '/api/telegram-webapp/sync-user', { token: player.token })).status).toBe(401);
    expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(401);
  });

  test('an answer under a logged-out access token is refused and nothing is recorded, with or without a key', async () => {
    const player = await api.register();
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy' } })
    ).json.data;
    await api.call('POST', '/api/auth/logout', { body: { refreshToken: player.refreshToken } });
    api.clock.advance(5_000);
    const body = { questionId: question.id, answerIndex: await correctIndex(api, question.id) };
    const path = `/api/quiz/sessions/${session.id}/answers`;
    for (const headers of [{}, { 'idempotency-key': crypto.randomUUID() }] as Record<string, string>[]) {
      const res = await api.call('POST', path, { token: player.token, body, headers });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
    }
    const [row] = await api.sql<{ answered_at: Date | null }[]>`
      select answered_at from quiz_answers where session_id = ${session.id} and position = 0`;
    expect(row!.answered_at).toBeNull();
    expect(
      (await api.call('POST', '/api/quiz/sessions/not-a-session/answers', { token: player.token, body })).status,
    ).toBe(400);
    const other = await api.call('POST', `/api/quiz/sessions/${crypto.randomUUID()}/answers`, {
      token: player.token,
      body,
    });
    expect(other.status).toBe(401);
  });

  test('a refreshed access token belongs to the same session: logout ends it too', async () => {
    const player = await api.register();
    const refreshed = (await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } }))
      .json.data;
    expect((await api.call('GET', '/api/users/profile', { token: refreshed.accessToken })).status).toBe(200);
    await api.call('POST', '/api/auth/logout', { body: { refreshToken: refreshed.refreshToken } });
    expect((await api.call('GET', '/api/users/profile', { token: refreshed.accessToken })).status).toBe(401);
  });

  test('every 429 says when to try again (Retry-After)', async () => {
    const player = await api.register();
    let refused: Awaited<ReturnType<typeof api.call>> | undefined;
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await api.call('POST', '/api/auth/login', { body: { email: player.email, password: 'wrong pw 1' } });
      if (res.status === 429) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      await api.call('POST', '/api/deposits', {
        token: player.token,
        body: { amount: '50', network: 'TRC20', reference: txHash() },
      });
    }
    const sixth = await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '50', network: 'TRC20', reference: txHash() },
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('names and ids', () => {
  test('names refuse direction overrides and names of only invisible characters', async () => {
    const player = await api.register();
    for (const name of ['evil\u202Egnp.exe', 'a\u2066b', '\u200B\u200B', '\u00AD', '\u3164', ' \u2800 ']) {
      const res = await api.call('PUT', '/api/users/profile', { token: player.token, body: { name } });
      expect({ name, status: res.status }).toEqual({ name, status: 400 });
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const signUp = await api.call('POST', '/api/auth/register', {
      body: { email: 'bidi@example.com', password: 'correct horse 1', name: 'admin\u202E' },
    });
    expect(signUp.status).toBe(400);
    expect(
      (await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'Zoë 😀' } })).status,
    ).toBe(200);
  });

  test("a Telegram id outside JavaScript's safe integers is a 400", async () => {
    const user = '{"id":123456789012345678901,"first_name":"Big"}';
    const initData = signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user }, testBotToken);
    const res = await api.call('POST', '/api/telegram-webapp/webapp-init', { body: { initData } });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Invalid Telegram init data: the user id is out of range');
  });
});

test('no response lets inline scripts run without a nonce', async () => {
  for (const path of ['/api/health', '/api/nothing-here']) {
    const csp = (await api.call('GET', path)).headers.get('content-security-policy') ?? '';
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scripts?.trim()).toBe("script-src 'self'");
  }
});

describe('deposit references', () => {
  test('an approved reference cannot be reported again in a look-alike spelling', async () => {
    const [a, b] = [await api.register(), await api.register()];
    const hash = txHash('approved-once');
    const first = await api.call('POST', '/api/deposits', {
      token: a.token,
      body: { amount: '50', network: 'TRC20', reference: hash },
    });
    expect(first.status).toBe(201);
    expect(
      (await api.call('PUT', `/api/admin/transactions/${first.json.data.id}/approve`, { token: adminToken, body: {} }))
        .status,
    ).toBe(200);
    for (const reference of [
      `\u200b${hash}`,
      `${hash}\u200b`,
      `${hash.slice(0, 20)}\u00ad${hash.slice(20)}`,
      `0x${hash}`,
      hash.toUpperCase(),
    ]) {
      const again = await api.call('POST', '/api/deposits', {
        token: b.token,
        body: { amount: '50', network: 'TRC20', reference },
      });
      expect({ reference, status: again.status }).toEqual({ reference, status: 409 });
    }
    const cyrillic = `${hash.slice(0, 10)}\u0430${hash.slice(11)}`; // а in place of a hex letter
    const lookAlike = await api.call('POST', '/api/deposits', {
      token: b.token,
      body: { amount: '50', network: 'TRC20', reference: cyrillic },
    });
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.json.error.message).toBe('Please enter a valid transaction hash for the selected network');
  });

  test('the admin sees, beside a pending deposit, the earlier deposits with the same reference', async () => {
    const [a, b] = [await api.register('First'), await api.register('Second')];
    const hash = txHash('seen-before');
    const earlier = await api.call('POST', '/api/deposits', {
      token: a.token,
      body: { amount: '50', network: 'TRC20', reference: hash },
    });
    const later = await api.call('POST', '/api/deposits', {
      token: b.token,
      body: { amount: '50', network: 'ERC20', reference: `0x${hash.toUpperCase()}` },
    });
    expect(later.status).toBe(201);
    const list = await api.call('GET', '/api/admin/transactions?type=deposit&status=pending&pageSize=50', {
      token: adminToken,
    });
    const row = list.json.data.find((t: { id: string }) => t.id === later.json.data.id);
    expect(row.similarDeposits).toEqual([
      expect.objectContaining({ id: earlier.json.data.id, userName: 'First', network: 'TRC20', reference: hash }),
    ]);
    const first = list.json.data.find((t: { id: string }) => t.id === earlier.json.data.id);
    expect(first.similarDeposits).toEqual([]);
  });
});

test('a Telegram name loses its direction controls; one of only invisible characters falls back to the handle', async () => {
  const signIn = async (user: object) => {
    const initData = signInitData(
      { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify(user) },
      testBotToken,
    );
    return (await api.call('POST', '/api/telegram-webapp/webapp-init', { body: { initData } })).json.data.user;
  };
  expect((await signIn({ id: 777001, first_name: 'Ann\u202Eexe.gnp' })).name).toBe('Annexe.gnp');
  expect((await signIn({ id: 777002, first_name: '\u200B\u3164', username: 'handle_two' })).name).toBe('handle_two');
});
