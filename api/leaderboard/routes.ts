import { Elysia } from 'elysia';
import * as v from 'valibot';
import { readLeaderboard } from '../../domain/leaderboard/read-leaderboard.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const Query = v.object({
  limit: listQuery(10).entries.limit,
  period: v.optional(v.picklist(['week', 'all'], 'period must be week or all'), 'week'),
});

export function leaderboardRoutes({ sql, auth, lagTolerant, now }: Deps) {
  return new Elysia().get(
    '/api/leaderboard',
    async ({ request, query }) => {
      await requireFeature(sql, 'leaderboard');
      const caller = await auth.caller(request);
      return {
        data: await lagTolerant(request, (db) =>
          readLeaderboard(db, { period: query.period, limit: query.limit, userId: caller?.userId ?? null, now: now() }),
        ),
      };
    },
    {
      query: Query,
      detail: { summary: 'Top earners of this week (from Monday 00:00 UTC) or all time, and your own rank' },
    },
  );
}
