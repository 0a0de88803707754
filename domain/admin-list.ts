import type { Db } from '../db/connection.ts';
import { cursorTimeSql, formatCursor, parseCursor } from './cursor.ts';

// The pattern of every back-office list (decision 0021): newest first by (created_at, id), paged
// by a keyset cursor in both directions or from a date, never by offset; totals exact where a
// counter or an index gives them, otherwise counted up to a cap; search routed to an index.

/** Totals above this are shown as "10,000+": counting further would read every matching row. */
export const COUNT_CAP = 10_000;

/** The key columns of a list's order and of its index, e.g. `{ at: 't.created_at', id: 't.id', idType: 'uuid' }`. */
export type ListKey = { at: string; id: string; idType: 'uuid' | 'bigint' };

/** Where a page starts: older than a row (Next, or a date with `id` null), or newer than a row (Previous). */
export type ListPosition = { direction: 'older' | 'newer'; at: string; id: string | null };

export type ListTotal = { total: number; totalKind: 'exact' | 'atLeast' };

export type ListPage<T> = { rows: T[]; nextCursor: string | null; prevCursor: string | null };

/** A list row carries its key in the cursor's text form (select `cursorAt(key)`). */
export type Keyed = { id: string | number; cursor_at: string };

const NEXT = 'next:';
const PREV = 'prev:';

/**
 * The position of `?cursor=` (from a previous page's nextCursor or prevCursor) or `?date=YYYY-MM-DD`
 * (the rows created on that UTC day or before). A malformed cursor reads as the first page.
 */
export function listPosition(input: { cursor?: string | null; date?: string | null }): ListPosition | null {
  const prefix = input.cursor?.slice(0, NEXT.length);
  const cursor = prefix === NEXT || prefix === PREV ? parseCursor(input.cursor!.slice(NEXT.length)) : null;
  if (cursor) return { direction: prefix === NEXT ? 'older' : 'newer', ...cursor };
  if (input.date) {
    const dayAfter = new Date(Date.parse(`${input.date}T00:00:00Z`) + 86_400_000);
    if (!Number.isNaN(dayAfter.getTime())) return { direction: 'older', at: dayAfter.toISOString(), id: null };
  }
  return null;
}

/** `select ${cursorAt(db, key)}`: the row's timestamp at full precision, for its cursor. */
export const cursorAt = (db: Db, key: ListKey) => db.unsafe(`${cursorTimeSql(key.at)} as cursor_at`);

/** The keyset condition of a position: an index range on the list's (at, id) index. */
export function keysetWhere(db: Db, key: ListKey, position: ListPosition | null) {
  if (!position) return db`true`;
  const at = db`${position.at}::text::timestamptz`;
  if (position.id === null) return db`${db.unsafe(key.at)} < ${at}`;
  const row = db`(${db.unsafe(key.at)}, ${db.unsafe(key.id)})`;
  const id = db`${position.id}::${db.unsafe(key.idType)}`;
  return position.direction === 'older' ? db`${row} < (${at}, ${id})` : db`${row} > (${at}, ${id})`;
}

/** The order that walks the index from a position (ascending when paging back to newer rows). */
export function keysetOrder(db: Db, key: ListKey, position: ListPosition | null) {
  const way = position?.direction === 'newer' ? 'asc' : 'desc';
  return db.unsafe(`order by ${key.at} ${way}, ${key.id} ${way}`);
}

const cursorOf = (prefix: string, row: Keyed) => `${prefix}${formatCursor(row.cursor_at, String(row.id))}`;

/**
 * One page: `fetch(position)` returns up to limit + 1 rows in `keysetOrder` (the extra row says
 * whether there is a further page). Paging back past the newest rows shows the first page whole.
 */
export async function keysetPage<T extends Keyed>(
  limit: number,
  position: ListPosition | null,
  fetch: (position: ListPosition | null) => Promise<T[]>,
): Promise<ListPage<T>> {
  let rows = await fetch(position);
  if (position?.direction === 'newer' && rows.length <= limit) {
    position = null;
    rows = await fetch(null);
  }
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (position?.direction === 'newer') {
    page.reverse();
    return { rows: page, nextCursor: cursorOf(NEXT, page.at(-1)!), prevCursor: more ? cursorOf(PREV, page[0]!) : null };
  }
  return {
    rows: page,
    nextCursor: more ? cursorOf(NEXT, page.at(-1)!) : null,
    prevCursor: position && page.length > 0 ? cursorOf(PREV, page[0]!) : null,
  };
}

/**
 * Counts the rows of `capped`, a query that returns at most cap + 1 rows (its own
 * `limit ${cap + 1}`, so the count stops there): exact below the cap, "at least" above.
 */
export async function cappedCount(db: Db, capped: ReturnType<Db>, cap = COUNT_CAP): Promise<ListTotal> {
  const [row] = await db<{ n: number }[]>`select count(*)::int as n from (${capped}) capped`;
  return row!.n > cap ? { total: cap, totalKind: 'atLeast' } : { total: row!.n, totalKind: 'exact' };
}

/** The text the players' trigram index covers (migration 0035, users_search_trgm_idx): names and handles. */
const playerSearchText =
  "(coalesce(u.name, '') || ' ' || coalesce(u.username, '') || ' ' || coalesce(u.telegram_username, '') || ' ' || coalesce(u.telegram_full_name, ''))";

/** How many players a name search considers; a broader search asks the operator to refine it. */
export const PLAYER_MATCH_LIMIT = 50;

/** A LIKE pattern that finds `text` anywhere, its wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern that finds lower-cased values starting with `text`, its wildcards escaped. */
const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the players whose name or handle contains `search`, at most `limit` of them (at least
 * 3 characters; a shorter search matches a username exactly, through its lookup). Names and
 * usernames that start with the search come first, through btree ranges (migration 0082); the
 * trigram index runs only when those find fewer than `limit` (a one-time filter: with a common
 * prefix such as "Player 7" among a million players it is never read, decision 0039).
 */
export function matchingPlayers(db: Db, search: string, limit = PLAYER_MATCH_LIMIT) {
  if (search.length < 3)
    return db`select user_id as id from usernames where lower_username = lower(${search}) limit ${limit}`;
  const prefix = prefixPattern(search);
  return db`
    select id from (
      with starts as materialized (
        (select u.id from users u where lower(u.name) like ${prefix} limit ${limit})
        union
        (select u.id from users u where lower(u.username) like ${prefix} and u.username is not null limit ${limit})
      )
      select id from starts
      union
      (select u.id from users u
       where (select count(*) from starts) < ${limit} and ${db.unsafe(playerSearchText)} ilike ${likePattern(search)}
       limit ${limit})
    ) matched limit ${limit}`;
}

/** Whether more players match than a search considers (the screen then asks for more of the name). */
export async function tooManyPlayers(db: Db, search: string): Promise<boolean> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from (${matchingPlayers(db, search, PLAYER_MATCH_LIMIT + 1)}) m`;
  return row!.n > PLAYER_MATCH_LIMIT;
}
