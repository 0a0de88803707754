import { Elysia } from 'elysia';
import { errorResponse } from '../http/errors.ts';
import type { Deps } from '../http/deps.ts';
import type { Reply } from '../http/reply.ts';

export function systemRoutes({ sql }: Deps) {
  return new Elysia()
    .get(
      '/api/health',
      async () => {
        try {
          await sql`select 1`;
          return { data: { status: 'ok', db: 'ok' } };
        } catch {
          // The 503 is described with the errors; its data says what is down.
          const down: Reply<never> = new Response(
            JSON.stringify({
              data: { status: 'degraded', db: 'down' },
              error: { code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable' },
            }),
            {
              status: 503,
              headers: { 'content-type': 'application/json; charset=utf-8' },
            },
          );
          return down;
        }
      },
      { detail: { summary: 'Liveness and database reachability' } },
    )
    .all('/api/*', () => errorResponse('NOT_FOUND', 'Not found'));
}
