import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { Elysia } from 'elysia';
import { normaliseEmail, registerEmail, verifyEmailLogin } from '../../domain/identity/email-account.ts';
import { sessionEnded, startAdminSession } from '../../domain/identity/admin-session.ts';
import { checkSignInCode } from '../../domain/identity/two-factor.ts';
import { invalidRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../../domain/identity/refresh-tokens.ts';
import { signInTelegram } from '../../domain/identity/sign-in-telegram.ts';
import { startMiniAppSession } from '../../domain/identity/mini-app-session.ts';
import { linkCodeOf, linkTelegram } from '../../domain/identity/telegram-link.ts';
import { validateInitData } from '../../domain/identity/telegram-init-data.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { clearRateLimit, hitRateLimit } from '../../domain/rate-limit.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import { referralCodeOf } from '../../domain/telegram/start-payload.ts';
import { limitByAddress } from '../http/client-limit.ts';
import type { Deps } from '../http/deps.ts';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
  WebAppInitBody,
} from './schemas.ts';
import { resendVerification, verifyEmail } from '../../domain/identity/verify-email.ts';
import { requestPasswordReset, resetPassword } from '../../domain/identity/reset-password.ts';
import { changePassword, endSessions } from '../../domain/identity/change-password.ts';
import { recordSignIn, type SignInMethod } from '../../domain/fraud/sign-in-signals.ts';
import { markSeen } from '../../domain/identity/mark-seen.ts';
import type { Tx } from '../../db/connection.ts';
import { openSession, type SignedInSession, telegramSessionJson } from './session.ts';

/** The reply to a password sign-in: the session, and whether the admin must set up two-factor sign-in first. */
export type LoginReply = SignedInSession & { twoFactorSetupRequired: boolean };

export function identityRoutes({ sql, env, auth, clientIp, now, sessionNow }: Deps) {
  /**
   * A new session from a sign-in (not a refresh): its device and address feed the fraud score; an
   * admin's is watched for inactivity (`secondFactor`: signed in with a two-factor code).
   */
  async function signIn(
    tx: Tx,
    request: Request,
    userId: string,
    method: SignInMethod = 'password',
    secondFactor = false,
  ) {
    const device = request.headers.get('x-device-fingerprint');
    await recordSignIn(tx, { userId, method, device, address: clientIp(request), secret: env.JWT_SECRET });
    const sessionId = crypto.randomUUID();
    await startAdminSession(tx, { userId, sessionId, at: sessionNow(), secondFactor });
    if (method === 'telegram') await startMiniAppSession(tx, { userId, sessionId });
    return openSession(tx, auth, userId, { sessionId });
  }

  /** Per-IP limit on the sign-in endpoints, from the security settings (shared by all replicas). */
  const limitByIp = (request: Request, endpoint: string) =>
    limitByAddress(sql, { endpoint, address: clientIp(request) });

  /**
   * Mail that a request sets off: refused (503) without SMTP, and limited per hour for its key (an
   * address, a player) and for the client, whatever the security switch says: the mails land in
   * somebody's inbox.
   */
  async function limitMail(request: Request, endpoint: string, key: string) {
    if (!env.SMTP_URL) throw new AppError('SERVICE_UNAVAILABLE', 'Email is not set up on this server');
    const { mailsPerHour } = (await readSettings(sql)).system.notifications;
    for (const each of [key, `client:${clientIp(request)}`])
      await hitRateLimit(sql, { key: `${endpoint}:${each}`, limit: mailsPerHour, windowSeconds: 3600 });
  }

  return new Elysia()
    .post(
      '/api/auth/register',
      async ({ body, request, set }) => {
        await limitByIp(request, 'register');
        const { passwordMinLength } = (await readSettings(sql)).system.security;
        const session = await transaction(sql, async (tx) => {
          const { userId } = await registerEmail(tx, { ...body, passwordMinLength });
          return signIn(tx, request, userId);
        });
        set.status = 201;
        return { data: session };
      },
      { body: RegisterBody, detail: { summary: 'Sign up with email and password' } },
    )

    .post(
      '/api/auth/login',
      async ({ body, request }) => {
        await limitByIp(request, 'login');
        const { security } = (await readSettings(sql)).system;
        // Attempts on one account from one client are counted before the password is checked (so a
        // burst cannot race the limit) and forgiven on success; another client is not locked out.
        const attempts = {
          key: `login:${body.email.toLowerCase()}:${clientIp(request)}`,
          limit: security.maxLoginAttempts,
          windowSeconds: security.rateLimitWindow * 60,
        };
        if (security.enableRateLimit) await hitRateLimit(sql, attempts);
        // Two-factor codes are limited per account from every client together, whatever the switch:
        // six digits fall to unlimited guessing.
        const codeAttempts =
          body.code === undefined ? null : { ...attempts, key: `two-factor:${normaliseEmail(body.email)}` };
        if (codeAttempts) await hitRateLimit(sql, codeAttempts);
        const reply: LoginReply = await transaction(sql, async (tx) => {
          const { userId } = await verifyEmailLogin(tx, body);
          const { secondFactor, twoFactorSetupRequired } = await checkSignInCode(tx, {
            userId,
            code: body.code,
            at: sessionNow(),
            jwtSecret: env.JWT_SECRET,
            required: security.enableTwoFactor,
          });
          return { ...(await signIn(tx, request, userId, 'password', secondFactor)), twoFactorSetupRequired };
        });
        if (security.enableRateLimit) await clearRateLimit(sql, attempts.key);
        if (codeAttempts) await clearRateLimit(sql, codeAttempts.key);
        return { data: reply };
      },
      { body: LoginBody, detail: { summary: 'Sign in with email and password' } },
    )

    .post(
      '/api/auth/verify-email',
      async ({ body }) => {
        // No client limit: a token is 256 random bits, and test and e2e helpers verify every sign-up.
        const { userId } = await transaction(sql, (tx) => verifyEmail(tx, body));
        return { data: await loadUserView(sql, userId) };
      },
      { body: VerifyEmailBody, detail: { summary: 'Verify an email address by the token of the mailed link' } },
    )

    .post(
      '/api/auth/resend-verification',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await limitMail(request, 'resend-verification', userId);
        await transaction(sql, (tx) => resendVerification(tx, { userId }));
        return { data: {} };
      },
      { detail: { summary: 'Mail a new verification link to the signed-in email account' } },
    )

    .post(
      '/api/auth/forgot-password',
      async ({ body, request }) => {
        await limitMail(request, 'forgot-password', normaliseEmail(body.email));
        await transaction(sql, (tx) => requestPasswordReset(tx, body));
        return { data: {} };
      },
      {
        body: ForgotPasswordBody,
        detail: { summary: 'Mail a password reset link; the same reply whether or not the address has an account' },
      },
    )

    .post(
      '/api/auth/reset-password',
      async ({ body }) => {
        const { passwordMinLength } = (await readSettings(sql)).system.security;
        await transaction(sql, (tx) => resetPassword(tx, { ...body, minLength: passwordMinLength }));
        return { data: {} };
      },
      {
        body: ResetPasswordBody,
        detail: { summary: 'Set a new password by the token of the mailed link; ends every session' },
      },
    )

    .post(
      '/api/auth/refresh',
      async ({ body }) => {
        const rotated = await transaction(sql, (tx) => rotateRefreshToken(tx, body.refreshToken, sessionNow()));
        if (rotated === 'reused') throw invalidRefreshToken();
        if (rotated === 'ended') throw sessionEnded();
        return { data: await transaction(sql, (tx) => openSession(tx, auth, rotated.userId, rotated)) };
      },
      { body: RefreshBody, detail: { summary: 'Rotate a refresh token' } },
    )

    .post(
      '/api/auth/logout',
      async ({ body }) => {
        await transaction(sql, (tx) => revokeRefreshToken(tx, body.refreshToken));
        return { data: {} };
      },
      { body: RefreshBody, detail: { summary: 'Revoke a refresh token and its family' } },
    )

    .put(
      '/api/users/password',
      async ({ body, request }) => {
        const { userId, sessionId } = await auth.requireUser(request);
        const { security } = (await readSettings(sql)).system;
        // Guessing the current password through a stolen session is limited like a sign-in.
        if (security.enableRateLimit)
          await hitRateLimit(sql, {
            key: `change-password:${userId}`,
            limit: security.maxLoginAttempts,
            windowSeconds: security.rateLimitWindow * 60,
          });
        const result = await transaction(sql, (tx) =>
          changePassword(tx, { userId, sessionId, ...body, minLength: security.passwordMinLength }),
        );
        return { data: result };
      },
      {
        body: ChangePasswordBody,
        detail: { summary: 'Change the password of an email account; signs out every other session' },
      },
    )

    .delete(
      '/api/users/sessions',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        const endedSessions = await transaction(sql, (tx) => endSessions(tx, userId, null));
        return { data: { endedSessions } };
      },
      { detail: { summary: 'Sign out of every device: revokes every session of the player, this one too' } },
    )

    .post(
      '/api/telegram-webapp/webapp-init',
      async ({ body, request }) => {
        await limitByIp(request, 'webapp-init');
        await requireFeature(sql, 'telegramSignIn');
        const init = validateInitData(body.initData, env.TELEGRAM_BOT_TOKEN, env.TELEGRAM_INIT_MAX_AGE_S);
        const result = await transaction(sql, async (tx) => {
          // start_param `link-<code>`: an existing account links this Telegram user (decision 0039).
          const linkCode = linkCodeOf(init.startParam);
          const { userId, isNewUser } = linkCode
            ? { ...(await linkTelegram(tx, { code: linkCode, telegramUser: init.user, now: now() })), isNewUser: false }
            : await signInTelegram(tx, {
                telegramUser: init.user,
                // A tournament's start_param is no code; `ref_{code}` and a bare code are.
                referralCode: (init.startParam ? referralCodeOf(init.startParam) : body.referralCode) ?? null,
              });
          return telegramSessionJson(await signIn(tx, request, userId, 'telegram'), isNewUser);
        });
        return { success: true, data: result };
      },
      { body: WebAppInitBody, detail: { summary: 'Sign in from the Telegram Mini App with signed initData' } },
    )

    .post(
      '/api/telegram-webapp/sync-user',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await markSeen(sql, userId);
        return { data: await loadUserView(sql, userId) };
      },
      { detail: { summary: 'Re-read the signed-in Telegram user' } },
    );
}
