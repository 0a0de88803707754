import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api-client/client';
import type { AuthResult } from './api-client/types';
import { profileQuery } from './queries/profile';
import { clearSession, currentRefreshToken, storeSession } from './session-store';

/** Keeps the tokens and puts the signed-in user into the cache, so every screen switches at once. */
export function acceptSession(queryClient: QueryClient, api: Api, result: AuthResult) {
  storeSession(result);
  // Mounted components keep observing their queries: update them in place, never remove them.
  queryClient.setQueryData(profileQuery(api).queryKey, result.user);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
}

/**
 * Forgets everything about the user and revokes the refresh token on the server (best effort). The
 * local session goes first, so no refresh of a mounted screen runs with a token the server already
 * revoked (the logout call carries the refresh token in its body, not the access token).
 */
export async function signOut(queryClient: QueryClient, api: Api) {
  const refreshToken = currentRefreshToken();
  clearSession();
  queryClient.setQueryData(profileQuery(api).queryKey, null);
  const userData = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== 'settings' && q.queryKey[0] !== 'profile';
  queryClient.removeQueries({ predicate: userData, type: 'inactive' });
  void queryClient.resetQueries({ predicate: userData, type: 'active' });
  if (refreshToken) {
    try {
      await api.post('/api/auth/logout', { refreshToken });
    } catch {
      // the local session is cleared anyway; the token expires on its own
    }
  }
}
