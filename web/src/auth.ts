import type { QueryClient } from '@tanstack/react-query'
import type { Api } from './api/client'
import type { AuthResult } from './api/types'
import { profileQuery } from './queries/profile'
import { clearSession, currentRefreshToken, storeSession } from './session'

/** Keeps the tokens and puts the signed-in user into the cache, so every screen switches at once. */
export function acceptSession(queryClient: QueryClient, api: Api, result: AuthResult) {
  storeSession(result)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'settings' })
  queryClient.setQueryData(profileQuery(api).queryKey, result.user)
  void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey })
}

/** Revokes the refresh token on the server (best effort) and forgets everything about the user. */
export async function signOut(queryClient: QueryClient, api: Api) {
  const refreshToken = currentRefreshToken()
  if (refreshToken) {
    try {
      await api.post('/api/auth/logout', { refreshToken })
    } catch {
      // the local session is cleared anyway; the token expires on its own
    }
  }
  clearSession()
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'settings' })
  queryClient.setQueryData(profileQuery(api).queryKey, null)
}
