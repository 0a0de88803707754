import type { Task } from 'graphile-worker';
import { refreshAnalytics } from '../../domain/analytics/refresh-analytics.ts';
import { connectForTask } from '../database.ts';

/** Every minute: the analytics rollups up to now; `{ "from": ISO time }` rebuilds from then. Idempotent. */
export const analytics__refresh: Task = async (payload, helpers) => {
  const from = typeof payload === 'object' && payload !== null ? (payload as { from?: unknown }).from : undefined;
  if (from !== undefined && (typeof from !== 'string' || Number.isNaN(Date.parse(from))))
    throw new Error('analytics__refresh: from must be an ISO time');
  const refreshed = await refreshAnalytics(connectForTask(), { from: from ? new Date(from) : undefined });
  helpers.logger.info(`analytics refreshed from ${refreshed.from}`);
};
