import type { Tx } from '../../db/connection.ts';
import type { Micro } from '../money.ts';

/**
 * Claims an on-chain transfer for the app, once for all time: the row's primary key (network,
 * hash, transfer index) admits it once, whichever verifier job, watcher run or player gets there
 * first; the others get false and credit nothing. `transactionId` null records a transfer that
 * matched no deposit (`unmatched`, for an admin).
 */
export async function claimTransfer(
  tx: Tx,
  input: {
    network: string;
    hash: string;
    transferIndex: string;
    transactionId: string | null;
    depositAddressId: string | null;
    amount: Micro;
    source?: string | null;
    memo?: string | null;
  },
): Promise<boolean> {
  const rows = await tx`
    insert into chain_transfers (network, tx_hash, log_index, status, transaction_id, deposit_address_id, amount, source, memo)
    values (${input.network}, ${input.hash}, ${input.transferIndex}, ${input.transactionId ? 'credited' : 'unmatched'},
            ${input.transactionId}, ${input.depositAddressId}, ${input.amount}, ${input.source ?? null}, ${input.memo ?? null})
    on conflict do nothing returning 1`;
  return rows.length === 1;
}
