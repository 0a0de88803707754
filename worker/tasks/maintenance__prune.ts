import type { Task } from 'graphile-worker';

/** Deletes expired bookkeeping: old rate-limit windows and refresh tokens that can no longer be used. Idempotent. */
export const maintenance__prune: Task = async (_payload, helpers) => {
  await helpers.withPgClient(async (client) => {
    await client.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
    await client.query(`delete from refresh_tokens where expires_at < now() - interval '1 day'`);
  });
};
