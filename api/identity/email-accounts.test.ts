// Email accounts (issue 27, contract "First run and operator accounts", decision 0053): they verify
// their address by a mailed link before their welcome bonus and withdrawals, and "Forgot password?"
// mails a single-use reset link valid for an hour, whose reset ends every session. Through the real
// endpoints, the real mail__send job and a local SMTP catcher.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { type FakeSmtp, linkIn } from '../../testing/fake-smtp.ts';
import { createMailTestApi, runMailJobs, testPublicUrl } from '../../testing/mail-jobs.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let smtp: FakeSmtp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, smtp, close } = await createMailTestApi());
  await addDepositAddresses(api.sql, ['TRC20']); // withdrawals need a network the operator set up
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => close());

const unverified = (name = 'Player') => api.register(name, undefined, { verified: false });
const runMail = () => runMailJobs(api, smtp.url);
const verify = (token: string) => api.call('POST', '/api/auth/verify-email', { body: { token } });
const resend = (token: string, client = 'local') =>
  api.call('POST', '/api/auth/resend-verification', { token, headers: { 'x-test-client': client } });
const profile = async (token: string) => (await api.call('GET', '/api/users/profile', { token })).json.data;
/** The newest verification link mailed to an address. */
const mailedToken = (email: string) => linkIn(smtp.mailsTo(email).at(-1)!, '/verify-email').token;
const welcomeBonuses = async (userId: string) =>
  (await api.sql`select 1 from journals where user_id = ${userId} and type = 'welcome_bonus'`).length;

describe('email verification', () => {
  test('sign-up mails a verification link to the address, from the emailFrom setting, through the SMTP_URL', async () => {
    const player = await unverified('Mila');
    expect(await queuedJobs(api.sql, 'mail__send')).toHaveLength(1); // queued with the sign-up, not sent inline
    expect(smtp.mailsTo(player.email)).toHaveLength(0);
    await runMail();
    const [mail] = smtp.mailsTo(player.email);
    expect(mail).toMatchObject({
      from: 'noreply@example.com',
      user: 'mailer',
      subject: 'Verify your email for Crypto Master',
    });
    expect(mail!.text).toStartWith('Hi Mila,');
    const link = linkIn(mail!, '/verify-email');
    expect(link.url).toStartWith(`${testPublicUrl}/verify-email?token=`);
    expect(await queuedJobs(api.sql, 'mail__send')).toHaveLength(0);
    // The database keeps the token's hash only.
    const [row] = await api.sql`select token_hash from email_tokens where user_id = ${player.user.id}`;
    expect(row!.token_hash).not.toBe(link.token);
  });

  test('an email account gets its welcome bonus when it verifies, once, however many verifications race', async () => {
    const player = await unverified();
    expect(player.user).toMatchObject({ emailVerified: false, bonusBalance: '0' });
    await resend(player.token); // two valid links now
    await runMail();
    const tokens = smtp.mailsTo(player.email).map((m) => linkIn(m, '/verify-email').token);
    expect(tokens).toHaveLength(2);
    const replies = await Promise.all([...tokens, ...tokens].map(verify));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    expect(replies.find((r) => r.status === 200)!.json.data).toMatchObject({ emailVerified: true, bonusBalance: '5' });
    expect(await welcomeBonuses(player.user.id)).toBe(1);
    expect(await profile(player.token)).toMatchObject({ emailVerified: true, isVerified: true, bonusBalance: '5' });
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('a verification link works once, and not after 24 hours', async () => {
    const player = await unverified();
    await runMail();
    const token = mailedToken(player.email);
    const [row] = await api.sql`
      select extract(epoch from expires_at - created_at)::int as seconds from email_tokens where user_id = ${player.user.id}`;
    expect(row!.seconds).toBe(24 * 3600);
    await api.sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${player.user.id}`;
    const expired = await verify(token);
    expect(expired.status).toBe(400);
    expect(expired.json.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This verification link is invalid, already used or expired. Ask for a new one.',
    });
    await api.sql`update email_tokens set expires_at = now() + interval '1 hour' where user_id = ${player.user.id}`;
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).status).toBe(400);
    expect((await verify('not-a-token')).status).toBe(400);
    expect(await welcomeBonuses(player.user.id)).toBe(1);
  });

  test('resending a verification link is rate limited per player; a verified account is sent nothing', async () => {
    const player = await unverified();
    for (let i = 0; i < 3; i++) expect((await resend(player.token, `client-${i}`)).status).toBe(200);
    const refused = await resend(player.token, 'client-9');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect((await api.call('POST', '/api/auth/resend-verification')).status).toBe(401);

    const verified = await api.register();
    const before = (await queuedJobs(api.sql, 'mail__send')).length;
    expect((await resend(verified.token, 'client-v')).json).toEqual({ data: {} });
    expect(await queuedJobs(api.sql, 'mail__send')).toHaveLength(before);
  });

  test('an unverified email account cannot withdraw: 403 EMAIL_NOT_VERIFIED, and can once verified', async () => {
    const player = await unverified();
    await api.fund(player.user.id, 50);
    const body = { amount: '20', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };
    const refused = await api.call('POST', '/api/withdrawals', { token: player.token, body });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email first' });
    expect((await profile(player.token)).availableBalance).toBe('50'); // nothing locked
    expect((await verify(await api.verificationToken(player.user.id))).status).toBe(200);
    const accepted = await api.call('POST', '/api/withdrawals', { token: player.token, body });
    expect(accepted.status).toBe(201);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test("the mail is in the player's language, else the settings' default language", async () => {
    const player = await unverified('Jonas');
    expect(
      (await api.call('PUT', '/api/users/language', { token: player.token, body: { language: 'de' } })).status,
    ).toBe(200);
    await runMail();
    const [mail] = smtp.mailsTo(player.email);
    expect(mail!.subject).toBe('Bestätige deine E-Mail für Crypto Master');
    expect(mail!.text).toStartWith('Hallo Jonas,');
    linkIn(mail!, '/verify-email');

    await api.sql`
      insert into app_settings (id, document) values ('appSettings', ${api.sql.json({ system: { general: { defaultLanguage: 'zh' } } })})
      on conflict (id) do update set document = app_settings.document || excluded.document`;
    forgetCachedSettings();
    try {
      const other = await unverified('Li');
      await runMail();
      expect(smtp.mailsTo(other.email)[0]!.subject).toBe('验证您在 Crypto Master 的邮箱');
    } finally {
      await api.sql`update app_settings set document = document - 'system'`;
      forgetCachedSettings();
    }
  });
});

describe('mail__send', () => {
  test('the mail job sends a link once, even when the job is delivered twice', async () => {
    const player = await unverified();
    const [job] = await queuedJobs(api.sql, 'mail__send');
    await runMail();
    await api.sql`select graphile_worker.add_job('mail__send', ${job!.payload as never}::json)`;
    await runMail();
    expect(smtp.mailsTo(player.email)).toHaveLength(1);
  });

  test('without SMTP_URL: email accounts are usable but unverified, and no mail goes out', async () => {
    // The worker without SMTP_URL: the sign-up's mail job ends without sending.
    const player = await unverified('Offline');
    await runMailJobs(api, undefined);
    expect(await queuedJobs(api.sql, 'mail__send')).toHaveLength(0);
    expect(smtp.mailsTo(player.email)).toHaveLength(0);
    expect(await profile(player.token)).toMatchObject({ emailVerified: false, bonusBalance: '0' });
    // The API without SMTP_URL: the account plays, and asking for mail says email is not set up.
    const noMail = await createTestApi();
    try {
      const other = await noMail.register('Offline', undefined, { verified: false });
      expect(other.user).toMatchObject({ emailVerified: false, bonusBalance: '0' });
      expect((await noMail.call('GET', '/api/quiz/eligibility', { token: other.token })).status).toBe(200);
      const resent = await noMail.call('POST', '/api/auth/resend-verification', { token: other.token });
      expect(resent.status).toBe(503);
      expect(resent.json.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Email is not set up on this server' });
      const forgot = await noMail.call('POST', '/api/auth/forgot-password', { body: { email: other.email } });
      expect(forgot.status).toBe(503);
    } finally {
      await noMail.close();
    }
  });
});

const forgot = (email: string, client = 'local') =>
  api.call('POST', '/api/auth/forgot-password', { body: { email }, headers: { 'x-test-client': client } });
const reset = (token: string, password: string) =>
  api.call('POST', '/api/auth/reset-password', { body: { token, password } });
const login = (email: string, password: string) => api.call('POST', '/api/auth/login', { body: { email, password } });
/** Asks for a reset link and returns its token, as read from the mail. */
async function resetToken(email: string, client = 'local') {
  expect((await forgot(email, client)).status).toBe(200);
  await runMailJobs(api, smtp.url);
  const mail = smtp.mailsTo(email).at(-1)!;
  expect(mail.subject).toBe('Reset your Crypto Master password');
  const link = linkIn(mail, '/reset-password');
  expect(link.url).toStartWith(`${testPublicUrl}/reset-password?token=`);
  return link.token;
}

describe('password reset', () => {
  test('a reset link sets the new password once and ends every session of the account', async () => {
    const player = await api.register();
    const other = await login(player.email, player.password); // a second device
    const token = await resetToken(player.email, 'reset-1');
    expect(await reset(token, 'a brand new pass 2')).toMatchObject({ status: 200, json: { data: {} } });

    for (const refreshToken of [player.refreshToken, other.json.data.refreshToken])
      expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(401);
    expect((await login(player.email, player.password)).status).toBe(401);
    expect((await login(player.email, 'a brand new pass 2')).status).toBe(200);

    const again = await reset(token, 'yet another pass 3');
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This password reset link is invalid, already used or expired. Ask for a new one.',
    });
  });

  test('a reset link works for an hour; a short password is refused without spending it', async () => {
    const player = await api.register();
    const token = await resetToken(player.email, 'reset-2');
    const [row] = await api.sql`
      select extract(epoch from expires_at - created_at)::int as seconds from email_tokens
      where user_id = ${player.user.id} and purpose = 'reset_password'`;
    expect(row!.seconds).toBe(3600);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.json.error.message).toBe('Password must be at least 8 characters');
    await api.sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${player.user.id} and purpose = 'reset_password'`;
    expect((await reset(token, 'long enough pass 4')).status).toBe(400);
    expect((await login(player.email, player.password)).status).toBe(200);
  });

  test('a verification link cannot reset a password', async () => {
    const player = await api.register('Other', undefined, { verified: false });
    const verification = await api.verificationToken(player.user.id);
    expect((await reset(verification, 'long enough pass 5')).status).toBe(400);
  });

  test('forgot password answers the same for an unknown address, and mails nothing there', async () => {
    const player = await api.register();
    const known = await forgot(player.email, 'enum-1');
    const unknown = await forgot('nobody-here@example.com', 'enum-2');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ data: {} });
    await runMailJobs(api, smtp.url);
    expect(smtp.mailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(smtp.mailsTo(player.email).filter((m) => m.subject.startsWith('Reset'))).toHaveLength(1);
  });

  test('forgot password is rate limited per address and per client', async () => {
    // One address from many clients.
    for (let i = 0; i < 3; i++) expect((await forgot('target@example.com', `spread-${i}`)).status).toBe(200);
    const perAddress = await forgot('Target@Example.com', 'spread-9');
    expect(perAddress.status).toBe(429);
    expect(perAddress.json.error.code).toBe('RATE_LIMITED');
    // One client, many addresses.
    for (let i = 0; i < 3; i++) expect((await forgot(`someone${i}@example.com`, 'busy')).status).toBe(200);
    expect((await forgot('someone9@example.com', 'busy')).status).toBe(429);
  });
});
