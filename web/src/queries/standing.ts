import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { Standing } from '../api-client/responsible-play-types';
import { requireSession } from './require-session';

/** The player's own fair-play standing: quizzes left, waits, flags, the reward multiplier, limits. */
export const standingQuery = (api: Api) =>
  queryOptions({
    queryKey: ['standing'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<Standing>('/api/users/standing', { signal });
    },
    staleTime: 10_000,
  });
