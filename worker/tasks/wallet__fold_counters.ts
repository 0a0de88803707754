import type { Task } from 'graphile-worker';
import { foldTransactionCounters } from '../../domain/wallet/fold-transaction-counters.ts';
import { connectForTask } from '../database.ts';

/** Every minute: folds the transactions list's counter changes into their totals. Idempotent, safe to overlap. */
export const wallet__fold_counters: Task = async () => {
  await foldTransactionCounters(connectForTask());
};
