import { transaction } from '../../db/connection.ts';
import { Elysia } from 'elysia';
import { loadDashboard } from '../../domain/admin/dashboard.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { updateSettings } from '../../domain/settings/update-settings.ts';
import type { Deps } from '../http/deps.ts';
import * as v from 'valibot';

/** Admin endpoints. The admin role itself is checked for every /api/admin request in app.ts, before routing. */
export function adminRoutes({ sql, auth }: Deps) {
  return new Elysia()
    .get('/api/admin/dashboard', async () => ({ data: await loadDashboard(sql) }), { detail: { summary: 'Admin dashboard counts' } })
    .get('/api/admin/settings', async () => ({ data: await readSettings(sql) }), { detail: { summary: 'The whole settings document' } })
    .put('/api/admin/settings', async ({ body, request }) => {
      const { userId } = await auth.requireAdmin(sql, request);
      return { data: await transaction(sql, (tx) => updateSettings(tx, { actorId: userId, changes: body })) };
    }, { body: v.pipe(v.record(v.string(), v.unknown()), v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update')), detail: { summary: 'Change settings (merged over the current document)' } });
}
