// Writes the browser's session (session.ts reads it): a sign-in's or a refresh's tokens kept, a
// sign-out's forgotten, and the refresh itself. Loaded by what needs it (a request, a sign-in, a
// sign-out), never by a page's first load (decision 0073).
import type { AuthResult, AuthTokens } from './api-client/types';
import { ACCESS_COOKIE, inBrowser, REFRESH_KEY, safeStorage, setAccessToken, tokenExpiry } from './session';

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

/** Exchanges the refresh token for a new pair; one request at a time. Resolves false if not possible. */
export function refreshSession(): Promise<boolean> {
  if (!inBrowser()) return Promise.resolve(false);
  const refreshToken = safeStorage()?.getItem(REFRESH_KEY);
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
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
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The refresh token, for the logout call. */
export function currentRefreshToken(): string | null {
  return safeStorage()?.getItem(REFRESH_KEY) ?? null;
}
