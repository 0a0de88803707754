import { csvStream } from '../csv.ts';
import type { Db } from '../../db/connection.ts';
import {
  cappedCount,
  cursorAt,
  keysetOrder,
  keysetPage,
  keysetWhere,
  likePattern,
  type ListKey,
  type ListPosition,
  type ListTotal,
  listPosition,
  matchingPlayers,
  tooManyPlayers,
} from '../admin-list.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { formatAmount } from '../money.ts';
import { referenceKey } from './reference.ts';
import { playerTransactionJson, transactionJson, type TransactionRow } from './transaction-view.ts';
import { similarDeposits } from './similar-deposits.ts';

/** The player's own transactions, newest first, with a keyset cursor. */
export async function listUserTransactions(
  db: Db,
  input: { userId: string; type: string | null; limit: number; cursor: string | null },
) {
  const after = parseCursor(input.cursor);
  const rows = await db<(TransactionRow & { cursor_at: string })[]>`
    select *, ${db.unsafe(cursorTimeSql('created_at'))} as cursor_at from transactions
    where user_id = ${input.userId}
      and (${input.type}::text is null or type = ${input.type})
      and (${after?.at ?? null}::text::timestamptz is null or (created_at, id) < (${after?.at ?? null}::text::timestamptz, ${after?.id ?? null}::uuid))
    order by created_at desc, id desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(playerTransactionJson),
    nextCursor: rows.length > input.limit && last ? formatCursor(last.cursor_at, last.id) : null,
  };
}
export type TransactionPage = Awaited<ReturnType<typeof listUserTransactions>>;

export type AdminTransactionFilter = { search: string | null; status: string | null; type: string | null };

const key: ListKey = { at: 't.created_at', id: 't.id', idType: 'uuid' };
const hitKey: ListKey = { at: 'hit.created_at', id: 'hit.id', idType: 'uuid' };
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A part of a hash is looked up by trigram when it has 8 to 39 characters: a shorter one matches
 * too many rows, and a longer one is a whole hash (equality), whose many common hex trigrams would
 * make the trigram lookup the slowest part of the request.
 */
const HASH_PART = { min: 8, max: 39 };
/**
 * A search's total is counted up to this many rows ("1,000+"): counting a busy player's 10,001 rows
 * through the players' lateral lookups was most of a name search's time (issue 32, decision 0060).
 */
export const SEARCH_COUNT_CAP = 1_000;

const userName = (db: Db) => db`coalesce(nullif(u.telegram_full_name, ''), u.name)`;

/** Status and type conditions, only those set, so each combination plans onto its own index. */
function filters(db: Db, f: AdminTransactionFilter) {
  return db`${f.status ? db`and t.status = ${f.status}` : db``} ${f.type ? db`and t.type = ${f.type}` : db``}`;
}

/**
 * The transactions a search finds, each way through its own index: the id (primary key), the
 * normalised hash or deposit reference (equality), a part of a hash (trigram), and the
 * transactions of the players whose name or handle matches (players' trigram index first, then
 * each player's transactions by (user_id, created_at, id)). `take` bounds every way (page or count).
 * The players' rows are appended without a duplicate check (`union all`: deduplicating 10,000 ids
 * would cost more than the rest of the request), so the other ways leave out those players' rows.
 */
function searchHits(
  db: Db,
  search: string,
  f: AdminTransactionFilter,
  position: ListPosition | null,
  take: number | null,
) {
  const text = referenceKey(search);
  const where = db`${filters(db, f)} and ${keysetWhere(db, key, position)}`;
  const limit = take === null ? db`` : db`${keysetOrder(db, key, position)} limit ${take}`;
  const columns = db`t.id, t.created_at, t.user_id`;
  const exact = [
    uuidShape.test(search.trim())
      ? db`(select ${columns} from transactions t where t.id = ${search.trim()}::uuid ${where})`
      : null,
    text ? db`(select ${columns} from transactions t where t.tx_hash_key = ${text} ${where} ${limit})` : null,
    text ? db`(select ${columns} from transactions t where t.reference_key = ${text} ${where} ${limit})` : null,
    text.length >= HASH_PART.min && text.length <= HASH_PART.max
      ? db`(select ${columns} from transactions t where t.tx_hash_key like ${likePattern(text)} ${where} ${limit})`
      : null,
  ].filter((way) => way !== null);
  const players = db`(select p.id, p.created_at from matched m cross join lateral (
      select t.id, t.created_at from transactions t where t.user_id = m.id ${where} ${limit}) p ${take === null ? db`` : db`limit ${take}`})`;
  const others =
    exact.length > 0
      ? db`(select o.id, o.created_at from (${exact.reduce((all, way) => db`${all} union ${way}`)}) o
          where o.user_id not in (select id from matched)) union all`
      : db``;
  return db`with matched as materialized (${matchingPlayers(db, search.trim())}) ${others} ${players}`;
}

/** Up to limit + 1 rows from a position, with their players, in keyset order. */
async function fetchRows(db: Db, input: AdminTransactionFilter & { limit: number }, position: ListPosition | null) {
  const order = keysetOrder(db, hitKey, position);
  const hits = input.search
    ? db`select hit.id from (${searchHits(db, input.search, input, position, input.limit + 1)}) hit ${order} limit ${input.limit + 1}`
    : db`select t.id from transactions t where true ${filters(db, input)} and ${keysetWhere(db, key, position)}
        ${keysetOrder(db, key, position)} limit ${input.limit + 1}`;
  return db<(TransactionRow & { cursor_at: string })[]>`
    select t.*, ${userName(db)} as user_name, coalesce(u.username, u.telegram_username) as username, ${cursorAt(db, key)}
    from (${hits}) page join transactions t on t.id = page.id join users u on u.id = t.user_id
    ${keysetOrder(db, key, position)}`;
}

/** The summary cards and the filter's exact total, from the maintained counters (no scan of transactions). */
async function readCounters(db: Db, f: AdminTransactionFilter) {
  const [row] = await db<{ total: number; pending: number; volume: number; completed: number; filtered: number }[]>`
    select coalesce(sum(count), 0)::int8 as total,
      coalesce(sum(count) filter (where status = 'pending'), 0)::int8 as pending,
      coalesce(sum(amount) filter (where status = 'completed' and type in ('deposit', 'withdrawal')), 0)::int8 as volume,
      coalesce(sum(count) filter (where status = 'completed'), 0)::int8 as completed,
      coalesce(sum(count) filter (where (${f.status}::text is null or status = ${f.status}) and (${f.type}::text is null or type = ${f.type})), 0)::int8 as filtered
    from (select type, status, count, amount from transaction_counters
          union all select type, status, count, amount from transaction_counter_changes) counters`;
  return row!;
}

/**
 * The admin transaction table: a keyset page of the filter (Next/Previous cursors, or from a
 * date), its total (exact from the counters without a search, counted up to SEARCH_COUNT_CAP with one),
 * and the four summary cards from the counters.
 */
export async function listAdminTransactions(
  db: Db,
  input: AdminTransactionFilter & { limit: number; cursor: string | null; date: string | null },
) {
  const position = listPosition(input);
  const [page, counters, playersCapped] = await Promise.all([
    keysetPage(input.limit, position, (from) => fetchRows(db, input, from)),
    readCounters(db, input),
    input.search ? tooManyPlayers(db, input.search.trim()) : false,
  ]);
  const similar = await similarDeposits(db, page.rows);
  // A search whose first page is all there is (an exact hash, id or reference) needs no count.
  const total: ListTotal = !input.search
    ? { total: counters.filtered, totalKind: 'exact' }
    : !position && !page.nextCursor
      ? { total: page.rows.length, totalKind: 'exact' }
      : await cappedCount(
          db,
          db`${searchHits(db, input.search, input, null, SEARCH_COUNT_CAP + 1)} limit ${SEARCH_COUNT_CAP + 1}`,
          SEARCH_COUNT_CAP,
        );
  return {
    data: page.rows.map((row) => ({ ...transactionJson(row), similarDeposits: similar.get(row.id) })),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    ...total,
    /** The search matched more players than it considers (PLAYER_MATCH_LIMIT): their rows are missing. */
    tooManyPlayers: playersCapped,
    summary: {
      totalTransactions: counters.total,
      pendingReview: counters.pending,
      totalVolume: formatAmount(counters.volume),
      completed: counters.completed,
    },
  };
}
export type AdminTransactionPage = Awaited<ReturnType<typeof listAdminTransactions>>;

/** The filter as CSV, streamed from a database cursor so a million rows never sit in memory. */
export function exportTransactionsCsv(db: Db, filter: AdminTransactionFilter): ReadableStream<Uint8Array> {
  const header = [
    'id',
    'date',
    'user',
    'username',
    'type',
    'status',
    'amount',
    'fee',
    'network',
    'wallet_address',
    'tx_hash',
    'reference',
    'description',
  ];
  const rows = filter.search
    ? db`(select hit.id from (${searchHits(db, filter.search, filter, null, null)}) hit) hit join transactions t on t.id = hit.id`
    : db`transactions t`;
  const cursor = db<TransactionRow[]>`
    select t.*, ${userName(db)} as user_name, coalesce(u.username, u.telegram_username) as username
    from ${rows} join users u on u.id = t.user_id
    where true ${filters(db, filter)}
    order by t.created_at desc, t.id desc`
    .cursor(500)
    [Symbol.asyncIterator]();
  return csvStream(header, cursor, (t) => {
    const j = transactionJson(t);
    return [
      j.id,
      j.date,
      j.userName,
      j.username,
      j.type,
      j.status,
      j.amount,
      j.fee,
      j.network,
      j.walletAddress,
      j.txHash,
      t.details.reference ?? null,
      j.description,
    ];
  });
}
