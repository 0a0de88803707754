import type { Db } from '../../db/connection.ts';
import type { TransactionStatus } from '../ledger/types.ts';
import type { TransactionRow } from './transaction-view.ts';

export type SimilarDeposit = {
  id: string;
  userId: string;
  userName: string;
  status: TransactionStatus;
  network: string | null;
  reference: string;
  date: string;
};

/**
 * For each pending deposit of `rows`, the earlier deposits (any player, network or status) whose
 * reference normalises to the same key (domain/wallet/reference.ts): look-alike references are what
 * a reviewer must see before crediting one transfer twice. One indexed lookup for the whole page.
 */
export async function similarDeposits(db: Db, rows: TransactionRow[]): Promise<Map<string, SimilarDeposit[]>> {
  const pending = rows.filter((r) => r.type === 'deposit' && r.status === 'pending' && r.reference_key);
  const similar = new Map<string, SimilarDeposit[]>(pending.map((r) => [r.id, []]));
  if (pending.length === 0) return similar;
  const found = await db<(SimilarDeposit & { pending_id: string })[]>`
    select p.id as pending_id, e.id, e.user_id as "userId", coalesce(u.name, '') as "userName", e.status, e.network,
      coalesce(e.details->>'reference', '') as reference, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date
    from unnest(${pending.map((r) => r.id)}::uuid[], ${pending.map((r) => r.reference_key!)}::text[],
                ${pending.map((r) => r.created_at.toISOString())}::timestamptz[]) as p(id, key, created_at)
    join transactions e on e.type = 'deposit' and e.reference_key = p.key and e.id <> p.id and e.created_at <= p.created_at
    join users u on u.id = e.user_id
    order by e.created_at desc
    limit 200`;
  for (const { pending_id, ...deposit } of found) similar.get(pending_id)!.push(deposit);
  return similar;
}
