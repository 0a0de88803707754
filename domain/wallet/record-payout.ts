import type { Tx } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import { AppError } from '../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import { explorerUrl, networkVerifier } from './chains/chain-rules.ts';
import { isTransactionHash, referenceKey } from './reference.ts';
import { finish, lockTransaction } from './settle-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';

/**
 * Records the operator's payout transfer of an approved withdrawal (`details.payout`: hash,
 * explorer link, findings). On a manual network the withdrawal is completed at once; on a network
 * with a chain verifier it stays `processing` and `wallet__verify_payout` is queued to confirm
 * recipient, token and amount before it completes. Called by approveTransaction (an approval with
 * the hash) and by replacePayout (an admin corrects the hash of a payout still being confirmed).
 */
export async function recordPayout(
  tx: Tx,
  t: TransactionRow,
  input: { adminId: string; txHash: string; journalId?: number; action: string },
) {
  const verifier = await networkVerifier(tx, t.network);
  const hash = referenceKey(input.txHash);
  if (verifier && !isTransactionHash(hash))
    throw new AppError('VALIDATION_ERROR', 'Enter the 64-digit transaction hash of the payout');
  const payout = {
    txHash: hash,
    explorerUrl: explorerUrl(await readSettings(tx), t.network, hash),
    verification: verifier ? { status: 'pending', reason: 'Waiting for the chain', checkedAt: null } : null,
  };
  const settled = await finish(tx, t, {
    adminId: input.adminId,
    status: verifier ? 'processing' : 'completed',
    journalId: input.journalId,
    txHash: input.txHash,
    details: { ...t.details, payout },
    action: input.action,
  });
  if (verifier) await addJob(tx, 'wallet__verify_payout', { transactionId: t.id }, { jobKey: `payout:${t.id}` });
  return settled;
}

/** `PUT /api/admin/transactions/:id/payout`: a new payout hash for a withdrawal whose payout is still being confirmed. */
export async function replacePayout(tx: Tx, input: { adminId: string; transactionId: string; txHash: string }) {
  const t = await lockTransaction(tx, input.transactionId, input.adminId, 'processing');
  if (t.type !== 'withdrawal') throw new AppError('CONFLICT', 'Only withdrawals are paid out');
  return recordPayout(tx, t, { ...input, action: 'withdrawal.payout' });
}
