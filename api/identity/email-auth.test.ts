import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const secret = () => new TextEncoder().encode(api.env.JWT_SECRET);

describe('email sign-up and sign-in', () => {
  test('register returns a session of an unverified account (its welcome bonus waits for the mailed link); the password is stored as an argon2id hash', async () => {
    const res = await api.call('POST', '/api/auth/register', {
      body: { email: 'Ada@Example.com', password: 'long enough pw', name: 'Ada' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      role: 'player',
      isAdmin: false,
      emailVerified: false,
      bonusBalance: '0',
    });
    const [row] = await api.sql<
      { password_hash: string }[]
    >`select password_hash from email_identities where email = 'ada@example.com'`;
    expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  test('a second account with the same email is a 409, a short password a 400', async () => {
    const dup = await api.call('POST', '/api/auth/register', {
      body: { email: 'ada@example.com', password: 'long enough pw', name: 'Ada 2' },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error.code).toBe('EMAIL_TAKEN');
    const short = await api.call('POST', '/api/auth/register', {
      body: { email: 'bob@example.com', password: 'short', name: 'Bob' },
    });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toBe('Password must be at least 8 characters');
  });

  test('concurrent sign-ups with one email (whatever its case) make one account; the others are 409 EMAIL_TAKEN', async () => {
    const results = await Promise.all(
      ['Twin@Example.com', 'twin@example.com', 'TWIN@example.com', 'twin@EXAMPLE.com'].map((email, i) =>
        api.call('POST', '/api/auth/register', { body: { email, password: 'long enough pw', name: `Twin ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201).length).toBe(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.json.error.code)).toEqual(Array(3).fill('EMAIL_TAKEN'));
    const winner = results.find((r) => r.status === 201)!.json.data.user.id;
    // The address's lookup (decision 0080) names the one account; the identity keeps the address.
    expect([...(await api.sql`select user_id from email_addresses where email = 'twin@example.com'`)]).toEqual([
      { user_id: winner },
    ]);
    expect([...(await api.sql`select user_id from email_identities where email = 'twin@example.com'`)]).toEqual([
      { user_id: winner },
    ]);
    // Each sign-up's referral code is in its lookup too.
    const [code] = await api.sql`select referral_code from users where id = ${winner}`;
    expect([...(await api.sql`select code from referral_codes where user_id = ${winner}`)]).toEqual([
      { code: code!.referral_code },
    ]);
  });

  test('login with the right password works; a wrong password or unknown email is the same 401', async () => {
    const ok = await api.call('POST', '/api/auth/login', {
      body: { email: 'ADA@example.com', password: 'long enough pw' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data.user.email).toBe('ada@example.com');
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { email: 'ada@example.com', password: 'nope nope nope' },
    });
    const unknown = await api.call('POST', '/api/auth/login', {
      body: { email: 'who@example.com', password: 'nope nope nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  test('after 5 failed logins the account is rate limited, even with the right password', async () => {
    const player = await api.register('Target');
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.call('POST', '/api/auth/login', { body: { email: player.email, password: 'wrong password' } }))
          .status,
      ).toBe(401);
    }
    const locked = await api.call('POST', '/api/auth/login', {
      body: { email: player.email, password: player.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error.message).toBe('Rate limited - please try again later');
  });

  test('refresh rotates the token; reusing a rotated token revokes the whole family', async () => {
    const player = await api.register('Rotator');
    const first = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } });
    expect(first.status).toBe(200);
    const second = first.json.data.refreshToken as string;
    expect(second).not.toBe(player.refreshToken);
    expect(first.json.data.user.id).toBe(player.user.id);

    const replay = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } });
    expect(replay.status).toBe(401);
    // The thief's replay killed the family: the legitimate newer token is dead too.
    expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken: second } })).status).toBe(401);
  });

  test('two refreshes with one token at once: one rotates it, the other is a reuse that revokes the family', async () => {
    const player = await api.register('Racer');
    const refresh = (refreshToken: string) => api.call('POST', '/api/auth/refresh', { body: { refreshToken } });
    const replies = await Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = replies.find((r) => r.status === 200)!.json.data.refreshToken as string;
    expect((await refresh(winner)).status).toBe(401);
    // Each token issued has its lookup by hash, under the player's id (decision 0080).
    const [counts] = await api.sql<{ tokens: number; lookups: number }[]>`
      select (select count(*)::int from refresh_tokens where user_id = ${player.user.id}) as tokens,
        (select count(*)::int from refresh_token_hashes where user_id = ${player.user.id}) as lookups`;
    expect(counts).toEqual({ tokens: 2, lookups: 2 });
  });

  test('logout revokes the refresh token', async () => {
    const player = await api.register('Leaver');
    expect((await api.call('POST', '/api/auth/logout', { body: { refreshToken: player.refreshToken } })).status).toBe(
      200,
    );
    expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } })).status).toBe(
      401,
    );
  });

  test('access tokens: expired, wrong audience, wrong type, unsigned or forged ones are refused', async () => {
    const player = await api.register('Tokens');
    const sub = player.user.id as string;
    const sid = JSON.parse(Buffer.from(player.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: object, header: object = { alg: 'HS256', typ: 'at+jwt' }) =>
      new SignJWT({ type: 'access', sid, ...claims })
        .setProtectedHeader(header as never)
        .setSubject(sub)
        .sign(secret());
    const expired = await sign({ aud: 'crypto-quiz-api', exp: now - 10 });
    const wrongAud = await sign({ aud: 'other', exp: now + 600 });
    const wrongType = await sign({ aud: 'crypto-quiz-api', exp: now + 600, type: 'refresh' });
    const noTyp = await sign({ aud: 'crypto-quiz-api', exp: now + 600 }, { alg: 'HS256' });
    const forged = await new SignJWT({ type: 'access', aud: 'crypto-quiz-api', exp: now + 600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(sub)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub, type: 'access', aud: 'crypto-quiz-api', exp: now + 600 })).toString('base64url')}.`;
    const noSession = await sign({ aud: 'crypto-quiz-api', exp: now + 600, sid: undefined });
    const otherSession = await sign({ aud: 'crypto-quiz-api', exp: now + 600, sid: crypto.randomUUID() });
    for (const token of [expired, wrongAud, wrongType, noTyp, forged, none, 'garbage', noSession, otherSession]) {
      const res = await api.call('GET', '/api/users/profile', { token });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
    }
    const good = await sign({ aud: 'crypto-quiz-api', exp: now + 600 });
    expect((await api.call('GET', '/api/users/profile', { token: good })).status).toBe(200);
  });

  test('the access cookie works for reads only, never for writes', async () => {
    const player = await api.register('Cookie');
    const cookie = { cookie: `access_token=${player.token}` };
    expect((await api.call('GET', '/api/users/profile', { headers: cookie })).status).toBe(200);
    expect((await api.call('PUT', '/api/users/profile', { headers: cookie, body: { name: 'X' } })).status).toBe(401);
  });
});
