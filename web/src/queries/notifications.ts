import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { NotificationPage } from '../api-client/engagement-types';

export const notificationsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => api.getBody<NotificationPage>('/api/notifications?limit=30', { signal }),
    staleTime: 30_000,
  });
