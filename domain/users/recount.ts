import type { Tx } from '../../db/connection.ts';

/**
 * Runs a write that may change players' status or Telegram link, moving them between the users
 * screen's counters (users_count, domain/users/user-counters.sql): off the counter of what they were
 * before it, onto the counter of what they are after it. The caller holds the players' row locks.
 */
export async function recountAround<T>(tx: Tx, userIds: string[], write: () => Promise<T>): Promise<T> {
  await tx`select users_count(${userIds}::uuid[], -1)`;
  const result = await write();
  await tx`select users_count(${userIds}::uuid[], 1)`;
  return result;
}
