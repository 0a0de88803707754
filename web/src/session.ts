// The browser's session: the refresh token lives in localStorage, the access token in memory and
// in a readable `access_token` cookie (so server rendering can prefetch the signed-in user's data;
// the API accepts that cookie on GET requests only). Every function is a no-op on the server.
import type { AuthTokens, AuthResult } from './api-client/types';

const REFRESH_KEY = 'cq.refreshToken';
const ACCESS_COOKIE = 'access_token';
const DEFAULT_TTL_S = 15 * 60;

let accessToken: string | null = null;

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

function isFresh(token: string): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp - Date.now() > 5_000;
}

function readCookie(name: string): string | null {
  if (!inBrowser()) return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

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

function safeStorage(): Storage | null {
  try {
    return inBrowser() ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readAccessToken(): string | null {
  if (!inBrowser()) return null;
  if (accessToken && isFresh(accessToken)) return accessToken;
  const fromCookie = readCookie(ACCESS_COOKIE);
  accessToken = fromCookie && isFresh(fromCookie) ? fromCookie : null;
  return accessToken;
}

export function hasRefreshToken(): boolean {
  return !!safeStorage()?.getItem(REFRESH_KEY);
}

export function storeSession(tokens: AuthTokens) {
  accessToken = tokens.accessToken;
  safeStorage()?.setItem(REFRESH_KEY, tokens.refreshToken);
  writeAccessCookie(tokens.accessToken);
}

export function clearSession() {
  accessToken = null;
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
