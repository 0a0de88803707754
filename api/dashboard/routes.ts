import { Elysia } from 'elysia';
import { loadDashboard } from '../../domain/dashboard/load-dashboard.ts';
import type { Deps } from '../http/deps.ts';

/** Back-office dashboard. The admin role itself is checked for every /api/admin request in app.ts, before routing. */
export function dashboardRoutes({ sql }: Deps) {
  return new Elysia().get('/api/admin/dashboard', async () => ({ data: await loadDashboard(sql) }), {
    detail: { summary: 'Admin dashboard counts' },
  });
}
