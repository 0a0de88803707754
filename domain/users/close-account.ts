import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';

/**
 * Closes a player's account (the spec's Delete, DESIGN section 9): refused while the player holds
 * money or has anything pending; otherwise personal data is erased, every refresh token revoked and
 * the account blocked for good. The ledger and the transactions stay.
 */
export async function closeAccount(tx: Tx, input: { adminId: string; userId: string; now: Date }) {
  if (input.userId === input.adminId) throw new AppError('FORBIDDEN', 'You cannot close your own account');
  const [user] = await tx<{ closed_at: Date | null; is_admin: boolean }[]>`
    select closed_at, exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
    from users u where id = ${input.userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (user.is_admin) throw new AppError('FORBIDDEN', 'Admin accounts cannot be closed');
  if (user.closed_at) throw new AppError('CONFLICT', 'This account is already closed');
  const [held] = await tx<{ balance: string; locked: string; pending: number; active_quiz: boolean }[]>`
    select coalesce(sum(a.balance), 0)::text as balance, coalesce(sum(a.locked), 0)::text as locked,
      (select count(*) from transactions t where t.user_id = ${input.userId} and t.status in ('pending', 'processing'))::int as pending,
      exists (select 1 from quiz_sessions s where s.user_id = ${input.userId} and s.status = 'active') as active_quiz
    from accounts a where a.user_id = ${input.userId}`;
  if (Number(held!.balance) > 0 || Number(held!.locked) > 0)
    throw new AppError('CONFLICT', 'This account still holds a balance: it cannot be closed until it is withdrawn');
  if (held!.pending > 0 || held!.active_quiz)
    throw new AppError('CONFLICT', 'This account has pending transactions or an active quiz: it cannot be closed yet');
  await tx`
    update users set name = '', username = null, avatar = null, telegram_id = null, telegram_username = null,
      telegram_full_name = null, telegram_photo_url = null, status = 'blocked', blocked_until = null,
      withdrawal_enabled = false, closed_at = ${input.now}
    where id = ${input.userId}`;
  await tx`delete from email_identities where user_id = ${input.userId}`;
  await tx`update refresh_tokens set revoked_at = ${input.now} where user_id = ${input.userId} and revoked_at is null`;
  await writeAudit(tx, {
    actorId: input.adminId,
    action: 'user.close',
    targetType: 'user',
    targetId: input.userId,
    after: { closedAt: input.now },
  });
}
