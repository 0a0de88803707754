import { queryOptions } from '@tanstack/react-query'
import type { Api } from '../api/client'
import type { AppSettings } from '../api/types'

export const settingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => api.get<AppSettings>('/api/settings', { signal }),
    staleTime: 60_000,
  })
