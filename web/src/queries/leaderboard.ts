import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { Leaderboard, LeaderboardPeriod } from '../api-client/engagement-types';

export const leaderboardQuery = (api: Api, period: LeaderboardPeriod, limit = 10) =>
  queryOptions({
    queryKey: ['leaderboard', period, limit],
    queryFn: ({ signal }) => api.get<Leaderboard>(`/api/leaderboard?period=${period}&limit=${limit}`, { signal }),
    staleTime: 60_000,
  });
