// The browser's transport: /api with the bearer token. What a request runs (the session's refresh,
// the answer's reading) is a chunk of its own, browser-request.ts, loaded once the page has loaded
// (client-start.ts) or by the first request before that: a page's first load carries none of it, as
// hydration makes no request (decision 0073).
import { hasRefreshToken, readAccessToken } from '../session';
import type { Answer } from './browser-request';
import type { Api, RequestOptions } from './client';

export const loadBrowserRequest = () => import('./browser-request');

export function createBrowserApi(): Api {
  const request = <T>(method: string, path: string, body: unknown, opts?: RequestOptions, answer: Answer = 'data') =>
    loadBrowserRequest().then((m) => m.request<T>(method, path, body, opts, answer));
  return {
    hasSession: () => readAccessToken() !== null || hasRefreshToken(),
    get: (path, opts) => request('GET', path, undefined, opts),
    getBody: (path, opts) => request('GET', path, undefined, opts, 'body'),
    post: (path, body, opts) => request('POST', path, body ?? {}, opts),
    put: (path, body, opts) => request('PUT', path, body ?? {}, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    download: (path, opts) => request('GET', path, undefined, opts, 'blob'),
  };
}
