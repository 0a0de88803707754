// The server's transport (entry-server.tsx): the Elysia app called in-process during server
// rendering, with the visitor's cookie; GET requests only.
import type { Api, RequestOptions } from './client';
import { parseBody, parseResponse } from './parse';

export type ApiFetch = (req: Request) => Promise<Response>;

function hasAccessCookie(cookie: string | null): boolean {
  return !!cookie && /(?:^|;\s*)access_token=[^;]+/.test(cookie);
}

export function createServerApi(opts: { apiFetch: ApiFetch; cookie: string | null }): Api {
  const notDuringSsr = () => Promise.reject(new Error('Only GET requests are made during server rendering'));
  const get = async (path: string, ro: RequestOptions = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...ro.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    return opts.apiFetch(new Request(new URL(path, 'http://localhost'), { headers, signal: ro.signal }));
  };
  return {
    hasSession: () => hasAccessCookie(opts.cookie),
    get: async <T>(path: string, ro?: RequestOptions) => parseResponse<T>(await get(path, ro)),
    getBody: async <T>(path: string, ro?: RequestOptions) => parseBody<T>(await get(path, ro)),
    post: notDuringSsr,
    put: notDuringSsr,
    delete: notDuringSsr,
    download: notDuringSsr,
  };
}
