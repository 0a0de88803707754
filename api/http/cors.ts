import type { Settings } from '../../domain/settings/defaults.ts';

/**
 * Cross-origin callers (an operator's dashboard on another host, say) are let in by the API
 * settings: CORS on, and the Origin listed in corsOrigins ("*" lets any origin in). Bearer tokens
 * only, so no credentials header: cookies never cross origins.
 */
export function allowedOrigin(api: Settings['system']['api'], origin: string): string | null {
  if (!api.enableCORS) return null;
  if (api.corsOrigins.includes('*')) return '*';
  return api.corsOrigins.includes(origin) ? origin : null;
}

export function withCors(response: Response, origin: string, preflight: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', origin);
  if (origin !== '*') headers.append('vary', 'Origin');
  if (preflight) {
    headers.set('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    headers.set('access-control-allow-headers', 'authorization, content-type, idempotency-key, x-timezone');
    headers.set('access-control-max-age', '600');
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
