import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminAchievementList } from '../api-client/types';

export interface AchievementFilter {
  search?: string;
  type?: string;
}

export const adminAchievementsQuery = (api: Api, filter: AchievementFilter) =>
  queryOptions({
    queryKey: ['admin', 'achievements', filter.search?.trim() ?? '', filter.type ?? ''],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filter.search?.trim()) params.set('search', filter.search.trim());
      if (filter.type) params.set('type', filter.type);
      return api.getBody<AdminAchievementList>(`/api/admin/achievements?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
