import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { Operations } from '../api-client/types';

export const operationsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'database'],
    queryFn: ({ signal }) => api.get<Operations>('/api/admin/database', { signal }),
    staleTime: 15_000,
  });
