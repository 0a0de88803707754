import { serverBodyLimitBytes } from './request-body.ts';

/**
 * How long a kept-alive connection may sit idle before the API closes it. Above the reverse proxy's
 * own idle limit for its upstream connections (Caddy's default, two minutes), so the proxy, not the
 * API, closes an idle connection: when the API closed one (Bun's default, 10 s) at the moment a
 * client sent on it, the request died with ECONNRESET and no reply (the soak's two resets, issue 33).
 */
export const serverIdleTimeoutSeconds = 150;

/** The HTTP listener (tests start one too, since in-process calls skip Bun's own body limit). */
export const listen = (fetch: (request: Request) => Promise<Response>, at: { hostname: string; port: number }) =>
  Bun.serve({ ...at, fetch, maxRequestBodySize: serverBodyLimitBytes, idleTimeout: serverIdleTimeoutSeconds });
