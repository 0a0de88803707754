import { Elysia } from 'elysia';
import { listActivities } from '../../domain/activities.ts';
import { listAchievements } from '../../domain/achievements/list-achievements.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

export function progressRoutes({ sql, auth }: Deps) {
  return new Elysia()
    .get('/api/achievements', async ({ request }) => {
      const { userId } = await auth.requireUser(request);
      return { data: await listAchievements(sql, userId) };
    }, { detail: { summary: 'Achievement catalogue with the player unlocks' } })
    .get('/api/activities', async ({ request, query }) => {
      const { userId } = await auth.requireUser(request);
      return listActivities(sql, { userId, limit: query.limit, cursor: query.cursor ?? null });
    }, { query: listQuery(50), detail: { summary: 'Recent activity' } });
}
