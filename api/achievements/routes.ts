import { Elysia } from 'elysia';
import { listAchievements } from '../../domain/achievements/list-achievements.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';

export function achievementsRoutes({ sql, auth }: Deps) {
  return new Elysia().get(
    '/api/achievements',
    async ({ request }) => {
      const { userId } = await auth.requireUser(request);
      await requireFeature(sql, 'achievements');
      return { data: await listAchievements(sql, userId) };
    },
    { detail: { summary: 'Achievement catalogue with the player unlocks' } },
  );
}
