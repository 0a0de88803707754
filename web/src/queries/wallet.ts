import { queryOptions } from '@tanstack/react-query'
import type { Api } from '../api/client'
import type { WalletInfo } from '../api/player-types'

export const walletQuery = (api: Api) =>
  queryOptions({
    queryKey: ['wallet'],
    queryFn: ({ signal }) => api.get<WalletInfo>('/api/wallet', { signal }),
    staleTime: 60_000,
  })
