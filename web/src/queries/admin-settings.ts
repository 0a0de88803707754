// The back office's settings reads, and the refresh after a save: apart from the players' settings
// (settings.ts), which every page's first load carries (decision 0073).
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminSettingsDocument, GameRules, SystemSettings } from '../api-client/types';

export const adminSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => api.get<AdminSettingsDocument>('/api/admin/settings', { signal }),
    staleTime: 30_000,
  });

export const systemSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'system-settings'],
    queryFn: ({ signal }) => api.get<SystemSettings>('/api/admin/system-settings', { signal }),
    staleTime: 30_000,
  });

/** Every money and game rule with its bounds and last change (the Game Rules screen, Wallet Settings' bank details). */
export const gameRulesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'game-rules'],
    queryFn: ({ signal }) => api.get<GameRules>('/api/admin/game-rules', { signal }),
    staleTime: 30_000,
  });

/** After any settings save: both admin views and the players' public settings. */
export function refreshSettings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'system-settings'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'game-rules'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'daily-bonus'] }),
    queryClient.invalidateQueries({ queryKey: ['settings'] }),
  ]);
}
