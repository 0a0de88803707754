import type { Db } from '../../db/connection.ts';
import {
  COUNT_CAP,
  cappedCount,
  cursorAt,
  type Keyed,
  keysetOrder,
  keysetPage,
  keysetWhere,
  likePattern,
  type ListKey,
  type ListPosition,
  listPosition,
} from '../admin-list.ts';
import {
  tournamentJson,
  tournamentColumnsSql,
  tournamentFromSql,
  type MyEntry,
  type TournamentRow,
} from './tournament-view.ts';

export type LobbyTab = 'active' | 'upcoming' | 'completed' | 'mine';
export type AdminFilter = {
  status: 'active' | 'upcoming' | 'completed' | 'cancelled' | null;
  category: string | null;
  search: string | null;
};

/** Each filter is a range of the (status, created_at, id) index, or the player's own entries. */
function statusFilter(db: Db, status: LobbyTab | AdminFilter['status'], now: Date, userId: string | null) {
  switch (status) {
    case 'active':
      return db`t.status = 'active' and t.starts_at <= ${now}`;
    case 'upcoming':
      return db`t.status = 'active' and t.starts_at > ${now}`;
    case 'completed':
      return db`t.status in ('completed', 'cancelled')`;
    case 'cancelled':
      return db`t.status = 'cancelled'`;
    case 'mine':
      return db`t.id in (select tournament_id from tournament_participants where user_id = ${userId})`;
    default:
      return db`true`;
  }
}

const tournamentKey: ListKey = { at: 't.created_at', id: 't.id', idType: 'uuid' };

/** The caller's entry in a row's tournament (all false for nobody or the back office). */
type EntryColumns = { joined: boolean; started: boolean; finished: boolean };

/**
 * Up to limit + 1 tournaments of `where` from a keyset position (keysetPage's fetch), each with the
 * caller's entry joined on the participants' primary key, in the same statement (decision 0044).
 * The limit is written into the statement (1 to 100, one prepared statement each): as a parameter,
 * the plan cache kept planning the statement again on every call (0.5 ms of PostgreSQL CPU of the
 * 0.8 a lobby request cost).
 */
function fetchRows(
  db: Db,
  where: ReturnType<typeof statusFilter>,
  limit: number,
  from: ListPosition | null,
  userId: string | null,
) {
  return db<(TournamentRow & Keyed & EntryColumns)[]>`
    select ${db.unsafe(tournamentColumnsSql)}, ${cursorAt(db, tournamentKey)}, mp.user_id is not null as joined,
      mp.run_started_at is not null as started, mp.run_finished_at is not null as finished
    ${db.unsafe(tournamentFromSql)}
    left join tournament_participants mp on mp.tournament_id = t.id and mp.user_id = ${userId}::uuid
    where ${where} and ${keysetWhere(db, tournamentKey, from)}
    ${keysetOrder(db, tournamentKey, from)} limit ${db.unsafe(String(Math.trunc(limit) + 1))}`;
}

/** The caller's entries in these tournaments, by tournament id. */
export async function entriesOf(db: Db, userId: string | null, ids: string[]): Promise<Map<string, MyEntry>> {
  if (!userId || ids.length === 0) return new Map();
  const rows = await db<{ tournament_id: string; started: boolean; finished: boolean }[]>`
    select tournament_id, run_started_at is not null as started, run_finished_at is not null as finished
    from tournament_participants where user_id = ${userId} and tournament_id = any(${ids}::uuid[])`;
  return new Map(rows.map((r) => [r.tournament_id, { joined: true, started: r.started, finished: r.finished }]));
}

/** The lobby's tab, newest first, each tournament with the caller's entry (`me`). */
export async function listTournaments(
  db: Db,
  input: { tab: LobbyTab; userId: string | null; limit: number; cursor: string | null; now: Date },
) {
  const where = statusFilter(db, input.tab, input.now, input.userId);
  const { rows, nextCursor } = await keysetPage(input.limit, listPosition(input), (from) =>
    fetchRows(db, where, input.limit, from, input.userId),
  );
  return {
    data: rows.map((r) => ({
      ...tournamentJson(r, input.now),
      me: { joined: r.joined, started: r.started, finished: r.finished },
    })),
    nextCursor,
  };
}

/**
 * The back office's table (decision 0021's list pattern): every tournament, newest first, by
 * status, category and name, keyset paged in both directions or from a day, its total counted up
 * to the cap. Each filter is a range of an index (status or category with created_at) or the name
 * trigram index.
 */
export async function listAdminTournaments(
  db: Db,
  input: AdminFilter & { limit: number; cursor: string | null; date: string | null; now: Date },
) {
  const like = input.search ? likePattern(input.search) : null;
  const where = db`${statusFilter(db, input.status, input.now, null)}
    and (${input.category}::text is null or t.category = ${input.category})
    and (${like}::text is null or t.name ilike ${like})`;
  const position = listPosition(input);
  const [page, total] = await Promise.all([
    keysetPage(input.limit, position, (from) => fetchRows(db, where, input.limit, from, null)),
    cappedCount(db, db`select 1 from tournaments t where ${where} limit ${COUNT_CAP + 1}`),
  ]);
  return {
    data: page.rows.map((r) => tournamentJson(r, input.now)),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    ...total,
  };
}
export type TournamentLobbyPage = Awaited<ReturnType<typeof listTournaments>>;
export type AdminTournamentPage = Awaited<ReturnType<typeof listAdminTournaments>>;
