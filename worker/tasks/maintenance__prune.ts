import type { Task } from 'graphile-worker';
import { pruneNotifications } from '../../domain/notifications/prune-notifications.ts';
import { connectForTask } from '../database.ts';

/**
 * Deletes expired bookkeeping: old rate-limit windows, refresh tokens that can no longer be used, and
 * notifications past the retention of the system settings. Idempotent.
 */
export const maintenance__prune: Task = async (_payload, helpers) => {
  await helpers.withPgClient(async (client) => {
    await client.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
    await client.query(`delete from refresh_tokens where expires_at < now() - interval '1 day'`);
  });
  const notifications = await pruneNotifications(connectForTask());
  if (notifications > 0) helpers.logger.info(`notifications pruned: ${notifications}`);
};
