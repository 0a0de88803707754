import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import { requireSession } from './require-session';
import type { Activity } from '../api-client/player-types';

export const activitiesQuery = (api: Api, limit: number) =>
  queryOptions({
    queryKey: ['activities', limit],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<Activity[]>(`/api/activities?limit=${limit}`, { signal });
    },
    staleTime: 60_000,
  });
