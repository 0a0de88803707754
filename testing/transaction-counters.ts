import type { Sql } from '../db/connection.ts';

type Counts = { type: string; status: string; count: number; amount: number }[];

/** A scan of transactions by type and status: what the transaction counters must say. */
export const recountTransactions = (sql: Sql) => sql<Counts>`
  select type, status, count(*)::int8 as count, coalesce(sum(amount), 0)::int8 as amount
  from transactions group by type, status order by type, status`;

/** The transaction counters by type and status, folded or not. */
export const transactionCounters = (sql: Sql) => sql<Counts>`
  select type, status, sum(count)::int8 as count, sum(amount)::int8 as amount
  from (select type, status, count, amount from transaction_counters
        union all select type, status, count, amount from transaction_counter_changes) c
  group by type, status having sum(count) <> 0 order by type, status`;
