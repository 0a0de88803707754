import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { PlayLimits } from '../api-client/responsible-play-types';
import { requireSession } from './require-session';

/** The player's own limits, their use and resets, pending raises and any break. */
export const playLimitsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['play-limits'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<PlayLimits>('/api/users/limits', { signal });
    },
    staleTime: 30_000,
  });
