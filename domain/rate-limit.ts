import type { Db } from '../db/connection.ts';
import { AppError, rateLimitedMessage } from './errors.ts';

/**
 * A sliding-window counter kept in the database so every API replica shares it: hits are counted
 * per fixed window, and a request is weighed against this window's hits plus the previous window's,
 * scaled by how much of it still lies within the last `windowSeconds`. So the limit holds across a
 * window boundary too (a fixed window would let twice the limit through around one). Refuses with
 * 429 above the limit.
 */
export async function hitRateLimit(
  db: Db,
  input: { key: string; limit: number; windowSeconds: number },
): Promise<void> {
  const [row] = await db<{ hits: number; previous: number; elapsed: number }[]>`
    with hit as (
      insert into rate_limits (key, window_start, hits)
      values (${input.key}, to_timestamp(floor(extract(epoch from now()) / ${input.windowSeconds}) * ${input.windowSeconds}), 1)
      on conflict (key, window_start) do update set hits = rate_limits.hits + 1
      returning hits, window_start
    )
    select hit.hits,
      coalesce((select p.hits from rate_limits p where p.key = ${input.key} and p.window_start = hit.window_start - make_interval(secs => ${input.windowSeconds})), 0) as previous,
      extract(epoch from now() - hit.window_start)::float8 / ${input.windowSeconds} as elapsed
    from hit`;
  const weighed = row!.hits + row!.previous * Math.max(0, 1 - row!.elapsed);
  if (weighed > input.limit) {
    const refused = new AppError('RATE_LIMITED', rateLimitedMessage);
    // By the window's end the count starts again (the previous window's hits weigh less from then on).
    refused.retryAfterSeconds = Math.max(1, Math.ceil(input.windowSeconds * (1 - row!.elapsed)));
    throw refused;
  }
}

/** Forgets a key's hits (a successful sign-in forgives the failed attempts before it). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db`delete from rate_limits where key = ${key}`;
}

/** Deletes rate-limit windows older than a day (the longest window is shorter). Returns how many. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const { count } = await db`delete from rate_limits where window_start < ${now}::timestamptz - interval '1 day'`;
  return count;
}
