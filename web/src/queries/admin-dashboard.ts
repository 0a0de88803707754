import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/client';
import type { AdminDashboard } from '../api/types';

export const adminDashboardQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/api/admin/dashboard', { signal }),
    staleTime: 60_000,
  });
