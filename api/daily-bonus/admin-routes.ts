import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import {
  exportBonusClaimsCsv,
  listBonusClaims,
  readDailyBonusAdmin,
} from '../../domain/daily-bonus/daily-bonus-claims.ts';
import { resetAllStreaks } from '../../domain/daily-bonus/reset-all-streaks.ts';
import { updateSettings } from '../../domain/settings/update-settings.ts';
import { attachment } from '../http/reply.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

/** Daily bonus management. The admin role is checked for all of /api/admin in app.ts. */
export function adminDailyBonusRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get('/api/admin/daily-bonus', async () => ({ data: await readDailyBonusAdmin(sql, now()) }), {
      detail: { summary: 'Daily bonus stats, settings and the first page of recent claims' },
    })
    .put(
      '/api/admin/daily-bonus',
      async ({ body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        // The GET's whole screen sent back (decision 0056): its figures are reports, not settings, and are dropped.
        const { stats: _stats, recentClaims: _claims, settings, ...rest } = body;
        const changes = settings === undefined ? rest : { ...(settings as Record<string, unknown>), ...rest };
        await transaction(sql, (tx) => updateSettings(tx, { actorId: userId, changes: { dailyBonus: changes } }));
        return { data: await readDailyBonusAdmin(sql, now()) };
      },
      {
        body: v.pipe(
          v.record(v.string(), v.unknown()),
          v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update'),
        ),
        detail: {
          summary:
            'Change the daily bonus settings (bounds of spec 002 section 5), audited; takes the settings or the whole screen back',
        },
      },
    )
    .get(
      '/api/admin/daily-bonus/claims',
      async ({ query }) => listBonusClaims(sql, { limit: query.limit, cursor: query.cursor ?? null }),
      { query: listQuery(20), detail: { summary: 'Recent claims, newest first (keyset cursor)' } },
    )
    .get(
      '/api/admin/daily-bonus/export',
      () => attachment(exportBonusClaimsCsv(sql), 'daily_bonus_claims.csv', 'text/csv'),
      { detail: { summary: 'Every claim as CSV: Date, User ID, Username, Amount, Streak, Status (streamed)' } },
    )
    .post(
      '/api/admin/daily-bonus/reset-streaks',
      async ({ request }) => {
        const { userId } = await auth.requireAdmin(request);
        return { data: await transaction(sql, (tx) => resetAllStreaks(tx, { actorId: userId })) };
      },
      { detail: { summary: 'Reset every running streak to 0, audited' } },
    );
}
