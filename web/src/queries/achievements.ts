import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import { requireSession } from './require-session';
import type { Achievement } from '../api-client/player-types';

/** The catalogue with the player's unlocks, unlocked first (newest first). */
export const achievementsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['achievements'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<Achievement[]>('/api/achievements', { signal });
    },
    staleTime: 60_000,
  });
