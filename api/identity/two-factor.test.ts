import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Secret, TOTP } from 'otpauth';
import { adminsWithoutTwoFactor } from '../../domain/identity/two-factor.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Admin two-factor sign-in and the back office's inactivity timeout (issue 27, decision 0052), on
// the test API's clock of sign-in (api.sessionClock).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());

/** The code an authenticator app shows now, by the server's clock of sign-in. */
const codeOf = (secret: string, at = api.sessionClock.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
const step = 30_000;

const login = (email: string, password: string, code?: string, client = 'local') =>
  api.call('POST', '/api/auth/login', {
    body: { email, password, ...(code === undefined ? {} : { code }) },
    headers: { 'x-test-client': client },
  });

/** A new admin with an email account, signed in without two-factor sign-in. */
async function newAdmin() {
  const account = await api.register('Admin');
  await api.makeAdmin(account.user.id);
  return account;
}

/** A new admin who turned two-factor sign-in on: their secret, recovery codes and the session that enabled it. */
async function adminWithTwoFactor() {
  const admin = await newAdmin();
  const setup = await api.call('POST', '/api/admin/2fa/setup', { token: admin.token });
  expect(setup.status).toBe(200);
  const secret = setup.json.data.secret as string;
  const enable = await api.call('POST', '/api/admin/2fa/enable', {
    token: admin.token,
    body: { code: codeOf(secret) },
  });
  expect(enable.status).toBe(200);
  api.sessionClock.advance(step); // the enabling code's step is used: the next sign-in needs the next code
  return { ...admin, secret, recoveryCodes: enable.json.data.recoveryCodes as string[] };
}

const errorOf = (res: { status: number; json: any }) => [res.status, res.json?.error?.code];

describe('admin two-factor sign-in', () => {
  test('an admin turns two-factor sign-in on with a code from the set-up secret, and off with a code', async () => {
    const admin = await newAdmin();
    const setup = await api.call('POST', '/api/admin/2fa/setup', { token: admin.token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toStartWith('otpauth://totp/');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');
    // Set up but not enabled: the password alone still signs in.
    expect((await login(admin.email, admin.password)).status).toBe(200);
    const [stored] = await api.sql`select secret_encrypted from two_factor_secrets where user_id = ${admin.user.id}`;
    expect(stored!.secret_encrypted).not.toContain(secret);

    const wrong = await api.call('POST', '/api/admin/2fa/enable', { token: admin.token, body: { code: '000000' } });
    expect(errorOf(wrong)).toEqual([400, 'INVALID_TOTP']);
    const enable = await api.call('POST', '/api/admin/2fa/enable', {
      token: admin.token,
      body: { code: codeOf(secret) },
    });
    expect(enable.status).toBe(200);
    expect(enable.json.data.enabled).toBe(true);
    expect(enable.json.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enable.json.data.recoveryCodes).size).toBe(10);
    // Once on, the secret is never handed out again.
    expect(errorOf(await api.call('POST', '/api/admin/2fa/setup', { token: admin.token }))).toEqual([409, 'CONFLICT']);
    expect((await api.call('GET', '/api/admin/2fa', { token: admin.token })).json.data).toEqual({
      enabled: true,
      required: false,
    });

    api.sessionClock.advance(step);
    const wrongOff = await api.call('POST', '/api/admin/2fa/disable', { token: admin.token, body: { code: '123456' } });
    expect(errorOf(wrongOff)).toEqual([400, 'INVALID_TOTP']);
    const off = await api.call('POST', '/api/admin/2fa/disable', {
      token: admin.token,
      body: { code: codeOf(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ enabled: false });
    expect((await login(admin.email, admin.password)).status).toBe(200);

    const audit = await api.sql`
      select action, before, after from audit_log where target_id = ${admin.user.id} order by id`;
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['admin.two_factor.enable', { enabled: false }, { enabled: true }],
      ['admin.two_factor.disable', { enabled: true }, { enabled: false }],
    ]);
  });

  test('an admin with two-factor sign-in on cannot sign in without a code (401 TOTP_REQUIRED)', async () => {
    const admin = await adminWithTwoFactor();
    expect(errorOf(await login(admin.email, admin.password))).toEqual([401, 'TOTP_REQUIRED']);
    // A wrong password says nothing about the second factor.
    expect(errorOf(await login(admin.email, 'wrong password'))).toEqual([401, 'INVALID_CREDENTIALS']);
    const signedIn = await login(admin.email, admin.password, codeOf(admin.secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.twoFactorSetupRequired).toBe(false);
    const backOffice = await api.call('GET', '/api/admin/dashboard', { token: signedIn.json.data.accessToken });
    expect(backOffice.status).toBe(200);
  });

  test('a wrong or reused two-factor code is refused with 401 INVALID_TOTP', async () => {
    const admin = await adminWithTwoFactor();
    expect(errorOf(await login(admin.email, admin.password, '000000'))).toEqual([401, 'INVALID_TOTP']);
    const code = codeOf(admin.secret);
    expect((await login(admin.email, admin.password, code)).status).toBe(200);
    expect(errorOf(await login(admin.email, admin.password, code))).toEqual([401, 'INVALID_TOTP']);
    // An older code within the drift window is refused too once a newer one was used.
    expect(
      errorOf(
        await login(
          admin.email,
          admin.password,
          codeOf(admin.secret, new Date(api.sessionClock.now().getTime() - step)),
        ),
      ),
    ).toEqual([401, 'INVALID_TOTP']);
    // A phone one step ahead still signs in.
    const ahead = codeOf(admin.secret, new Date(api.sessionClock.now().getTime() + step));
    expect((await login(admin.email, admin.password, ahead)).status).toBe(200);
  });

  test('two sign-ins racing with the same code: only one gets in', async () => {
    const admin = await adminWithTwoFactor();
    const code = codeOf(admin.secret);
    const results = await Promise.all([1, 2, 3].map(() => login(admin.email, admin.password, code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  test('a recovery code signs in once', async () => {
    const admin = await adminWithTwoFactor();
    const [recovery] = admin.recoveryCodes;
    const first = await login(admin.email, admin.password, recovery!.toUpperCase());
    expect(first.status).toBe(200);
    expect((await api.call('GET', '/api/admin/dashboard', { token: first.json.data.accessToken })).status).toBe(200);
    expect(errorOf(await login(admin.email, admin.password, recovery))).toEqual([401, 'INVALID_TOTP']);
    expect((await login(admin.email, admin.password, admin.recoveryCodes[1])).status).toBe(200);
  });

  test('two-factor code attempts are limited per account, from every client together', async () => {
    const admin = await adminWithTwoFactor();
    for (let i = 0; i < 5; i++)
      expect(errorOf(await login(admin.email, admin.password, '000000', `guesser-${i}`))).toEqual([
        401,
        'INVALID_TOTP',
      ]);
    const refused = await login(admin.email, admin.password, codeOf(admin.secret), 'guesser-new');
    expect(errorOf(refused)).toEqual([429, 'RATE_LIMITED']);
  });

  test('a session opened without the code (before enabling, or by Telegram) no longer reaches the back office', async () => {
    const admin = await newAdmin();
    const otherDevice = await login(admin.email, admin.password);
    const setup = await api.call('POST', '/api/admin/2fa/setup', { token: admin.token });
    const code = codeOf(setup.json.data.secret);
    expect((await api.call('POST', '/api/admin/2fa/enable', { token: admin.token, body: { code } })).status).toBe(200);
    // The session that enabled it proved the code; the other device did not.
    expect((await api.call('GET', '/api/admin/dashboard', { token: admin.token })).status).toBe(200);
    const other = await api.call('GET', '/api/admin/dashboard', { token: otherDevice.json.data.accessToken });
    expect(errorOf(other)).toEqual([401, 'TOTP_REQUIRED']);
    // It is still a player's session elsewhere.
    expect((await api.call('GET', '/api/users/profile', { token: otherDevice.json.data.accessToken })).status).toBe(
      200,
    );
  });
});

describe('enableTwoFactor', () => {
  test('enableTwoFactor makes an admin without two-factor sign-in set it up at the next sign-in', async () => {
    const operator = await adminWithTwoFactor();
    const operatorSession = await login(operator.email, operator.password, codeOf(operator.secret));
    const token = operatorSession.json.data.accessToken as string;
    const on = await api.call('PUT', '/api/admin/system-settings', {
      token,
      body: { security: { enableTwoFactor: true } },
    });
    expect(on.status).toBe(200);
    expect(on.json.data.security.enableTwoFactor).toBe(true);
    expect(await adminsWithoutTwoFactor(api.sql)).toBeGreaterThan(0);

    const admin = await newAdmin();
    const signedIn = await login(admin.email, admin.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.twoFactorSetupRequired).toBe(true);
    const session = signedIn.json.data.accessToken as string;
    expect(errorOf(await api.call('GET', '/api/admin/dashboard', { token: session }))).toEqual([
      403,
      'TWO_FACTOR_REQUIRED',
    ]);
    expect(
      errorOf(await api.call('POST', '/api/admin/2fa/disable', { token: session, body: { code: '123456' } })),
    ).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    expect((await api.call('GET', '/api/admin/2fa', { token: session })).json.data).toEqual({
      enabled: false,
      required: true,
    });
    const setup = await api.call('POST', '/api/admin/2fa/setup', { token: session });
    expect(setup.status).toBe(200);
    const enable = await api.call('POST', '/api/admin/2fa/enable', {
      token: session,
      body: { code: codeOf(setup.json.data.secret) },
    });
    expect(enable.status).toBe(200);
    expect((await api.call('GET', '/api/admin/dashboard', { token: session })).status).toBe(200);
    // A player signing in is not asked for anything.
    const player = await api.register();
    const playerLogin = await login(player.email, player.password);
    expect(playerLogin.json.data.twoFactorSetupRequired).toBe(false);

    await api.call('PUT', '/api/admin/system-settings', { token, body: { security: { enableTwoFactor: false } } });
  });

  test('adminsWithoutTwoFactor counts the admins who have not turned it on', async () => {
    const before = await adminsWithoutTwoFactor(api.sql);
    await newAdmin();
    expect(await adminsWithoutTwoFactor(api.sql)).toBe(before + 1);
    await adminWithTwoFactor();
    expect(await adminsWithoutTwoFactor(api.sql)).toBe(before + 1);
  });
});

describe('admin session timeout', () => {
  const minutes = (n: number) => n * 60_000;

  test('inactivity ends an admin session: its requests and its refresh token are refused', async () => {
    const admin = await newAdmin();
    const session = (await login(admin.email, admin.password)).json.data;
    const dashboard = () => api.call('GET', '/api/admin/dashboard', { token: session.accessToken });
    // Requests keep it alive (sessionTimeout is 30 minutes by default).
    expect((await dashboard()).status).toBe(200);
    api.sessionClock.advance(minutes(20));
    expect((await dashboard()).status).toBe(200);
    api.sessionClock.advance(minutes(20));
    expect((await dashboard()).status).toBe(200);
    api.sessionClock.advance(minutes(31));
    const ended = await dashboard();
    expect(ended.status).toBe(401);
    expect(ended.json.error.message).toContain('without activity');
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  test('refreshing is not activity: an idle admin session cannot be kept alive by refreshing it', async () => {
    const admin = await newAdmin();
    let { refreshToken } = (await login(admin.email, admin.password)).json.data;
    for (const _ of [1, 2]) {
      api.sessionClock.advance(minutes(14));
      const res = await api.call('POST', '/api/auth/refresh', { body: { refreshToken } });
      expect(res.status).toBe(200);
      refreshToken = res.json.data.refreshToken;
    }
    api.sessionClock.advance(minutes(3));
    expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
  });

  test("a player's session is not ended by the back office's timeout", async () => {
    const player = await api.register();
    api.sessionClock.advance(minutes(60));
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } });
    expect(refresh.status).toBe(200);
  });
});
