import { jwt } from '@elysiajs/jwt';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';

const audience = 'crypto-quiz-api';
const tokenType = 'at+jwt';
export const accessTokenCookie = 'access_token';
export const accessTokenLifetimeSeconds = 15 * 60;

export type Caller = { userId: string };

/** Short-lived HS256 access tokens (typed, audience-bound, expiring) signed with @elysiajs/jwt. */
export function createAuth(secret: string) {
  const signer = jwt({ name: 'accessJwt', secret, alg: 'HS256', typ: tokenType, aud: audience, exp: `${accessTokenLifetimeSeconds}s` }).decorator.accessJwt;

  // Verified tokens are remembered until they expire: verifying costs more than the rest of a
  // cached read (docs/benchmarks.md). Bounded, and only ever holds tokens that passed verification.
  const verified = new Map<string, { userId: string; expiresAt: number }>();
  const maxRemembered = 50_000;

  async function verify(token: string): Promise<Caller | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { userId: known.userId };
      verified.delete(token);
    }
    const payload = await signer.verify(token, { algorithms: ['HS256'], audience, typ: tokenType, requiredClaims: ['exp', 'sub'] });
    if (!payload || payload.type !== 'access' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (verified.size >= maxRemembered) verified.delete(verified.keys().next().value!);
    verified.set(token, { userId: payload.sub, expiresAt: payload.exp * 1000 });
    return { userId: payload.sub };
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
    issueAccessToken: (userId: string) => signer.sign({ sub: userId, type: 'access' }),
    async caller(request: Request): Promise<Caller | null> {
      const token = tokenOf(request);
      return token ? verify(token) : null;
    },
    async requireUser(request: Request): Promise<Caller> {
      const caller = await this.caller(request);
      if (!caller) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      return caller;
    },
    /** The admin role is read from the database on every request, so revoking it takes effect at once. */
    async requireAdmin(db: Db, request: Request): Promise<Caller> {
      const caller = await this.requireUser(request);
      const [row] = await db`select 1 from user_roles where user_id = ${caller.userId} and role = 'admin'`;
      if (!row) throw new AppError('FORBIDDEN', 'Admin access required');
      return caller;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
