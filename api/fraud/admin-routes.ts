import { Elysia } from 'elysia';
import { readLossPrevention } from '../../domain/fraud/read-loss-prevention.ts';
import type { Deps } from '../http/deps.ts';

/** The loss-prevention dashboard (spec 002 section 2.16), from the fraud job's scores. */
export function adminFraudRoutes({ sql }: Deps) {
  return new Elysia().get('/api/admin/loss-prevention', async () => ({ data: await readLossPrevention(sql) }), {
    detail: { summary: 'Risk figures, alerts, suspicious users with reasons, high-value transactions' },
  });
}
