import { Elysia } from 'elysia';
import { listActivities } from '../../domain/activities/list-activities.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

export function activitiesRoutes({ sql, auth }: Deps) {
  return new Elysia().get(
    '/api/activities',
    async ({ request, query }) => {
      const { userId } = await auth.requireUser(request);
      return listActivities(sql, { userId, limit: query.limit, cursor: query.cursor ?? null });
    },
    { query: listQuery(50), detail: { summary: 'Recent activity' } },
  );
}
