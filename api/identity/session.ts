import type { Tx } from '../../db/connection.ts';
import { issueRefreshToken } from '../../domain/identity/refresh-tokens.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import type { Auth } from '../http/auth.ts';

/** A signed-in session: a new access token, a refresh token (new family unless rotating) and the user. */
export async function openSession(tx: Tx, auth: Auth, userId: string, refreshToken?: string) {
  return {
    accessToken: await auth.issueAccessToken(userId),
    refreshToken: refreshToken ?? (await issueRefreshToken(tx, userId)),
    user: await loadUserView(tx, userId),
  };
}
