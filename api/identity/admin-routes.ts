import { Elysia } from 'elysia';
import { transaction } from '../../db/connection.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorEnabled,
} from '../../domain/identity/two-factor.ts';
import { clearRateLimit, hitRateLimit } from '../../domain/rate-limit.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import type { Deps } from '../http/deps.ts';
import { TwoFactorCodeBody } from './schemas.ts';

/**
 * The signed-in admin's own two-factor sign-in (contract "First run and operator accounts"). The
 * admin role, the session's inactivity and the enableTwoFactor gate are checked for all of
 * /api/admin in app.ts; these paths stay open to an admin who must still set it up.
 */
export const twoFactorSetupPaths: readonly string[] = [
  '/api/admin/2fa',
  '/api/admin/2fa/setup',
  '/api/admin/2fa/enable',
];

export type TwoFactorStatus = { enabled: boolean; required: boolean };

export function adminIdentityRoutes({ sql, env, auth, sessionNow }: Deps) {
  /** Code attempts per admin, from every client together and whatever the rate-limit switch. */
  async function checkingCode<T>(userId: string, check: () => Promise<T>): Promise<T> {
    const { security } = (await readSettings(sql)).system;
    const key = `two-factor:${userId}`;
    await hitRateLimit(sql, { key, limit: security.maxLoginAttempts, windowSeconds: security.rateLimitWindow * 60 });
    const result = await check();
    await clearRateLimit(sql, key);
    return result;
  }

  return new Elysia()
    .get(
      '/api/admin/2fa',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        const enabled = await twoFactorEnabled(sql, userId);
        const { enableTwoFactor } = (await readSettings(sql)).system.security;
        return { data: { enabled, required: enableTwoFactor && !enabled } satisfies TwoFactorStatus };
      },
      { detail: { summary: "Whether the signed-in admin's two-factor sign-in is on, and whether it is required" } },
    )
    .post(
      '/api/admin/2fa/setup',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        const { appName } = (await readSettings(sql)).appConfig;
        const setup = await transaction(sql, (tx) =>
          setupTwoFactor(tx, { userId, issuer: appName, jwtSecret: env.JWT_SECRET }),
        );
        return { data: setup };
      },
      { detail: { summary: 'A new TOTP secret for the signed-in admin; not active until enabled' } },
    )
    .post(
      '/api/admin/2fa/enable',
      async ({ body, request }) => {
        const { userId, sessionId } = await auth.requireAdmin(request);
        const enabled = await checkingCode(userId, () =>
          transaction(sql, (tx) =>
            enableTwoFactor(tx, { userId, sessionId, code: body.code, at: sessionNow(), jwtSecret: env.JWT_SECRET }),
          ),
        );
        return { data: enabled };
      },
      {
        body: TwoFactorCodeBody,
        detail: { summary: 'Turn two-factor sign-in on with a first code; returns 10 one-time recovery codes' },
      },
    )
    .post(
      '/api/admin/2fa/disable',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        const disabled = await checkingCode(userId, () =>
          transaction(sql, (tx) =>
            disableTwoFactor(tx, { userId, code: body.code, at: sessionNow(), jwtSecret: env.JWT_SECRET }),
          ),
        );
        return { data: disabled };
      },
      { body: TwoFactorCodeBody, detail: { summary: 'Turn two-factor sign-in off with a current or recovery code' } },
    );
}
