import { jwt } from '@elysiajs/jwt';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { blockedMessage } from '../../domain/identity/lock-user.ts';
import type { AccessCache } from './access-cache.ts';

const audience = 'crypto-quiz-api';
const tokenType = 'at+jwt';
export const accessTokenCookie = 'access_token';
export const accessTokenLifetimeSeconds = 15 * 60;

/** The signed-in player and their session (the refresh-token family the access token was issued with). */
export type Caller = { userId: string; sessionId: string };

const signInAgain = () => new AppError('UNAUTHORIZED', 'Please sign in to continue');

/** What the access check reads about a player's session: kept per process by the access cache. */
export type Access = { status: string; blocked_until: Date | null; live: boolean; admin: boolean };

/**
 * Short-lived HS256 access tokens (typed, audience-bound, expiring) signed with @elysiajs/jwt, each
 * bound to its session. A token's signature is not enough: every authenticated request checks the
 * player's status and the session, read in `db` (one indexed read) or kept in `access` until a
 * notification says they changed (decision 0060), so a block or a logout takes effect at once
 * rather than when the token expires.
 */
export function createAuth(secret: string, db: Db, access: AccessCache<Access>, now: () => Date = () => new Date()) {
  const signer = jwt({
    name: 'accessJwt',
    secret,
    alg: 'HS256',
    typ: tokenType,
    aud: audience,
    exp: `${accessTokenLifetimeSeconds}s`,
  }).decorator.accessJwt;

  // Verified tokens are remembered until they expire: verifying costs more than the rest of a
  // cached read (docs/benchmarks.md). Bounded, and only ever holds tokens that passed verification.
  const verified = new Map<string, Caller & { expiresAt: number }>();
  const maxRemembered = 50_000;

  async function verify(token: string): Promise<Caller | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
      verified.delete(token);
    }
    const payload = await signer.verify(token, {
      algorithms: ['HS256'],
      audience,
      typ: tokenType,
      requiredClaims: ['exp', 'sub'],
    });
    if (
      !payload ||
      payload.type !== 'access' ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    if (verified.size >= maxRemembered) verified.delete(verified.keys().next().value!);
    verified.set(token, { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 });
    return { userId: payload.sub, sessionId: payload.sid };
  }

  /** The caller's standing now: refused when blocked or when the session was logged out; admin or not. */
  async function checkAccess(caller: Caller): Promise<{ admin: boolean }> {
    const row = await access.read(caller.userId, caller.sessionId, async () => {
      const [read] = await db<Access[]>`
        select u.status, u.blocked_until,
          session_live(u.id, ${caller.sessionId}) as live,
          exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as admin
        from users u where u.id = ${caller.userId}`;
      return read;
    });
    if (!row || !row.live) throw signInAgain();
    if (row.status === 'blocked' && (!row.blocked_until || row.blocked_until > now()))
      throw new AppError('USER_BLOCKED', blockedMessage);
    return { admin: row.admin };
  }

  /** Bearer header on every method; the cookie only on safe methods, so a cross-site form cannot spend money. */
  function tokenOf(request: Request): string | null {
    const header = request.headers.get('authorization');
    if (header) return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const cookie = request.headers.get('cookie') ?? '';
    const match = new RegExp(`(?:^|;\\s*)${accessTokenCookie}=([^;]+)`).exec(cookie);
    return match?.[1] ?? null;
  }

  return {
    /** An access token for the session, for at most 15 minutes (shorter when `lifetimeSeconds` is). */
    issueAccessToken: (userId: string, sessionId: string, lifetimeSeconds = accessTokenLifetimeSeconds) =>
      signer.sign({
        sub: userId,
        sid: sessionId,
        type: 'access',
        exp: Math.floor(Date.now() / 1000) + Math.min(lifetimeSeconds, accessTokenLifetimeSeconds),
      }),
    /** Who signed the request, by the token's signature alone (no refusal): for caches and the maintenance gate. */
    async caller(request: Request): Promise<Caller | null> {
      const token = tokenOf(request);
      return token ? verify(token) : null;
    },
    /**
     * The caller by signature only, for a route whose own statement checks the session and the
     * player's standing (the answer path, decision 0049): it must refuse when `session_live` is false.
     */
    async signedCaller(request: Request): Promise<Caller> {
      const caller = await this.caller(request);
      if (!caller) throw signInAgain();
      return caller;
    },
    async requireUser(request: Request): Promise<Caller> {
      const caller = await this.signedCaller(request);
      await checkAccess(caller);
      return caller;
    },
    /** The admin role is read with the access check, so revoking it takes effect at once. */
    async requireAdmin(request: Request): Promise<Caller> {
      const caller = await this.signedCaller(request);
      if (!(await checkAccess(caller)).admin) throw new AppError('FORBIDDEN', 'Admin access required');
      return caller;
    },
    /** Whether the request comes from a signed-in admin in good standing; never throws. */
    async isAdmin(request: Request): Promise<boolean> {
      const caller = await this.caller(request);
      if (!caller) return false;
      return checkAccess(caller).then(
        (access) => access.admin,
        () => false,
      );
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
