import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type {
  AdminTournamentPage,
  LobbyTab,
  Tournament,
  TournamentDetail,
  TournamentPage,
} from '../api-client/tournament-types';
import { type AdminListPosition, setListPosition } from './admin-list';

/** One lobby tab, page after page (keyset cursor). */
export const lobbyQuery = (api: Api, tab: LobbyTab) =>
  infiniteQueryOptions({
    queryKey: ['tournaments', 'lobby', tab],
    queryFn: ({ pageParam, signal }) =>
      api.getBody<TournamentPage>(
        `/api/tournaments?status=${tab}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });

/** A tournament with its participants, and the ranking once completed. */
export const tournamentQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['tournaments', 'detail', id],
    queryFn: ({ signal }) => api.get<TournamentDetail>(`/api/tournaments/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5_000,
  });

/** After a create, join, run or settlement: lists, the tournament, and the player's balances. */
export function refreshTournaments(queryClient: QueryClient) {
  for (const key of [['tournaments'], ['profile'], ['wallet'], ['activities']]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export type AdminTournamentFilter = AdminListPosition & { status?: string; category?: string; search?: string };

/** One page of the back office's tournament table (decision 0021: keyset cursor or a day, never an offset). */
export const adminTournamentsQuery = (api: Api, filter: AdminTournamentFilter) =>
  queryOptions({
    queryKey: ['admin', 'tournaments', 'list', filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '25' });
      for (const key of ['status', 'category', 'search'] as const) if (filter[key]) params.set(key, filter[key]!);
      setListPosition(params, filter);
      return api.getBody<AdminTournamentPage>(`/api/admin/tournaments?${params}`, { signal });
    },
    staleTime: 10_000,
  });

/** A tournament as the back office sees it: participants and, once completed, the ranking. */
export const adminTournamentQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['admin', 'tournaments', 'detail', id],
    queryFn: ({ signal }) => api.get<TournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5_000,
  });
