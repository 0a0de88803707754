import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { Analytics, AnalyticsPeriod } from '../api-client/types';

export const ANALYTICS_PERIODS: readonly AnalyticsPeriod[] = ['24h', '7d', '30d', '90d', '1y'];

export const analyticsQuery = (api: Api, period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', period],
    queryFn: ({ signal }) => api.get<Analytics>(`/api/admin/analytics?period=${period}`, { signal }),
    staleTime: 60_000,
  });
