import type { Db, Tx } from '../../db/connection.ts';

/**
 * Sessions opened from a Telegram Mini App launch: signed in with Telegram's signed initData
 * (`POST /api/telegram-webapp/webapp-init`, api/identity/routes.ts), so the server knows a request
 * comes from inside Telegram by its session, not by anything the client says. Read by the wallet's
 * network rule (domain/wallet/mini-app-networks.ts); pruned with the session's refresh tokens.
 */
export async function startMiniAppSession(tx: Tx, input: { userId: string; sessionId: string }) {
  await tx`insert into mini_app_sessions (session_id, user_id) values (${input.sessionId}, ${input.userId})`;
}

export async function isMiniAppSession(db: Db, input: { userId: string; sessionId: string }): Promise<boolean> {
  const [row] =
    await db`select 1 from mini_app_sessions where user_id = ${input.userId} and session_id = ${input.sessionId}`;
  return row !== undefined;
}
