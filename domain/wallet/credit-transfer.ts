import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Micro } from '../money.ts';

/** The log index of a transfer an admin credited by hand: the whole transaction, since no chain was asked which log. */
export const byHand = 'manual';

/**
 * Serialises every claim on one network's transfers (a verifier job, the TON watcher, an admin's
 * approval) until the transaction ends: a check that nobody claimed a hash and the claim itself
 * must not interleave. Taken last, after the player's and the deposit's row locks (the global order).
 */
const lockClaims = (tx: Tx, network: string) =>
  tx`select pg_advisory_xact_lock(hashtextextended(${`chain_transfers:${network}`}, 0))`;

/**
 * Claims an on-chain transfer for the app, once for all time: the row's primary key (network,
 * hash, transfer index) admits it once, whichever verifier job, watcher run or player gets there
 * first, and a transaction an admin credited by hand (byHand, under its hash or its TON trace's)
 * admits no transfer of it; the others get false and credit nothing. The claim names the deposit by
 * its player and id (a lookup by hash, no foreign key to the player's row: decision 0084). `deposit` null records
 * a transfer that matched no deposit (`unmatched`, for an admin). A transfer kept `unmatched` was
 * credited to no one: a deposit's claim takes it (a player pasting its hash after the TON watcher
 * saw it, from the address they declared: decision 0074), once, as an admin's approval does.
 */
export async function claimTransfer(
  tx: Tx,
  input: {
    network: string;
    hash: string;
    /** TON: the hash of the transfer's trace, the other name a player may paste. */
    traceHash?: string | null;
    transferIndex: string;
    deposit: { userId: string; id: string } | null;
    depositAddressId: string | null;
    amount: Micro;
    source?: string | null;
    memo?: string | null;
  },
): Promise<boolean> {
  await lockClaims(tx, input.network);
  const names = [input.hash, ...(input.traceHash ? [input.traceHash] : [])];
  const [approved] = await tx`
    select 1 from chain_transfers where network = ${input.network} and tx_hash = any(${names}) and log_index = ${byHand}`;
  if (approved) return false;
  const rows = await tx`
    insert into chain_transfers (network, tx_hash, log_index, status, user_id, transaction_id, deposit_address_id, amount, source, memo, trace_hash)
    values (${input.network}, ${input.hash}, ${input.transferIndex}, ${input.deposit ? 'credited' : 'unmatched'},
            ${input.deposit?.userId ?? null}, ${input.deposit?.id ?? null}, ${input.depositAddressId}, ${input.amount}, ${input.source ?? null},
            ${input.memo ?? null}, ${input.traceHash ?? null})
    on conflict (network, tx_hash, log_index) do update set status = 'credited', user_id = excluded.user_id, transaction_id = excluded.transaction_id
      where chain_transfers.status = 'unmatched' and excluded.transaction_id is not null
    returning 1`;
  return rows.length === 1;
}

/**
 * Records an admin's approval of a crypto deposit named by its hash, before it is credited: refused
 * (409) when a verifier or the watcher already credited a transfer of that transaction (by its hash
 * or its TON trace's), so no transfer is credited twice. A transfer kept `unmatched` (a TON memo that
 * named nothing) becomes this deposit's; otherwise the whole transaction is claimed (byHand), which
 * every later claimTransfer of it refuses.
 */
export async function claimByHand(
  tx: Tx,
  input: {
    network: string;
    hash: string;
    deposit: { userId: string; id: string };
    depositAddressId: string | null;
    amount: Micro;
  },
) {
  await lockClaims(tx, input.network);
  const claimed = await tx<{ status: string; log_index: string }[]>`
    select status, log_index from chain_transfers
    where network = ${input.network} and (tx_hash = ${input.hash} or trace_hash = ${input.hash})`;
  if (claimed.some((c) => c.status === 'credited'))
    throw new AppError('CONFLICT', 'This on-chain transfer was already credited to a deposit');
  if (claimed.length > 0) {
    await tx`
      update chain_transfers set status = 'credited', user_id = ${input.deposit.userId}, transaction_id = ${input.deposit.id}
      where network = ${input.network} and (tx_hash = ${input.hash} or trace_hash = ${input.hash}) and status = 'unmatched'`;
    return;
  }
  await tx`
    insert into chain_transfers (network, tx_hash, log_index, status, user_id, transaction_id, deposit_address_id, amount)
    values (${input.network}, ${input.hash}, ${byHand}, 'credited', ${input.deposit.userId}, ${input.deposit.id},
            (select id from deposit_addresses where id = ${input.depositAddressId}), ${input.amount})`;
}
