import type { Db } from '../../db/connection.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { transactionJson, type TransactionRow } from './transaction-view.ts';

/** The player's own transactions, newest first, with a keyset cursor. */
export async function listUserTransactions(db: Db, input: { userId: string; type: string | null; limit: number; cursor: string | null }) {
  const after = parseCursor(input.cursor);
  const rows = await db<(TransactionRow & { cursor_at: string })[]>`
    select *, ${db.unsafe(cursorTimeSql('created_at'))} as cursor_at from transactions
    where user_id = ${input.userId}
      and (${input.type}::text is null or type = ${input.type})
      and (${after?.at ?? null}::text::timestamptz is null or (created_at, id) < (${after?.at ?? null}::text::timestamptz, ${after?.id ?? null}::uuid))
    order by created_at desc, id desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return { data: page.map(transactionJson), nextCursor: rows.length > input.limit && last ? formatCursor(last.cursor_at, last.id) : null };
}

export type AdminTransactionFilter = { search: string | null; status: string | null; type: string | null };

const userName = (db: Db) => db`coalesce(nullif(u.telegram_full_name, ''), u.name)`;

function where(db: Db, f: AdminTransactionFilter) {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db`
    where (${f.status}::text is null or t.status = ${f.status})
      and (${f.type}::text is null or t.type = ${f.type})
      and (${like}::text is null or ${userName(db)} ilike ${like} or u.username ilike ${like} or u.telegram_username ilike ${like} or t.tx_hash ilike ${like})`;
}

/** The admin transaction table: a page of the filter, its total, and the four summary cards. */
export async function listAdminTransactions(db: Db, input: AdminTransactionFilter & { page: number; pageSize: number }) {
  const rows = await db<TransactionRow[]>`
    select t.*, ${userName(db)} as user_name, coalesce(u.username, u.telegram_username) as username
    from transactions t join users u on u.id = t.user_id
    ${where(db, input)}
    order by t.created_at desc, t.id desc
    limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`;
  const [count] = await db<{ n: number }[]>`select count(*)::int as n from transactions t join users u on u.id = t.user_id ${where(db, input)}`;
  const [summary] = await db<{ total: number; pending: number; volume: number; completed: number }[]>`
    select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
      coalesce(sum(amount) filter (where status = 'completed' and type in ('deposit', 'withdrawal')), 0)::int8 as volume,
      count(*) filter (where status = 'completed')::int as completed
    from transactions`;
  return {
    data: rows.map(transactionJson),
    total: count!.n,
    page: input.page,
    pageSize: input.pageSize,
    summary: { totalTransactions: summary!.total, pendingReview: summary!.pending, totalVolume: (summary!.volume / 1_000_000).toFixed(2), completed: summary!.completed },
  };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : text;
};

/** The filter as CSV, streamed from a database cursor so a million rows never sit in memory. */
export function exportTransactionsCsv(db: Db, filter: AdminTransactionFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const header = ['id', 'date', 'user', 'username', 'type', 'status', 'amount', 'fee', 'network', 'wallet_address', 'tx_hash', 'description'];
  const cursor = db<TransactionRow[]>`
    select t.*, ${userName(db)} as user_name, coalesce(u.username, u.telegram_username) as username
    from transactions t join users u on u.id = t.user_id
    ${where(db, filter)}
    order by t.created_at desc, t.id desc`.cursor(500)[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${header.join(',')}\n`));
        return;
      }
      const { value, done } = await cursor.next();
      if (done) return controller.close();
      const lines = value.map((t) => {
        const j = transactionJson(t);
        return [j.id, j.date, j.userName, j.username, j.type, j.status, j.amount, j.fee, j.network, j.walletAddress, j.txHash, j.description].map(csvCell).join(',');
      });
      controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
    },
    async cancel() {
      await cursor.return?.();
    },
  });
}
