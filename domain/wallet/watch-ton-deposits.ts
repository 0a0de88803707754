import { type Sql, transaction, type Tx } from '../../db/connection.ts';
import { applyBasisPoints } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { findings } from './chains/chain-rules.ts';
import { listIncomingTonTransfers, type TonTransfer, tonTransferVerdict } from './chains/toncenter.ts';
import { ProviderUnavailable } from './chains/verdict.ts';
import type { ChainVerification } from './chains/verification-settings.ts';
import { claimTransfer } from './credit-transfer.ts';
import { claimDepositReference, intentByMemo, referenceHeld } from './deposit-lookups.ts';
import { creditDeposit } from './review-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';
import { walletRules } from './wallet-rules.ts';

type WatchedAddress = {
  id: string;
  network: string;
  address: string;
  verification: ChainVerification;
  position: string | null;
};
export type WatchOutcome = { credited: number; unmatched: number; unavailable: number };

/** Pages of 100 transfers read per address and run; the rest wait for the next minute. */
const maxPages = 10;

/**
 * `wallet__watch_ton_deposits` (every minute): reads each TON Center address's incoming USDT
 * transfers after its cursor and credits, once (claimTransfer), the deposit intent whose memo the
 * comment carries (found through `deposit_memos`), open or expired, with the amount the chain
 * shows: a completed `deposit` transaction holding its hash in `deposit_references`, credited by
 * creditDeposit (audited `verified_on_chain`, the player notified). A transfer whose memo names no
 * intent, or an intent already credited, is kept `unmatched` for an admin. A transfer already
 * claimed (a pasted hash got there first, or an admin approved a deposit naming it by its hash or
 * its trace's) is skipped. The cursor moves with each transfer in the same transaction, so a crash
 * re-reads nothing twice.
 */
export async function watchTonDeposits(sql: Sql, now: Date): Promise<WatchOutcome> {
  const outcome: WatchOutcome = { credited: 0, unmatched: 0, unavailable: 0 };
  const addresses = await sql<WatchedAddress[]>`
    select d.id, d.network, d.address, d.verification, c.position
    from deposit_addresses d left join chain_cursors c on c.deposit_address_id = d.id
    where d.verification->>'provider' = 'toncenter'`;
  for (const address of addresses) {
    let position = address.position;
    try {
      for (let page = 0; page < maxPages; page++) {
        const transfers = await listIncomingTonTransfers(address.verification, address.address, position);
        const ordered = [...transfers].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1));
        for (const t of ordered) {
          const result = await transaction(sql, (tx) => takeTransfer(tx, address, t, now));
          if (result) outcome[result] += 1;
          position = t.lt;
        }
        if (transfers.length < 100 || !address.position) break; // a first read takes only the newest page
      }
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      outcome.unavailable += 1; // the next run reads from the same cursor
    }
  }
  return outcome;
}

async function takeTransfer(tx: Tx, address: WatchedAddress, t: TonTransfer, now: Date) {
  await tx`
    insert into chain_cursors (deposit_address_id, position) values (${address.id}, ${t.lt})
    on conflict (deposit_address_id) do update set position = excluded.position, updated_at = now()`;
  const found = tonTransferVerdict(address.verification, t, address.address);
  if (found.status !== 'confirmed' || !found.chainAmount) return null; // aborted or not ours: nothing arrived
  // A player named this transfer by its hash: wallet__verify_deposit settles it.
  if (await referenceHeld(tx, address.network, t.hash)) return null;
  const named = t.memo ? await intentByMemo(tx, t.memo) : undefined;
  const [intent] = named
    ? await tx<{ id: string; user_id: string; transaction_id: string | null }[]>`
        select id, user_id, transaction_id from deposit_intents
        where user_id = ${named.user_id} and id = ${named.intent_id} for update`
    : [];
  const claim = {
    network: address.network,
    hash: t.hash,
    traceHash: t.traceHash,
    transferIndex: found.transferIndex!,
    depositAddressId: address.id,
    amount: found.chainAmount,
    source: t.source,
    memo: t.memo,
  };
  if (!intent || intent.transaction_id) {
    return (await claimTransfer(tx, { ...claim, deposit: null })) ? ('unmatched' as const) : null;
  }
  const depositId = crypto.randomUUID();
  if (!(await claimTransfer(tx, { ...claim, deposit: { userId: intent.user_id, id: depositId } }))) return null; // claimed before
  await tx`select 1 from users where id = ${intent.user_id} for update`; // the global lock order: the player first
  const fee = applyBasisPoints(found.chainAmount, walletRules(await readSettings(tx)).methods.crypto.feeBasisPoints);
  const details = {
    method: 'crypto',
    reference: t.hash,
    depositAddressId: address.id,
    intentId: intent.id,
    verification: findings(found, now, 1, address.verification.confirmations),
  };
  const [deposit] = await tx<TransactionRow[]>`
    insert into transactions (id, user_id, type, amount, fee, status, description, network, wallet_address, details)
    values (${depositId}, ${intent.user_id}, 'deposit', ${found.chainAmount}, ${fee}, 'pending', 'Deposit via TON (TON Connect)',
            ${address.network}, ${address.address}, ${tx.json(details as never)})
    returning *`;
  // A player who pasted this hash since the check above holds its reference: the claim refuses, and
  // the whole transfer (cursor included) rolls back, to be read again and skipped on the next run.
  await claimDepositReference(tx, deposit!);
  await tx`select transactions_count(array[${depositId}]::uuid[], 1)`;
  await tx`update deposit_intents set transaction_id = ${depositId} where user_id = ${intent.user_id} and id = ${intent.id}`;
  await creditDeposit(tx, deposit!, { adminId: null, action: 'verified_on_chain', txHash: t.hash });
  return 'credited' as const;
}
