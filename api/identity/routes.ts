import { transaction } from '../../db/connection.ts';
import { Elysia } from 'elysia';
import { registerEmail, verifyEmailLogin } from '../../domain/identity/email-account.ts';
import { invalidRefreshToken, revokeRefreshToken, rotateRefreshToken } from '../../domain/identity/refresh-tokens.ts';
import { signInTelegram } from '../../domain/identity/sign-in-telegram.ts';
import { linkCodeOf, linkTelegram } from '../../domain/identity/telegram-link.ts';
import { validateInitData } from '../../domain/identity/telegram-init-data.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { clearRateLimit, hitRateLimit } from '../../domain/rate-limit.ts';
import { AppError } from '../../domain/errors.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { ChangePasswordBody, LoginBody, RefreshBody, RegisterBody, WebAppInitBody } from './schemas.ts';
import { changePassword, endSessions } from '../../domain/identity/change-password.ts';
import { recordSignIn, type SignInMethod } from '../../domain/fraud/sign-in-signals.ts';
import { markSeen } from '../../domain/identity/mark-seen.ts';
import type { Tx } from '../../db/connection.ts';
import { openSession, telegramSessionJson } from './session.ts';

export function identityRoutes({ sql, env, auth, clientIp, now }: Deps) {
  /** A new session from a sign-in (not a refresh): its device and address feed the fraud score. */
  async function signIn(tx: Tx, request: Request, userId: string, method: SignInMethod = 'password') {
    const device = request.headers.get('x-device-fingerprint');
    await recordSignIn(tx, { userId, method, device, address: clientIp(request), secret: env.JWT_SECRET });
    return openSession(tx, auth, userId);
  }

  /** Per-IP limit on the sign-in endpoints, from the security settings (shared by all replicas). */
  async function limitByIp(request: Request, endpoint: string) {
    const { security } = (await readSettings(sql)).system;
    if (!security.enableRateLimit) return;
    await hitRateLimit(sql, {
      key: `${endpoint}:${clientIp(request)}`,
      limit: security.rateLimitMax,
      windowSeconds: security.rateLimitWindow * 60,
    });
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
        const session = await transaction(sql, async (tx) =>
          signIn(tx, request, (await verifyEmailLogin(tx, body)).userId),
        );
        if (security.enableRateLimit) await clearRateLimit(sql, attempts.key);
        return { data: session };
      },
      { body: LoginBody, detail: { summary: 'Sign in with email and password' } },
    )

    .post(
      '/api/auth/refresh',
      async ({ body }) => {
        const rotated = await transaction(sql, (tx) => rotateRefreshToken(tx, body.refreshToken));
        if (rotated === 'reused') throw invalidRefreshToken();
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
                referralCode: init.startParam ?? body.referralCode ?? null,
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
