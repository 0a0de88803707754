import { Elysia } from 'elysia';
import * as v from 'valibot';
import { periods, readAnalytics } from '../../domain/analytics/read-analytics.ts';
import { refreshAnalytics } from '../../domain/analytics/refresh-analytics.ts';
import type { Deps } from '../http/deps.ts';

/** Analytics from the rollups. The admin role is checked for all of /api/admin in app.ts. */
export function adminAnalyticsRoutes({ sql, lagTolerant, now }: Deps) {
  return new Elysia()
    .get(
      '/api/admin/analytics',
      async ({ query, request }) => ({
        data: await lagTolerant(request, (db) => readAnalytics(db, { period: query.period, now: now() })),
      }),
      {
        query: v.object({
          period: v.optional(v.picklist(periods, `period must be one of ${periods.join(', ')}`), '7d'),
        }),
        detail: { summary: 'Overview, series, quiz, tournaments and retention cohorts of a period' },
      },
    )
    .post('/api/admin/analytics/refresh', async () => ({ data: await refreshAnalytics(sql) }), {
      detail: { summary: 'Bring the analytics rollups up to now (the job does it every minute)' },
    });
}
