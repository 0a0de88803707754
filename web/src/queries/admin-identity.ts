import { queryOptions } from '@tanstack/react-query';
import type { TwoFactorStatus } from '../../../api/identity/admin-routes';
import type { Api } from '../api-client/client';

/** The signed-in admin's own two-factor sign-in: on or not, and whether enableTwoFactor requires it. */
export const twoFactorQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', '2fa'],
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/admin/2fa', { signal }),
    staleTime: 30_000,
  });
