import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

/**
 * The back office's hold on an admin's session (its refresh-token family; decision 0052): when it
 * last made a request, so it ends after the session timeout of inactivity, and whether it was
 * opened with a second factor. Called at sign-in (api/identity/routes.ts), on refresh
 * (refresh-tokens.ts) and before every /api/admin request (api/app.ts). Players' sessions have no row.
 */

/** Activity is written at most this often per session: one write a minute, not one a request. */
const touchEveryMs = 60_000;

/** Records a new session of an admin (nothing for a player); `secondFactor`: signed in with a code. */
export async function startAdminSession(
  tx: Tx,
  input: { userId: string; sessionId: string; at: Date; secondFactor: boolean },
): Promise<void> {
  await tx`
    insert into admin_sessions (session_id, user_id, last_active_at, second_factor)
    select ${input.sessionId}, ${input.userId}, ${input.at}, ${input.secondFactor}
    where exists (select 1 from user_roles where user_id = ${input.userId} and role = 'admin')`;
}

/** The session proved a second factor (it enabled two-factor sign-in), and is active now. */
export async function markSecondFactor(tx: Tx, input: { userId: string; sessionId: string; at: Date }) {
  await tx`
    insert into admin_sessions (session_id, user_id, last_active_at, second_factor)
    values (${input.sessionId}, ${input.userId}, ${input.at}, true)
    on conflict (user_id, session_id) do update set second_factor = true, last_active_at = excluded.last_active_at`;
}

const idleMs = (lastActiveAt: Date, at: Date) => at.getTime() - lastActiveAt.getTime();

/** Whether the admin session has had no request for longer than the timeout (false for a player's). */
export async function adminSessionIdle(
  db: Db,
  session: { userId: string; sessionId: string },
  at: Date,
  timeoutMinutes: number,
) {
  const [row] = await db<{ last_active_at: Date }[]>`
    select last_active_at from admin_sessions where user_id = ${session.userId} and session_id = ${session.sessionId}`;
  return !!row && idleMs(row.last_active_at, at) > timeoutMinutes * 60_000;
}

export const sessionEnded = () =>
  new AppError('UNAUTHORIZED', 'Your session ended after a while without activity. Please sign in again');

/**
 * Lets an admin's request into the back office, or refuses it: a session idle past the timeout is
 * ended (its refresh tokens revoked, 401); an admin with two-factor sign-in on whose session was
 * opened without a code must sign in with one (401 TOTP_REQUIRED). Records the activity. Says
 * whether the admin must still set up two-factor sign-in (`required`: the enableTwoFactor setting).
 */
export async function admitAdminSession(
  db: Db,
  input: { userId: string; sessionId: string; at: Date; timeoutMinutes: number; required: boolean },
): Promise<{ twoFactorSetupRequired: boolean }> {
  const [row] = await db<{ last_active_at: Date | null; second_factor: boolean | null; two_factor: boolean }[]>`
    select s.last_active_at, s.second_factor,
      exists (select 1 from two_factor_secrets t where t.user_id = ${input.userId} and t.enabled_at is not null) as two_factor
    from (select) one left join admin_sessions s on s.user_id = ${input.userId} and s.session_id = ${input.sessionId}`;
  const { last_active_at: lastActiveAt, second_factor: secondFactor, two_factor: twoFactor } = row!;
  if (lastActiveAt && idleMs(lastActiveAt, input.at) > input.timeoutMinutes * 60_000) {
    await db`
      update refresh_tokens set revoked_at = now()
      where user_id = ${input.userId} and family_id = ${input.sessionId} and revoked_at is null
      returning access_changed_notify(user_id)`;
    throw sessionEnded();
  }
  if (twoFactor && !secondFactor)
    throw new AppError('TOTP_REQUIRED', 'Sign in again with your two-factor code to use the back office');
  // A session opened before its account became an admin's starts being watched now.
  if (!lastActiveAt)
    await db`
      insert into admin_sessions (session_id, user_id, last_active_at) values (${input.sessionId}, ${input.userId}, ${input.at})
      on conflict (user_id, session_id) do nothing`;
  else if (idleMs(lastActiveAt, input.at) >= touchEveryMs)
    await db`update admin_sessions set last_active_at = ${input.at} where user_id = ${input.userId} and session_id = ${input.sessionId}`;
  return { twoFactorSetupRequired: input.required && !twoFactor };
}
