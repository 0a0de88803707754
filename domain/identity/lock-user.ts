import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

export const blockedMessage = 'Your account is blocked. Please contact support.';

/**
 * Takes the player's row lock, the first lock of every money-moving use case (one global order:
 * users, then sessions and transactions, then accounts, so concurrent use cases never deadlock),
 * and refuses a blocked player.
 */
export async function lockActiveUser(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const [user] = await db<
    { status: string; blocked_until: Date | null }[]
  >`select status, blocked_until from users where id = ${userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (user.status === 'blocked' && (!user.blocked_until || user.blocked_until > now))
    throw new AppError('USER_BLOCKED', blockedMessage);
}
