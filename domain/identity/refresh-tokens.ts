import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import { adminSessionIdle } from './admin-session.ts';
import { pruneExpiredSecrets } from './prune-expired-secrets.ts';
import { hashSecretToken as hashToken, newSecretToken as newToken } from './secret-token.ts';

export const invalidRefreshToken = () => new AppError('UNAUTHORIZED', 'Invalid or expired refresh token');

/**
 * Issues an opaque refresh token; only its hash is stored. A new sign-in starts a new family: the
 * session, whose id the access tokens carry (api/http/auth.ts), so logging out ends them too. It
 * lives for the session timeout of the security settings: a session idle longer than that ends,
 * each refresh extends it.
 */
export async function issueRefreshToken(
  tx: Tx,
  userId: string,
  familyId: string = crypto.randomUUID(),
): Promise<string> {
  const token = newToken();
  const hash = hashToken(token);
  const [row] = await tx<{ id: string }[]>`
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    values (${userId}, ${familyId}, ${hash}, now() + make_interval(mins => ${(await readSettings(tx)).system.security.sessionTimeout}))
    returning id`;
  await tx`insert into refresh_token_hashes (token_hash, user_id, token_id) values (${hash}, ${userId}, ${row!.id})`;
  return token;
}

/**
 * The player and id of the token a request presents, from the lookup keyed by its hash (the token
 * itself is keyed by its player, decision 0080), or undefined for an unknown token.
 */
async function findRefreshToken(tx: Tx, token: string) {
  const [found] = await tx<{ user_id: string; token_id: string }[]>`
    select user_id, token_id from refresh_token_hashes where token_hash = ${hashToken(token)}`;
  return found;
}

/**
 * Trades a refresh token for a new one of the same family. A token that was already used means it
 * was stolen or replayed: the whole family is revoked (and stays revoked: this returns rather than
 * throws so the revocation commits) and the caller must sign in again. So is an admin's session
 * that made no request for the session timeout (`at`: now; a refresh is not activity, decision 0052).
 */
export async function rotateRefreshToken(
  tx: Tx,
  token: string,
  at: Date,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | 'reused' | 'ended'> {
  const found = await findRefreshToken(tx, token);
  if (!found) throw invalidRefreshToken();
  // The row lock makes two requests with one token rotate it once: the second sees it used (reuse).
  const [row] = await tx<
    {
      id: string;
      user_id: string;
      family_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
    }[]
  >`
    select t.id, t.user_id, t.family_id, t.used_at, t.revoked_at, t.expires_at < now() as expired
    from refresh_tokens t
    where t.user_id = ${found.user_id} and t.id = ${found.token_id}
    for update of t`;
  if (!row || row.revoked_at || row.expired) throw invalidRefreshToken();
  const { sessionTimeout } = (await readSettings(tx)).system.security;
  const ended =
    !row.used_at && (await adminSessionIdle(tx, { userId: row.user_id, sessionId: row.family_id }, at, sessionTimeout));
  if (row.used_at || ended) {
    await tx`
      update refresh_tokens set revoked_at = now()
      where user_id = ${row.user_id} and family_id = ${row.family_id} and revoked_at is null
      returning access_changed_notify(user_id)`;
    return ended ? 'ended' : 'reused';
  }
  // A blocked player keeps their session (decision 0066): the access check refuses every action, and
  // the blocked screen (GET /api/users/block-notice) says why, until when and whom to ask.
  await tx`update refresh_tokens set used_at = now() where user_id = ${row.user_id} and id = ${row.id}`;
  return {
    userId: row.user_id,
    sessionId: row.family_id,
    refreshToken: await issueRefreshToken(tx, row.user_id, row.family_id),
  };
}

/** Logout: revokes the token's whole family. Unknown tokens are ignored (logout is idempotent). */
export async function revokeRefreshToken(tx: Tx, token: string): Promise<void> {
  const found = await findRefreshToken(tx, token);
  if (!found) return;
  await tx`
    update refresh_tokens set revoked_at = now()
    where user_id = ${found.user_id} and revoked_at is null
      and family_id = (select family_id from refresh_tokens where user_id = ${found.user_id} and id = ${found.token_id})
    returning access_changed_notify(user_id)`;
}

/**
 * Deletes refresh tokens expired for over a day (none can be used any more) with their lookups, and
 * the activity of admin sessions and the Mini App marks of sessions that have no token left. Returns
 * how many tokens.
 */
export async function pruneRefreshTokens(db: Db, now: Date = new Date()): Promise<number> {
  const pruned = await pruneExpiredSecrets(
    db,
    { secrets: 'refresh_tokens', lookups: 'refresh_token_hashes', hash: 'token_hash' },
    now,
  );
  await db`delete from admin_sessions s where not exists (
    select 1 from refresh_tokens t where t.user_id = s.user_id and t.family_id = s.session_id)`;
  await db`delete from mini_app_sessions s where not exists (
    select 1 from refresh_tokens t where t.user_id = s.user_id and t.family_id = s.session_id)`;
  return pruned;
}
