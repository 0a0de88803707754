import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { AdminSettingsDocument, AppSettings, GameRules, SystemSettings } from '../api-client/types';

/** Public settings; an open app polls them so an admin's save (colours, features, layout) reaches players within seconds. */
export const settingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => api.get<AppSettings>('/api/settings', { signal }),
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.status === 'success' ? 15_000 : false),
  });

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
