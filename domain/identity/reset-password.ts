/**
 * "Forgot password?": `requestPasswordReset` (POST /api/auth/forgot-password) mails a reset link to
 * an email account, and says nothing about whether the address has one; `resetPassword`
 * (POST /api/auth/reset-password) spends the link's token, sets the new password and ends every
 * session of the account (change-password.ts's endSessions).
 */
import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { endSessions } from './change-password.ts';
import { normaliseEmail } from './email-account.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { userIdBy } from './user-lookups.ts';

/** Queues a reset link for the address's account, if there is one that is not blocked. */
export async function requestPasswordReset(tx: Tx, input: { email: string }): Promise<void> {
  const holder = await userIdBy(tx, 'email', normaliseEmail(input.email));
  const [identity] = !holder
    ? []
    : await tx<{ user_id: string }[]>`
    select e.user_id from email_identities e join users u on u.id = e.user_id
    where e.user_id = ${holder} and u.status <> 'blocked'`;
  if (identity) await issueEmailToken(tx, identity.user_id, 'reset_password');
}

/** Sets a new password from a reset link; every other reset link of the account dies with it. */
export async function resetPassword(
  tx: Tx,
  input: { token: string; password: string; minLength: number },
): Promise<{ endedSessions: number }> {
  if (input.password.length < input.minLength)
    throw new AppError('VALIDATION_ERROR', `Password must be at least ${input.minLength} characters`);
  const userId = await consumeEmailToken(tx, input.token, 'reset_password');
  const hash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
  await tx`update email_identities set password_hash = ${hash} where user_id = ${userId}`;
  await tx`update email_tokens set used_at = now() where user_id = ${userId} and purpose = 'reset_password' and used_at is null`;
  return { endedSessions: await endSessions(tx, userId, null) };
}
