import type { Tx } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { transactionJson, type TransactionRow } from './transaction-view.ts';

/** Locks the player's row, then the transaction (the global lock order), which must be pending and not the reviewer's own. */
async function lockPending(tx: Tx, transactionId: string, adminId: string): Promise<TransactionRow> {
  const [owner] = await tx<{ user_id: string }[]>`select user_id from transactions where id = ${transactionId}`;
  if (!owner) throw new AppError('NOT_FOUND', 'Transaction not found');
  if (owner.user_id === adminId) throw new AppError('FORBIDDEN', 'You cannot review your own transaction');
  await tx`select 1 from users where id = ${owner.user_id} for update`;
  const [row] = await tx<TransactionRow[]>`select * from transactions where id = ${transactionId} for update`;
  if (!row) throw new AppError('NOT_FOUND', 'Transaction not found');
  if (row.status !== 'pending') throw new AppError('CONFLICT', `Transaction is already ${row.status}`);
  if (row.type !== 'deposit' && row.type !== 'withdrawal') throw new AppError('CONFLICT', 'Only deposits and withdrawals are reviewed');
  return row;
}

async function finish(tx: Tx, before: TransactionRow, input: { adminId: string; status: string; journalId?: number; txHash?: string | null; reason?: string; action: string }) {
  const details = input.reason ? { ...before.details, reason: input.reason } : before.details;
  const [after] = await tx<TransactionRow[]>`
    update transactions set status = ${input.status}, journal_id = ${input.journalId ?? null}, tx_hash = coalesce(${input.txHash ?? null}, tx_hash),
      details = ${tx.json(details as never)}, reviewed_by = ${input.adminId}, reviewed_at = now(), updated_at = now()
    where id = ${before.id} returning *`;
  await writeAudit(tx, { actorId: input.adminId, action: input.action, targetType: 'transaction', targetId: before.id, before: transactionJson(before), after: transactionJson(after!) });
  return transactionJson(after!);
}

/**
 * Approves a pending deposit (credits playable, net of the method fee; unlocks the bonus balance
 * into playable on the first deposit) or a pending withdrawal (pays it out with the on-chain hash).
 * A second approval finds it no longer pending and changes nothing.
 */
export async function approveTransaction(tx: Tx, input: { adminId: string; transactionId: string; txHash?: string | null }) {
  const t = await lockPending(tx, input.transactionId, input.adminId);
  const net = t.amount - t.fee;
  if (t.type === 'deposit') {
    const journalId = await postJournal(tx, {
      type: 'deposit', userId: t.user_id, reference: t.id, description: t.description,
      postings: [
        { account: { system: 'deposits_clearing' }, amount: -t.amount },
        { account: { user: t.user_id, kind: 'playable' }, amount: net },
        ...(t.fee > 0 ? [{ account: { system: 'fees' as const }, amount: t.fee }] : []),
      ],
    });
    await tx`update users set total_deposited = total_deposited + ${t.amount}, has_deposited = true where id = ${t.user_id}`;
    const [bonus] = await tx<{ balance: number }[]>`select balance from accounts where user_id = ${t.user_id} and kind = 'bonus' for update`;
    if (bonus && bonus.balance > 0) {
      await postJournal(tx, {
        type: 'bonus_unlock', userId: t.user_id, reference: t.id, description: 'Bonus balance unlocked by a deposit',
        postings: [
          { account: { user: t.user_id, kind: 'bonus' }, amount: -bonus.balance },
          { account: { user: t.user_id, kind: 'playable' }, amount: bonus.balance },
        ],
      });
    }
    await unlockAchievements(tx, t.user_id);
    return finish(tx, t, { adminId: input.adminId, status: 'completed', journalId, txHash: input.txHash, action: 'deposit.approve' });
  }
  if (!input.txHash) throw new AppError('VALIDATION_ERROR', 'Enter the on-chain transaction hash of the payout');
  await tx`update accounts set locked = locked - ${t.amount} where user_id = ${t.user_id} and kind = 'playable'`;
  const journalId = await postJournal(tx, {
    type: 'withdrawal', userId: t.user_id, reference: t.id, description: `${t.description} (${formatAmount(net)} sent)`,
    postings: [
      { account: { user: t.user_id, kind: 'playable' }, amount: -t.amount },
      { account: { system: 'withdrawals_pending' }, amount: net },
      ...(t.fee > 0 ? [{ account: { system: 'fees' as const }, amount: t.fee }] : []),
    ],
  });
  await tx`update users set total_withdrawn = total_withdrawn + ${t.amount} where id = ${t.user_id}`;
  return finish(tx, t, { adminId: input.adminId, status: 'completed', journalId, txHash: input.txHash, action: 'withdrawal.approve' });
}

/** Rejects a pending deposit (status rejected) or withdrawal (status failed, the locked amount returns). */
export async function rejectTransaction(tx: Tx, input: { adminId: string; transactionId: string; reason: string }) {
  const t = await lockPending(tx, input.transactionId, input.adminId);
  if (t.type === 'withdrawal') {
    await tx`update accounts set locked = locked - ${t.amount} where user_id = ${t.user_id} and kind = 'playable'`;
    return finish(tx, t, { adminId: input.adminId, status: 'failed', reason: input.reason, action: 'withdrawal.reject' });
  }
  return finish(tx, t, { adminId: input.adminId, status: 'rejected', reason: input.reason, action: 'deposit.reject' });
}
