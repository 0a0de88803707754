import type { Db } from '../db/connection.ts';
import { AppError, rateLimitedMessage } from './errors.ts';

/**
 * Fixed-window counter kept in the database so every API replica shares it. Returns the number of
 * hits in the current window including this one; refuses with 429 above the limit.
 */
export async function hitRateLimit(db: Db, input: { key: string; limit: number; windowSeconds: number }): Promise<number> {
  const [row] = await db<{ hits: number }[]>`
    insert into rate_limits (key, window_start, hits)
    values (${input.key}, to_timestamp(floor(extract(epoch from now()) / ${input.windowSeconds}) * ${input.windowSeconds}), 1)
    on conflict (key, window_start) do update set hits = rate_limits.hits + 1
    returning hits`;
  if (row!.hits > input.limit) throw new AppError('RATE_LIMITED', rateLimitedMessage);
  return row!.hits;
}

/** Forgets a key's hits (a successful sign-in forgives the failed attempts before it). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db`delete from rate_limits where key = ${key}`;
}
