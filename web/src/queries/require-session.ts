import { ApiError, type Api } from '../api-client/client';

/**
 * For a player's own data: after sign-out a refetch (the sign-out resets the active queries) fails
 * here instead of asking the API, which would answer 401 and log an error in the console.
 */
export function requireSession(api: Api, message = 'Please sign in to continue.') {
  if (!api.hasSession()) throw new ApiError(401, 'UNAUTHORIZED', message);
}
