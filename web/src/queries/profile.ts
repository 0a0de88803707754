import { queryOptions } from '@tanstack/react-query';
import { ApiError, isBlockedError, type Api } from '../api-client/client';
import type { User } from '../api-client/types';
import { blockNoticeQuery } from './block-notice';

/**
 * The signed-in user, or null for a guest (no session, or a session the API refuses). A blocked
 * player is no player to the screens either; their notice, read here, turns the player layout into
 * the blocked screen (decision 0066), and the session stays.
 */
export const profileQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async ({ signal, client }): Promise<User | null> => {
      if (!api.hasSession()) return null;
      try {
        return await api.get<User>('/api/users/profile', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        if (!isBlockedError(error)) throw error;
        await client.fetchQuery(blockNoticeQuery(api)).catch(() => null);
        return null;
      }
    },
    staleTime: 60_000,
  });
