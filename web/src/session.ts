// The browser's session: the refresh token lives in localStorage, the access token in memory and
// in a readable `access_token` cookie (so server rendering can prefetch the signed-in user's data;
// the API accepts that cookie on GET requests only). Every function is a no-op on the server. This
// module reads it, for every page's first load; session-store.ts writes and refreshes it, where a
// request, a sign-in or a sign-out needs it (decision 0073).

export const REFRESH_KEY = 'cq.refreshToken';
export const ACCESS_COOKIE = 'access_token';

let accessToken: string | null = null;

/** session-store.ts: the access token a sign-in or a refresh gave, or null after a sign-out. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

export function tokenExpiry(token: string): number | null {
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

export function safeStorage(): Storage | null {
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
