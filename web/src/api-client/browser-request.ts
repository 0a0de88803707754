// What a request from the browser runs (browser.ts loads it): the bearer token, the session refreshed
// first when only its refresh token is left, or once on a 401, and the answer read.
import { hasRefreshToken, readAccessToken } from '../session';
import { refreshSession } from '../session-store';
import type { RequestOptions } from './client';
import { parseBlob, parseBody, parseResponse } from './parse';

/** How the answer is read: its `data` (most), the whole body (lists with a total or a cursor), or a file. */
export type Answer = 'data' | 'body' | 'blob';
const readers = { data: parseResponse, body: parseBody, blob: parseBlob };

function isAuthPath(path: string): boolean {
  return path.startsWith('/api/auth/') || path.startsWith('/api/telegram-webapp/webapp-init');
}

export async function request<T>(
  method: string,
  path: string,
  body: unknown,
  opts: RequestOptions | undefined,
  answer: Answer,
): Promise<T> {
  const authPath = isAuthPath(path);
  if (!authPath && !readAccessToken() && hasRefreshToken()) await refreshSession();
  const send = () => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts?.headers };
    const token = authPath ? null : readAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    return fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: opts?.signal,
    });
  };
  let res = await send();
  if (res.status === 401 && !authPath && hasRefreshToken()) {
    if (await refreshSession()) res = await send();
  }
  return readers[answer](res) as Promise<T>;
}
