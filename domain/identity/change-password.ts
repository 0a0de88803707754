import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

/**
 * Ends the player's sessions: every refresh-token family but `keepSessionId` (all of them when it is
 * null). Access tokens are bound to their session (decision 0019), so they stop working on the next
 * request, in every API process. Returns how many sessions ended.
 */
export async function endSessions(tx: Tx, userId: string, keepSessionId: string | null): Promise<number> {
  const ended = await tx`
    update refresh_tokens set revoked_at = now()
    where user_id = ${userId} and revoked_at is null
      and (${keepSessionId}::uuid is null or family_id <> ${keepSessionId}::uuid)
    returning family_id, access_changed_notify(user_id)`;
  return new Set(ended.map((r) => r.family_id)).size;
}

/**
 * Changes an email account's password after checking the current one, and signs out every other
 * device (the session that asked stays signed in).
 */
export async function changePassword(
  tx: Tx,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string; minLength: number },
): Promise<{ endedSessions: number }> {
  const [row] = await tx<{ password_hash: string }[]>`
    select password_hash from email_identities where user_id = ${input.userId} for update`;
  if (!row) throw new AppError('FORBIDDEN', 'This account signs in with Telegram and has no password');
  if (!(await Bun.password.verify(input.currentPassword, row.password_hash)))
    throw new AppError('INVALID_CREDENTIALS', 'Your current password is not correct');
  if (input.newPassword.length < input.minLength)
    throw new AppError('VALIDATION_ERROR', `Password must be at least ${input.minLength} characters`);
  if (input.newPassword === input.currentPassword)
    throw new AppError('VALIDATION_ERROR', 'The new password must differ from the current one');
  const hash = await Bun.password.hash(input.newPassword, { algorithm: 'argon2id' });
  await tx`update email_identities set password_hash = ${hash} where user_id = ${input.userId}`;
  return { endedSessions: await endSessions(tx, input.userId, input.sessionId) };
}
