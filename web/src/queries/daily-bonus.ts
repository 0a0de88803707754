import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { DailyBonusStatus } from '../api-client/player-types';
import type { AdminDailyBonus, BonusClaimPage } from '../api-client/types';

/** The player's calendar day is the device's: the browser sends its IANA time zone (the server keeps the last one). */
export function timeZoneHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz ? { 'X-Timezone': tz } : {};
  } catch {
    return {};
  }
}

export const dailyBonusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['daily-bonus'],
    queryFn: ({ signal }) => api.get<DailyBonusStatus>('/api/daily-bonus', { signal, headers: timeZoneHeaders() }),
    staleTime: 60_000,
  });

export const adminDailyBonusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'daily-bonus'],
    queryFn: ({ signal }) => api.get<AdminDailyBonus>('/api/admin/daily-bonus', { signal }),
    staleTime: 30_000,
  });

/** Recent claims after the first page, cursor by cursor. */
export const adminBonusClaimsQuery = (api: Api, cursor: string) =>
  queryOptions({
    queryKey: ['admin', 'daily-bonus', 'claims', cursor],
    queryFn: ({ signal }) =>
      api.getBody<BonusClaimPage>(`/api/admin/daily-bonus/claims?limit=20&cursor=${encodeURIComponent(cursor)}`, {
        signal,
      }),
    staleTime: 30_000,
  });
