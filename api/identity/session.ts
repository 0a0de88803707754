import type { Tx } from '../../db/connection.ts';
import { issueRefreshToken } from '../../domain/identity/refresh-tokens.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import type { Auth } from '../http/auth.ts';

/**
 * A signed-in session: a new access token bound to the session, a refresh token (a new family with
 * the session's id, unless rotating one: `refreshToken` given) and the user.
 */
export async function openSession(
  tx: Tx,
  auth: Auth,
  userId: string,
  session: { sessionId: string; refreshToken?: string } = { sessionId: crypto.randomUUID() },
) {
  const { sessionTimeout } = (await readSettings(tx)).system.security;
  const { sessionId } = session;
  return {
    // Half the session timeout at most: a client renews when its access token expires, and the
    // refresh token must still be live then, so an active session is extended and never times out.
    accessToken: await auth.issueAccessToken(userId, sessionId, (sessionTimeout * 60) / 2),
    refreshToken: session.refreshToken ?? (await issueRefreshToken(tx, userId, sessionId)),
    user: await loadUserView(tx, userId),
  };
}

export type SignedInSession = Awaited<ReturnType<typeof openSession>>;

/** The Mini App's sign-in reply: the user, the tokens beside it, and whether the account was just made. */
export const telegramSessionJson = (session: SignedInSession, isNewUser: boolean) => ({
  user: session.user,
  tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
  isNewUser,
});
export type TelegramSession = ReturnType<typeof telegramSessionJson>;
