import { queryOptions } from '@tanstack/react-query'
import type { Api } from '../api/client'
import type { DailyBonusStatus } from '../api/player-types'

/** The player's calendar day is the device's: the browser sends its IANA time zone (the server keeps the last one). */
export function timeZoneHeaders(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
    return tz ? { 'X-Timezone': tz } : {}
  } catch {
    return {}
  }
}

export const dailyBonusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['daily-bonus'],
    queryFn: ({ signal }) => api.get<DailyBonusStatus>('/api/daily-bonus', { signal, headers: timeZoneHeaders() }),
    staleTime: 60_000,
  })
