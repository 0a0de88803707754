import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { DepositIntent, TransactionPage, Wallet } from '../api-client/types';
import { requireSession as requireAnySession } from './require-session';

/** Wallet data belongs to a session: after sign-out a refetch fails here instead of asking the API (a 401). */
const requireSession = (api: Api) => requireAnySession(api, 'Please sign in to see your wallet.');

/** Balances, withdrawal limits, deposit methods and the active networks with their addresses. */
export const walletQuery = (api: Api) =>
  queryOptions({
    queryKey: ['wallet'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<Wallet>('/api/wallet', { signal });
    },
    staleTime: 60_000,
  });

/** The newest transactions of the signed-in player (one page; the screens show the latest few). */
export const transactionsQuery = (api: Api, opts: { type?: 'deposit' | 'withdrawal'; limit: number }) =>
  queryOptions({
    queryKey: ['transactions', opts.type ?? 'all', opts.limit],
    queryFn: ({ signal }) => {
      requireSession(api);
      const params = new URLSearchParams({ limit: String(opts.limit) });
      if (opts.type) params.set('type', opts.type);
      return api.getBody<TransactionPage>(`/api/transactions?${params}`, { signal });
    },
    staleTime: 60_000,
  });

/** The deposit page's last few deposits (loader and page read the same key). */
export const recentDepositsQuery = (api: Api) => transactionsQuery(api, { type: 'deposit', limit: 5 });

/** The player's TON deposit intents, newest first; polled while one waits for its transfer. */
export const depositIntentsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['deposit-intents'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<Omit<DepositIntent, 'tonConnect'>[]>('/api/deposits/intents', { signal });
    },
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'open') ? 10_000 : false),
  });

/** After a deposit or withdrawal request: balances, limits, lists and the profile change together. */
export function refreshWalletData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['transactions'] }),
    queryClient.invalidateQueries({ queryKey: ['profile'] }),
  ]);
}
