import { queryOptions } from '@tanstack/react-query';
import { ApiError, type Api } from '../api-client/client';
import type { User } from '../api-client/types';

/** The signed-in user, or null for a guest (no session, or a session the API refuses). */
export const profileQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async ({ signal }): Promise<User | null> => {
      if (!api.hasSession()) return null;
      try {
        return await api.get<User>('/api/users/profile', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
