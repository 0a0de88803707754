import type { Db } from '../../db/connection.ts';

/**
 * Deletes the rows of a table of one-time secrets (refresh tokens, email links, Telegram link codes)
 * a day past their expiry, with their lookups by hash (decision 0080). Returns how many rows went.
 */
export async function pruneExpiredSecrets(
  db: Db,
  tables: { secrets: string; lookups: string; hash: 'token_hash' | 'code_hash' },
  now: Date,
): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    with gone as (
      delete from ${db(tables.secrets)} where expires_at < ${now}::timestamptz - interval '1 day'
      returning ${db(tables.hash)} as hash),
    lookups as (delete from ${db(tables.lookups)} where ${db(tables.hash)} in (select hash from gone))
    select count(*)::int as count from gone`;
  return row!.count;
}
