import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type {
  AdminUserDetail,
  AdminUserPage,
  AuditLogPage,
  LossPrevention,
  SecurityDashboard,
  SecurityFlagPage,
} from '../api-client/types';
import { type AdminListPosition, setListPosition } from './admin-list';
import type { UserStatusFilter } from '../../../domain/users/user-statuses';

// The back office's users, security, loss-prevention and audit-log screens (issue 18).

export type { UserStatusFilter };
export interface AdminUserFilter {
  search?: string;
  status?: UserStatusFilter;
}

export function userFilterParams(filter: AdminUserFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  return params;
}

export const adminUsersQuery = (api: Api, filter: AdminUserFilter & AdminListPosition) =>
  queryOptions({
    queryKey: [
      'admin',
      'users',
      {
        search: filter.search?.trim() || '',
        status: filter.status || 'all',
        cursor: filter.cursor || '',
        date: filter.date || '',
      },
    ],
    queryFn: ({ signal }) => {
      const params = setListPosition(userFilterParams(filter), filter);
      params.set('limit', '20');
      return api.getBody<AdminUserPage>(`/api/admin/users?${params}`, { signal });
    },
    staleTime: 30_000,
  });

export const adminUserQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/api/admin/users/${id}`, { signal }),
    staleTime: 10_000,
  });

export const securityQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'security'],
    queryFn: ({ signal }) => api.get<SecurityDashboard>('/api/admin/security', { signal }),
    staleTime: 30_000,
  });

export const securityFlagsQuery = (api: Api, position: AdminListPosition) =>
  queryOptions({
    queryKey: ['admin', 'security', 'flags', position.cursor ?? ''],
    queryFn: ({ signal }) =>
      api.getBody<SecurityFlagPage>(`/api/admin/security/flags?${setListPosition(new URLSearchParams(), position)}`, {
        signal,
      }),
    staleTime: 30_000,
  });

export const lossPreventionQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'loss-prevention'],
    queryFn: ({ signal }) => api.get<LossPrevention>('/api/admin/loss-prevention', { signal }),
    staleTime: 30_000,
  });

export interface AuditFilter {
  actor?: string;
  action?: string;
}

export const auditLogQuery = (api: Api, filter: AuditFilter & AdminListPosition) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', { ...filter }],
    queryFn: ({ signal }) => {
      const params = setListPosition(new URLSearchParams(), filter);
      if (filter.actor) params.set('actor', filter.actor);
      if (filter.action) params.set('action', filter.action);
      return api.getBody<AuditLogPage>(`/api/admin/audit-log?${params}`, { signal });
    },
    staleTime: 30_000,
  });

/** After a block, an unblock or a closure: every screen that shows the player. */
export function refreshAdminUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'user'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'security'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'loss-prevention'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
