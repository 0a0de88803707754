import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { DisputedQuestion, DisputeStatus } from '../api-client/dispute-types';

/** The Disputes screen's list: the disputed questions holding a dispute of that status. */
export const adminDisputesQuery = (api: Api, status: DisputeStatus) =>
  queryOptions({
    queryKey: ['admin', 'disputes', status],
    queryFn: ({ signal }) => api.get<DisputedQuestion[]>(`/api/admin/disputes?status=${status}`, { signal }),
    staleTime: 15_000,
  });

export const refreshAdminDisputes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'disputes'] });
