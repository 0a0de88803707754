// One small HTTP client for the API, with two transports: in the browser it calls /api with the
// bearer token (refreshing once on a 401); during SSR it calls the Elysia app in-process,
// forwarding the visitor's cookie (the API accepts the access token from a cookie on GETs).
import { hasRefreshToken, readAccessToken, refreshSession } from '../session';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** When the quiz limit that refused the request lifts (the error's `resetsAt`), if it said. */
  readonly resetsAt?: string;
  constructor(status: number, code: string, message: string, resetsAt?: string) {
    super(message);
    this.status = status;
    this.code = code;
    if (resetsAt) this.resetsAt = resetsAt;
    // The name survives SSR error serialisation (only name and message cross the wire).
    this.name = code === 'MAINTENANCE' ? 'MaintenanceError' : code === 'USER_BLOCKED' ? 'BlockedError' : 'ApiError';
  }
}

export function isMaintenanceError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.code === 'MAINTENANCE') ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'MaintenanceError')
  );
}

/** The API refused the player because an admin blocked them (the blocked screen says why). */
export function isBlockedError(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.code === 'USER_BLOCKED') ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'BlockedError')
  );
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  return fallback;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Api {
  /** Whether a request from here can carry credentials at all (saves a pointless 401). */
  hasSession(): boolean;
  get<T>(path: string, opts?: RequestOptions): Promise<T>;
  /** The whole JSON body, for list answers that carry more than `data` (total, summary, cursor). */
  getBody<T>(path: string, opts?: RequestOptions): Promise<T>;
  /** A FormData body is sent as multipart (file uploads); anything else as JSON. */
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, opts?: RequestOptions): Promise<T>;
  /** A binary answer (images, CSV files) fetched with the bearer token. Browser only. */
  download(path: string, opts?: RequestOptions): Promise<Blob>;
}

async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: unknown; message?: unknown; resetsAt?: unknown } } | null)?.error;
    const code = typeof err?.code === 'string' ? err.code : `HTTP_${res.status}`;
    const message = typeof err?.message === 'string' ? err.message : `Request failed (${res.status})`;
    throw new ApiError(res.status, code, message, typeof err?.resetsAt === 'string' ? err.resetsAt : undefined);
  }
  return body as T;
}

async function parseResponse<T>(res: Response): Promise<T> {
  return (await parseBody<{ data: T } | null>(res))?.data as T;
}

async function parseBlob(res: Response): Promise<Blob> {
  if (!res.ok) return parseBody<never>(res);
  return res.blob();
}

function isAuthPath(path: string): boolean {
  return path.startsWith('/api/auth/') || path.startsWith('/api/telegram-webapp/webapp-init');
}

export function createBrowserApi(): Api {
  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    opts: RequestOptions = {},
    parse: (res: Response) => Promise<T> = parseResponse<T>,
  ): Promise<T> {
    const authPath = isAuthPath(path);
    if (!authPath && !readAccessToken() && hasRefreshToken()) await refreshSession();
    const send = () => {
      const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
      const token = authPath ? null : readAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const form = body instanceof FormData;
      if (body !== undefined && !form) headers['content-type'] = 'application/json';
      return fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal: opts.signal,
      });
    };
    let res = await send();
    if (res.status === 401 && !authPath && hasRefreshToken()) {
      if (await refreshSession()) res = await send();
    }
    return parse(res);
  }
  return {
    hasSession: () => readAccessToken() !== null || hasRefreshToken(),
    get: (path, opts) => request('GET', path, undefined, opts),
    getBody: <T>(path: string, opts?: RequestOptions) => request('GET', path, undefined, opts, parseBody<T>),
    post: (path, body, opts) => request('POST', path, body ?? {}, opts),
    put: (path, body, opts) => request('PUT', path, body ?? {}, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    download: (path, opts) => request('GET', path, undefined, opts, parseBlob),
  };
}

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
