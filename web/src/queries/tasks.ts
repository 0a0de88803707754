import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminTaskPage, AdminTaskProofPage, PlayerTask, TaskType } from '../api-client/task-types';
import { timeZoneHeaders } from './daily-bonus';

/** The player's tasks of one tab; daily tasks follow the device's day (the time zone header). */
export const tasksQuery = (api: Api, type: TaskType) =>
  queryOptions({
    queryKey: ['tasks', type],
    queryFn: ({ signal }) => api.get<PlayerTask[]>(`/api/tasks?type=${type}`, { signal, headers: timeZoneHeaders() }),
    staleTime: 30_000,
  });

export interface AdminTaskFilter {
  search?: string;
  status?: string;
  type?: string;
}

/** The filter as a query string (the list and the CSV export share it). */
export function taskFilterParams(filter: AdminTaskFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.status) params.set('status', filter.status);
  if (filter.type) params.set('type', filter.type);
  return params;
}

export const ADMIN_TASKS_PAGE_SIZE = 20;

export const adminTasksQuery = (api: Api, filter: AdminTaskFilter & { cursor?: string }) =>
  queryOptions({
    queryKey: ['admin', 'tasks', { ...filter, search: filter.search?.trim() || '' }],
    queryFn: ({ signal }) => {
      const params = taskFilterParams(filter);
      params.set('limit', String(ADMIN_TASKS_PAGE_SIZE));
      if (filter.cursor) params.set('cursor', filter.cursor);
      return api.getBody<AdminTaskPage>(`/api/admin/tasks?${params}`, { signal });
    },
    staleTime: 30_000,
  });

export const adminTaskProofsQuery = (api: Api, filter: AdminTaskFilter & { cursor?: string }) =>
  queryOptions({
    queryKey: ['admin', 'task-proofs', { ...filter, search: filter.search?.trim() || '' }],
    queryFn: ({ signal }) => {
      const params = taskFilterParams(filter);
      params.set('limit', String(ADMIN_TASKS_PAGE_SIZE));
      if (filter.cursor) params.set('cursor', filter.cursor);
      return api.getBody<AdminTaskProofPage>(`/api/admin/task-proofs?${params}`, { signal });
    },
    staleTime: 15_000,
  });

/** After an admin change: the task lists, the proof queue and the dashboard's pending counts. */
export function refreshAdminTasks(queryClient: QueryClient) {
  return Promise.all(
    [
      ['admin', 'tasks'],
      ['admin', 'task-proofs'],
      ['admin', 'dashboard'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
