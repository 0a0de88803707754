import { Elysia } from 'elysia';
import { errorResponse } from '../http/errors.ts';
import type { Deps } from '../http/deps.ts';

export function systemRoutes({ sql }: Deps) {
  return new Elysia()
    .get(
      '/api/health',
      async () => {
        try {
          await sql`select 1`;
          return { data: { status: 'ok', db: 'ok' } };
        } catch {
          return new Response(
            JSON.stringify({
              data: { status: 'degraded', db: 'down' },
              error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' },
            }),
            {
              status: 503,
              headers: { 'content-type': 'application/json; charset=utf-8' },
            },
          );
        }
      },
      { detail: { summary: 'Liveness and database reachability' } },
    )
    .all('/api/*', () => errorResponse('NOT_FOUND', 'Not found'));
}
