import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminReferrals, PlayerReferrals, ReferralSettings, ReferralStatus } from '../api-client/engagement-types';

export const referralsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['referrals'],
    queryFn: ({ signal }) => api.get<PlayerReferrals>('/api/referrals', { signal }),
    staleTime: 30_000,
  });

export const ADMIN_REFERRALS_PAGE_SIZE = 20;

export const adminReferralsQuery = (api: Api, status: ReferralStatus | undefined, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'referrals', status ?? 'all', cursor ?? ''],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(ADMIN_REFERRALS_PAGE_SIZE) });
      if (status) params.set('status', status);
      if (cursor) params.set('cursor', cursor);
      return api.get<AdminReferrals>(`/api/admin/referrals?${params}`, { signal });
    },
    staleTime: 15_000,
  });

/** The referral settings as the admin Settings tab edits them (from the whole settings document). */
export const adminReferralSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'settings', 'referral'],
    queryFn: async ({ signal }) =>
      (await api.get<{ referral: ReferralSettings }>('/api/admin/settings', { signal })).referral,
    staleTime: 15_000,
  });
