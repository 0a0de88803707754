import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AppSettings } from '../api-client/types';

/** Public settings; an open app polls them so an admin's save (colours, features, layout) reaches players within seconds. */
export const settingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => api.get<AppSettings>('/api/settings', { signal }),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.status === 'success' ? 15_000 : false),
  });
