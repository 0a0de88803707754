import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { AppSettings } from './api-client/types';
import { useApi } from './context';
import { settingsQuery } from './queries/settings';

// The settings come only from /api/settings (the server merges the stored values over its defaults).
// The root route loads them before any page renders; if they cannot be read, the page is the error
// screen with Try Again, never a screen built from guessed values.

/** App settings from the cache, where the root route's beforeLoad put them. */
export function useSettings(): AppSettings {
  const api = useApi();
  return useSuspenseQuery(settingsQuery(api)).data;
}

/** For the document shell, which also frames the error screen: the cached settings, or undefined if they could not be read (it never fetches them itself). */
export function useSettingsIfLoaded(): AppSettings | undefined {
  const api = useApi();
  return useQuery({ ...settingsQuery(api), enabled: false }).data;
}

export function isMaintenanceOn(settings: AppSettings): boolean {
  return settings.maintenance?.enabled === true || settings.features?.maintenanceMode === true;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Only well-formed hex colours reach the page's style attribute; anything else leaves the stylesheet's colour. */
export function safeColor(value: string | undefined): string | undefined {
  return value && HEX.test(value) ? value : undefined;
}
