import type { Db } from '../../db/connection.ts';
import {
  cursorAt,
  keysetOrder,
  keysetPage,
  keysetWhere,
  type ListKey,
  type ListPosition,
  listPosition,
  matchingPlayers,
} from '../admin-list.ts';
import { csvStream } from '../csv.ts';
import { formatAmount } from '../money.ts';
import type { UserStatus, UserStatusFilter } from './user-statuses.ts';

// The back office's users list (spec 002 section 2.5), on the pattern of decision 0021: newest first
// by (join_date, id) through users_join_idx or users_status_join_idx, keyset paging, search routed
// to an index, cards from user_counters.

export type UserListFilter = { search: string | null; status: UserStatusFilter };

const key: ListKey = { at: 'u.join_date', id: 'u.id', idType: 'uuid' };
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A block that ran out ends by itself: the player counts as active again. */
const effectiveStatus = (db: Db) =>
  db`case when u.status = 'blocked' and u.blocked_until <= now() then 'active' else u.status end`;

function statusWhere(db: Db, status: UserStatusFilter) {
  if (status === 'blocked') return db`u.status = 'blocked' and (u.blocked_until is null or u.blocked_until > now())`;
  if (status === 'active')
    return db`(u.status = 'active' or (u.status = 'blocked' and u.blocked_until <= now())) and u.closed_at is null`;
  if (status === 'pending') return db`u.status = 'pending'`;
  return db`true`;
}

/**
 * The ids a search finds, each way through its own index: the id itself, a Telegram id and an email
 * (their lookups, decision 0080), and names and handles (trigram index, decision 0021).
 */
function searchIds(db: Db, search: string) {
  const text = search.trim();
  const ways = [
    uuidShape.test(text) ? db`(select id from users where id = ${text}::uuid)` : null,
    /^\d{1,15}$/.test(text) ? db`(select user_id as id from telegram_ids where telegram_id = ${Number(text)})` : null,
    text.includes('@') ? db`(select user_id as id from email_addresses where email = ${text.toLowerCase()})` : null,
    db`(${matchingPlayers(db, text)})`,
  ].filter((w) => w !== null);
  return ways.slice(1).reduce((all, way) => db`${all} union ${way}`, ways[0]!);
}

type UserListRow = {
  id: string;
  cursor_at: string;
  name: string;
  username: string | null;
  email: string | null;
  level: number;
  telegram_id: string | null;
  telegram_username: string | null;
  status: UserStatus;
  blocked_until: Date | null;
  join_date: Date;
  closed_at: Date | null;
  withdrawal_enabled: boolean;
  balance: string;
  risk_score: number | null;
};

/** The page's rows; `matched`: the ids a search found (read once per request), null without a search. */
function pageQuery(
  db: Db,
  filter: UserListFilter,
  matched: string[] | null,
  position: ListPosition | null,
  take: number,
) {
  const matching = matched ? db`and u.id = any(${matched}::uuid[])` : db``;
  return db<UserListRow[]>`
    select u.id, ${cursorAt(db, key)}, coalesce(nullif(u.telegram_full_name, ''), u.name) as name, u.username, e.email,
      u.level, u.telegram_id::text, u.telegram_username, ${effectiveStatus(db)} as status, u.blocked_until,
      u.join_date, u.closed_at, u.withdrawal_enabled, r.score as risk_score,
      coalesce((select sum(a.balance) from accounts a where a.user_id = u.id), 0)::text as balance
    from users u
    left join email_identities e on e.user_id = u.id
    left join risk_scores r on r.user_id = u.id
    where ${statusWhere(db, filter.status)} ${matching} and ${keysetWhere(db, key, position)}
    ${keysetOrder(db, key, position)} limit ${take}`;
}

export function userListJson(u: UserListRow) {
  return {
    id: u.id,
    name: u.closed_at ? 'Closed account' : u.name || 'Guest User',
    username: u.username ?? u.telegram_username,
    email: u.email,
    level: u.level,
    balance: formatAmount(Number(u.balance)),
    telegram: u.telegram_id ? { id: u.telegram_id, username: u.telegram_username } : null,
    status: u.closed_at ? ('closed' as const) : u.status,
    blockedUntil: u.blocked_until?.toISOString() ?? null,
    joinDate: u.join_date.toISOString(),
    withdrawalEnabled: u.withdrawal_enabled,
    riskScore: u.risk_score,
  };
}
export type UserListJson = ReturnType<typeof userListJson>;

/** The users screen's cards: total, Telegram, active, blocked (blocks that ran out count as active). */
export async function userCounts(db: Db) {
  const [row] = await db<{ total: number; telegram: number; pending: number; blocked_rows: number; blocked: number }[]>`
    select coalesce(sum(count), 0)::int as total,
      coalesce(sum(count) filter (where telegram), 0)::int as telegram,
      coalesce(sum(count) filter (where status = 'pending'), 0)::int as pending,
      coalesce(sum(count) filter (where status = 'blocked'), 0)::int as blocked_rows,
      (select count(*) from user_blocks b where b.lifted_at is null and (b.until is null or b.until > now()))::int as blocked
    from user_counters`;
  const r = row!;
  return {
    total: r.total,
    telegram: r.telegram,
    active: r.total - r.pending - r.blocked,
    pending: r.pending,
    blocked: r.blocked,
  };
}
export type UserCounts = Awaited<ReturnType<typeof userCounts>>;

export async function listUsers(
  db: Db,
  input: UserListFilter & { cursor: string | null; date: string | null; limit: number },
) {
  const position = listPosition(input);
  // A search runs once: its ids (a few dozen at most, PLAYER_MATCH_LIMIT) feed the page and its exact total.
  const matched = input.search ? (await db<{ id: string }[]>`${searchIds(db, input.search)}`).map((r) => r.id) : null;
  const [page, counts, found] = await Promise.all([
    keysetPage(input.limit, position, (p) => pageQuery(db, input, matched, p, input.limit + 1)),
    userCounts(db),
    matched
      ? db<{ n: number }[]>`select count(*)::int as n from users u
          where ${statusWhere(db, input.status)} and u.id = any(${matched}::uuid[])`
      : null,
  ]);
  const total = found ? found[0]!.n : input.status === 'all' ? counts.total : counts[input.status];
  return {
    data: page.rows.map(userListJson),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total,
    totalKind: 'exact' as const,
    counts,
  };
}
export type UserPage = Awaited<ReturnType<typeof listUsers>>;

/** The filter as CSV, streamed from a cursor (formula-safe cells). */
export function exportUsersCsv(db: Db, filter: UserListFilter): ReadableStream<Uint8Array> {
  const matching = filter.search ? db`and u.id in (${searchIds(db, filter.search)})` : db``;
  const cursor = db<UserListRow[]>`
      select u.id, coalesce(nullif(u.telegram_full_name, ''), u.name) as name, u.username, e.email, u.level,
        u.telegram_id::text, u.telegram_username, ${effectiveStatus(db)} as status, u.blocked_until, u.join_date,
        u.closed_at, u.withdrawal_enabled, null::int as risk_score,
        coalesce((select sum(a.balance) from accounts a where a.user_id = u.id), 0)::text as balance
      from users u left join email_identities e on e.user_id = u.id
      where ${statusWhere(db, filter.status)} ${matching}
      order by u.join_date desc, u.id desc`
    .cursor(500)
    [Symbol.asyncIterator]();
  const header = ['id', 'name', 'username', 'email', 'level', 'balance', 'telegram_id', 'status', 'join_date'];
  return csvStream(header, cursor, (u) => {
    const j = userListJson({ ...u, cursor_at: '' });
    return [j.id, j.name, j.username, j.email, j.level, j.balance, j.telegram?.id, j.status, j.joinDate];
  });
}
