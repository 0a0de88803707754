// Writes the browser's session (session.ts reads it): a sign-in's or a refresh's tokens kept, a
// sign-out's forgotten, and the refresh itself. Loaded by what needs it (a request, a sign-in, a
// sign-out), never by a page's first load (decision 0073).
import type { AuthResult, AuthTokens } from './api-client/types';
import {
  ACCESS_COOKIE,
  inBrowser,
  REFRESH_KEY,
  readAccessToken,
  safeStorage,
  setAccessToken,
  tokenExpiry,
} from './session';

const DEFAULT_TTL_S = 15 * 60;

function writeAccessCookie(token: string | null) {
  if (!inBrowser()) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (!token) {
    document.cookie = `${ACCESS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
    return;
  }
  const exp = tokenExpiry(token);
  const maxAge = exp ? Math.max(0, Math.floor((exp - Date.now()) / 1000)) : DEFAULT_TTL_S;
  document.cookie = `${ACCESS_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function storeSession(tokens: AuthTokens) {
  setAccessToken(tokens.accessToken);
  safeStorage()?.setItem(REFRESH_KEY, tokens.refreshToken);
  writeAccessCookie(tokens.accessToken);
}

export function clearSession() {
  setAccessToken(null);
  safeStorage()?.removeItem(REFRESH_KEY);
  writeAccessCookie(null);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Runs a renewal under a lock every tab of the origin shares (Web Locks, where the browser has them).
 * Two tabs whose access tokens expire together would otherwise both send the one refresh token, and
 * the server reads the second use of a rotated token as a stolen one and ends the session.
 */
function oneTabAtATime(renew: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('cq.session-renewal', renew) : renew();
}

/** Exchanges the refresh token for a new pair; one request at a time, across tabs. Resolves false if not possible. */
export function refreshSession(): Promise<boolean> {
  if (!inBrowser()) return Promise.resolve(false);
  const seen = safeStorage()?.getItem(REFRESH_KEY);
  if (!seen) return Promise.resolve(false);
  refreshing ??= oneTabAtATime(async () => {
    const refreshToken = safeStorage()?.getItem(REFRESH_KEY);
    if (!refreshToken) return false;
    // Another tab renewed the session while this one waited: its new tokens are this tab's too.
    if (refreshToken !== seen) {
      setAccessToken(null);
      if (readAccessToken()) return true;
    }
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (res.ok) {
        const body = (await res.json()) as { data: AuthResult };
        storeSession(body.data);
        return true;
      }
      // 400/401/403: the refresh token is gone for good; other statuses may be temporary.
      if (res.status >= 400 && res.status < 500) clearSession();
      return false;
    } catch {
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The refresh token, for the logout call. */
export function currentRefreshToken(): string | null {
  return safeStorage()?.getItem(REFRESH_KEY) ?? null;
}
