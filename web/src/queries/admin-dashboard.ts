import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminDashboard, AdminTelegramStatus } from '../api-client/types';

export const adminDashboardQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/api/admin/dashboard', { signal }),
    staleTime: 60_000,
  });

/** The dashboard's Telegram card: the bot, today's Mini App launches, the admin's own link. */
export const adminTelegramStatusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'telegram'],
    queryFn: ({ signal }) => api.get<AdminTelegramStatus>('/api/admin/dashboard/telegram', { signal }),
    staleTime: 60_000,
  });
