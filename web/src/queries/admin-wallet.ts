import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminTransactionPage, WalletAddressList } from '../api-client/types';
import { type AdminListPosition, setListPosition } from './admin-list';

export const ADMIN_TRANSACTIONS_PAGE_SIZE = 20;

export interface AdminTransactionFilter {
  search?: string;
  status?: string;
  type?: string;
}

/** The filter as a query string (the list and the CSV export share it). */
export function transactionFilterParams(filter: AdminTransactionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.status) params.set('status', filter.status);
  if (filter.type) params.set('type', filter.type);
  return params;
}

export const adminTransactionsQuery = (api: Api, filter: AdminTransactionFilter & AdminListPosition) =>
  queryOptions({
    queryKey: [
      'admin',
      'transactions',
      {
        search: filter.search?.trim() || '',
        status: filter.status || '',
        type: filter.type || '',
        cursor: filter.cursor || '',
        date: filter.date || '',
      },
    ],
    queryFn: ({ signal }) => {
      const params = transactionFilterParams(filter);
      setListPosition(params, filter);
      params.set('limit', String(ADMIN_TRANSACTIONS_PAGE_SIZE));
      return api.getBody<AdminTransactionPage>(`/api/admin/transactions?${params}`, { signal });
    },
    staleTime: 30_000,
  });

export const adminWalletAddressesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'wallet-addresses'],
    queryFn: ({ signal }) => api.getBody<WalletAddressList>('/api/admin/wallet-addresses', { signal }),
    staleTime: 30_000,
  });

/** After a review: the table, its summary cards and the dashboard's pending counts. */
export function refreshAdminTransactions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
