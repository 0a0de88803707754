// An admin's review of deposits and withdrawals (approve, reject), and creditDeposit, the crediting
// the chain verifiers share (verify-deposit.ts, watch-ton-deposits.ts). Routes: api/wallet/admin-routes.ts.
import type { Tx } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { AppError } from '../errors.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { claimByHand } from './credit-transfer.ts';
import { recordPayout } from './record-payout.ts';
import { finish, lockTransaction } from './settle-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';

/**
 * Credits a pending deposit locked by lockTransaction: playable gets the amount net of the method's
 * fee, the first deposit unlocks the bonus balance into playable and queues the referral job
 * (referrals_queue_on_qualifying, domain/referrals/queue-referral.sql), the player is notified and
 * achievements unlocked.
 * Called by an admin's approval and by the chain verifier (`adminId` null).
 */
export async function creditDeposit(
  tx: Tx,
  t: TransactionRow,
  input: { adminId: string | null; action: string; txHash?: string | null },
) {
  const net = t.amount - t.fee;
  const journalId = await postJournal(tx, {
    type: 'deposit',
    userId: t.user_id,
    reference: t.id,
    description: t.description,
    postings: [
      { account: { system: 'deposits_clearing' }, amount: -t.amount },
      { account: { user: t.user_id, kind: 'playable' }, amount: net },
      ...(t.fee > 0 ? [{ account: { system: 'fees' as const }, amount: t.fee }] : []),
    ],
  });
  // The journal above holds the player's playable row lock, so this reads has_deposited as the last credit left it.
  const [player] = await tx<{ first: boolean }[]>`
    update users u set total_deposited = u.total_deposited + ${t.amount}, has_deposited = true
    from users was where was.id = u.id and u.id = ${t.user_id}
    returning not was.has_deposited as first`;
  if (player?.first) await tx`select referrals_queue_on_qualifying(${t.user_id})`;
  const [bonus] = await tx<
    { balance: number }[]
  >`select balance from accounts where user_id = ${t.user_id} and kind = 'bonus' for update`;
  if (bonus && bonus.balance > 0) {
    await postJournal(tx, {
      type: 'bonus_unlock',
      userId: t.user_id,
      reference: t.id,
      description: 'Bonus balance unlocked by a deposit',
      postings: [
        { account: { user: t.user_id, kind: 'bonus' }, amount: -bonus.balance },
        { account: { user: t.user_id, kind: 'playable' }, amount: bonus.balance },
      ],
    });
  }
  const credited = await finish(tx, t, {
    adminId: input.adminId,
    status: 'completed',
    journalId,
    txHash: input.txHash,
    action: input.action,
  });
  // After the deposit counts as completed: the `deposits` requirement counts completed deposits.
  await unlockAchievements(tx, t.user_id);
  return credited;
}

/**
 * Approves a pending deposit (creditDeposit; a crypto one first claims its on-chain transfer,
 * claimByHand, so neither a verifier nor the watcher credits that transfer again) or a pending withdrawal: the amount leaves playable
 * into `withdrawals_pending` and the payout's hash is recorded (recordPayout: completed at once on a
 * manual network, `processing` until the chain confirms it on a verified one).
 * A second approval finds it no longer pending and changes nothing.
 */
export async function approveTransaction(
  tx: Tx,
  input: { adminId: string; transactionId: string; txHash?: string | null },
) {
  const t = await lockTransaction(tx, input.transactionId, input.adminId);
  if (t.type === 'deposit') {
    if (t.details.method === 'crypto' && t.network)
      await claimByHand(tx, {
        network: t.network,
        hash: String(t.details.reference),
        deposit: { userId: t.user_id, id: t.id },
        depositAddressId: t.details.depositAddressId ?? null,
        amount: t.amount,
      });
    return creditDeposit(tx, t, { ...input, action: 'deposit.approve' });
  }
  if (!input.txHash) throw new AppError('VALIDATION_ERROR', 'Enter the on-chain transaction hash of the payout');
  const net = t.amount - t.fee;
  await tx`update accounts set locked = locked - ${t.amount} where user_id = ${t.user_id} and kind = 'playable'`;
  const journalId = await postJournal(tx, {
    type: 'withdrawal',
    userId: t.user_id,
    reference: t.id,
    description: `${t.description} (${formatAmount(net)} sent)`,
    postings: [
      { account: { user: t.user_id, kind: 'playable' }, amount: -t.amount },
      { account: { system: 'withdrawals_pending' }, amount: net },
      ...(t.fee > 0 ? [{ account: { system: 'fees' as const }, amount: t.fee }] : []),
    ],
  });
  await tx`update users set total_withdrawn = total_withdrawn + ${t.amount} where id = ${t.user_id}`;
  return recordPayout(tx, t, { adminId: input.adminId, txHash: input.txHash, journalId, action: 'withdrawal.approve' });
}

/** Rejects a pending deposit (status rejected) or withdrawal (status failed, the locked amount returns). */
export async function rejectTransaction(tx: Tx, input: { adminId: string; transactionId: string; reason: string }) {
  const t = await lockTransaction(tx, input.transactionId, input.adminId);
  if (t.type === 'withdrawal') {
    await tx`update accounts set locked = locked - ${t.amount} where user_id = ${t.user_id} and kind = 'playable'`;
    return finish(tx, t, {
      adminId: input.adminId,
      status: 'failed',
      reason: input.reason,
      action: 'withdrawal.reject',
    });
  }
  return finish(tx, t, { adminId: input.adminId, status: 'rejected', reason: input.reason, action: 'deposit.reject' });
}
