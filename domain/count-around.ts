import type { Tx } from '../db/connection.ts';

/**
 * Runs a write that may move rows between a counter's buckets, with the counter function of their
 * table taking them off what they were before it and onto what they are after it: `users_count`
 * (the users screen's cards by status and Telegram link, domain/users/user-counters.sql) or
 * `transactions_count` (the transaction counters by type, status and day,
 * domain/wallet/transaction-counters.sql). The caller holds the rows' locks.
 */
export async function countAround<T>(
  tx: Tx,
  counter: 'users_count' | 'transactions_count',
  ids: string[],
  write: () => Promise<T>,
): Promise<T> {
  await tx`select ${tx(counter)}(${ids}::uuid[], -1)`;
  const result = await write();
  await tx`select ${tx(counter)}(${ids}::uuid[], 1)`;
  return result;
}
