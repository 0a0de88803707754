import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { countAround } from '../count-around.ts';

// Blocking from the back office (spec 002 section 5, decision 0029): a block record with a reason and
// an end (or none: permanent), the user row's status for the fast checks on every quiz and money
// path, and an audit entry, in one transaction under the player's row lock.

type Target = { status: string; blocked_until: Date | null; is_admin: boolean; closed_at: Date | null };

async function lockTarget(tx: Tx, userId: string): Promise<Target> {
  const [user] = await tx<Target[]>`
    select status, blocked_until, closed_at,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
    from users u where id = ${userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return user;
}

export type BlockInput = { adminId: string; userId: string; reason: string; hours: number | null; now: Date };

/** Blocks a player for `hours` (null: permanently); a newer block replaces an open one. */
export async function blockUser(tx: Tx, input: BlockInput) {
  if (input.userId === input.adminId) throw new AppError('FORBIDDEN', 'You cannot block your own account');
  const user = await lockTarget(tx, input.userId);
  if (user.is_admin) throw new AppError('FORBIDDEN', 'Admin accounts cannot be blocked');
  if (user.closed_at) throw new AppError('CONFLICT', 'This account is closed');
  const until = input.hours === null ? null : new Date(input.now.getTime() + input.hours * 3_600_000);
  await tx`update user_blocks set lifted_at = ${input.now}, lifted_by = ${input.adminId}
           where user_id = ${input.userId} and lifted_at is null`;
  const [block] = await tx<{ id: string }[]>`
    insert into user_blocks (user_id, reason, blocked_at, until, blocked_by)
    values (${input.userId}, ${input.reason}, ${input.now}, ${until}, ${input.adminId}) returning id::text`;
  await countAround(
    tx,
    'users_count',
    [input.userId],
    () => tx`update users set status = 'blocked', blocked_until = ${until} where id = ${input.userId}
      returning access_changed_notify(id)`,
  );
  await writeAudit(tx, {
    actorId: input.adminId,
    action: 'user.block',
    targetType: 'user',
    targetId: input.userId,
    before: { status: user.status, blockedUntil: user.blocked_until },
    after: { status: 'blocked', blockedUntil: until, reason: input.reason, blockId: block!.id },
  });
  return { blockId: block!.id, until };
}

/** Lifts a player's block at once. */
export async function unblockUser(tx: Tx, input: { adminId: string; userId: string; now: Date }) {
  const user = await lockTarget(tx, input.userId);
  if (user.closed_at) throw new AppError('CONFLICT', 'This account is closed');
  await tx`update user_blocks set lifted_at = ${input.now}, lifted_by = ${input.adminId}
           where user_id = ${input.userId} and lifted_at is null`;
  await countAround(
    tx,
    'users_count',
    [input.userId],
    () => tx`update users set status = 'active', blocked_until = null where id = ${input.userId}
      returning access_changed_notify(id)`,
  );
  await writeAudit(tx, {
    actorId: input.adminId,
    action: 'user.unblock',
    targetType: 'user',
    targetId: input.userId,
    before: { status: user.status, blockedUntil: user.blocked_until },
    after: { status: 'active' },
  });
}

/** Turns a player's withdrawals on or off. */
export async function setWithdrawals(tx: Tx, input: { adminId: string; userId: string; enabled: boolean }) {
  await lockTarget(tx, input.userId);
  const [before] = await tx<{ withdrawal_enabled: boolean }[]>`
    select withdrawal_enabled from users where id = ${input.userId}`;
  await tx`update users set withdrawal_enabled = ${input.enabled} where id = ${input.userId}`;
  await writeAudit(tx, {
    actorId: input.adminId,
    action: input.enabled ? 'user.withdrawals_on' : 'user.withdrawals_off',
    targetType: 'user',
    targetId: input.userId,
    before: { withdrawalEnabled: before!.withdrawal_enabled },
    after: { withdrawalEnabled: input.enabled },
  });
}

/** The player's block records, newest first. */
export async function listBlocks(db: Db, input: { userId: string | null; now: Date; limit?: number }) {
  const { userId, now } = input;
  const rows = await db<
    {
      id: string;
      user_id: string;
      reason: string;
      blocked_at: Date;
      until: Date | null;
      lifted_at: Date | null;
      user_name: string;
    }[]
  >`
    select b.id::text, b.user_id, b.reason, b.blocked_at, b.until, b.lifted_at,
      coalesce(nullif(u.telegram_full_name, ''), u.name) as user_name
    from user_blocks b join users u on u.id = b.user_id
    where ${userId === null ? db`b.lifted_at is null and (b.until is null or b.until > ${now})` : db`b.user_id = ${userId}`}
    order by b.blocked_at desc, b.id desc limit ${input.limit ?? 50}`;
  return rows.map((b) => ({
    id: b.id,
    userId: b.user_id,
    userName: b.user_name,
    reason: b.reason,
    blockedAt: b.blocked_at.toISOString(),
    until: b.until?.toISOString() ?? null,
    status: b.lifted_at ? 'lifted' : b.until && b.until <= now ? 'expired' : 'active',
  }));
}
export type BlockRecord = Awaited<ReturnType<typeof listBlocks>>[number];
