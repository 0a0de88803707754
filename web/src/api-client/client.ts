// One small HTTP client for the API: its interface and its error. Two transports: in the browser it
// calls /api with the bearer token, refreshing once on a 401 (browser.ts); during SSR it calls the
// Elysia app in-process, forwarding the visitor's cookie (server.ts; the API accepts the access token
// from a cookie on GETs).

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
