import type { Db } from '../../db/connection.ts';

/**
 * Folds the summary counters' pending changes into their totals (transaction-counters.sql) and
 * returns how many change rows it folded. Readers add unfolded changes, so this only keeps them few.
 */
export async function foldTransactionCounters(db: Db): Promise<number> {
  const [row] = await db<{ folded: number }[]>`select transaction_counters_fold() as folded`;
  return row!.folded;
}
