import { transactionStatuses } from '../../../../../domain/ledger/types';
import { type AdminListPosition, listPositionSearch } from '../../../queries/admin-list';
import type { AdminTransactionFilter } from '../../../queries/admin-wallet';

export interface TransactionSearch extends AdminTransactionFilter, AdminListPosition {}

/** The Transactions screen's URL search: unknown or malformed values are dropped. */
export function parseTransactionSearch(s: Record<string, unknown>): TransactionSearch {
  return {
    search: typeof s.search === 'string' && s.search.trim() ? s.search.slice(0, 100) : undefined,
    status:
      typeof s.status === 'string' && (transactionStatuses as readonly string[]).includes(s.status)
        ? s.status
        : undefined,
    type: typeof s.type === 'string' && /^[a-z_]{1,40}$/.test(s.type) ? s.type : undefined,
    ...listPositionSearch(s),
  };
}
