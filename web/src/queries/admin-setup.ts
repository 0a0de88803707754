import { queryOptions } from '@tanstack/react-query';
import type { SetupStatus } from '../../../api/setup/admin-routes';
import type { SetupChecklist } from '../../../domain/setup/setup-checklist';
import type { Api } from '../api-client/client';

/** Whether the back office still needs its first admin (the setup and sign-in pages). */
export const setupStatusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'setup'],
    queryFn: ({ signal }) => api.get<SetupStatus>('/api/admin/setup', { signal }),
    staleTime: 10_000,
  });

/** The dashboard's setup checklist. */
export const setupChecklistQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'setup-checklist'],
    queryFn: ({ signal }) => api.get<SetupChecklist>('/api/admin/setup/checklist', { signal }),
    staleTime: 60_000,
  });
