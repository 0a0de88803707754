import { queryOptions } from '@tanstack/react-query'
import type { Api } from '../api/client'
import type { Achievement, Activity } from '../api/player-types'

export const activitiesQuery = (api: Api, limit: number) =>
  queryOptions({
    queryKey: ['activities', limit],
    queryFn: ({ signal }) => api.get<Activity[]>(`/api/activities?limit=${limit}`, { signal }),
    staleTime: 60_000,
  })

/** The catalogue with the player's unlocks, unlocked first (newest first). */
export const achievementsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['achievements'],
    queryFn: ({ signal }) => api.get<Achievement[]>('/api/achievements', { signal }),
    staleTime: 60_000,
  })
