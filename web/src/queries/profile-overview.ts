import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { BetPage, NotificationPreferences, ProfileOverview } from '../api-client/profile-types';
import { requireSession } from './require-session';

/** Rank, level within its tier, earnings and goals; the profile page refreshes it every 5 s like the rest. */
export const profileOverviewQuery = (api: Api) =>
  queryOptions({
    queryKey: ['profile-overview'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<ProfileOverview>('/api/users/profile/overview', { signal });
    },
    staleTime: 5_000,
  });

export const notificationPreferencesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['notification-preferences'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<NotificationPreferences>('/api/users/notification-preferences', { signal });
    },
    staleTime: 60_000,
  });

export const BETS_PAGE = 10;

/** One page of challenge bets, newest first; `cursor` is the previous page's nextCursor. */
export const betsQuery = (api: Api, cursor: string | null) =>
  queryOptions({
    queryKey: ['bets', cursor],
    queryFn: ({ signal }) => {
      requireSession(api);
      const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      return api.getBody<BetPage>(`/api/bets?limit=${BETS_PAGE}${after}`, { signal });
    },
    staleTime: 30_000,
  });
