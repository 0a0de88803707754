import type { Tx } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { type NotifyInput, notify } from '../notifications/notify.ts';
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
  if (row.type !== 'deposit' && row.type !== 'withdrawal')
    throw new AppError('CONFLICT', 'Only deposits and withdrawals are reviewed');
  return row;
}

/** What the player is told about a reviewed deposit or withdrawal. */
function reviewNotice(t: TransactionRow, status: string, reason?: string): NotifyInput {
  const amount = `${formatAmount(t.amount)} USDT`;
  const why = reason ? ` Reason: ${reason}` : '';
  const data = { transactionId: t.id };
  if (t.type === 'deposit')
    return status === 'completed'
      ? {
          userId: t.user_id,
          type: 'deposit_approved',
          title: 'Deposit approved',
          message: `Your deposit of ${amount} was approved.`,
          data,
        }
      : {
          userId: t.user_id,
          type: 'deposit_rejected',
          title: 'Deposit rejected',
          message: `Your deposit of ${amount} was rejected.${why}`,
          data,
        };
  return status === 'completed'
    ? {
        userId: t.user_id,
        type: 'withdrawal_completed',
        title: 'Withdrawal completed',
        message: `Your withdrawal of ${amount} was sent.`,
        data,
      }
    : {
        userId: t.user_id,
        type: 'withdrawal_rejected',
        title: 'Withdrawal rejected',
        message: `Your withdrawal of ${amount} was rejected and returned to your balance.${why}`,
        data,
      };
}

async function finish(
  tx: Tx,
  before: TransactionRow,
  input: {
    adminId: string;
    status: string;
    journalId?: number;
    txHash?: string | null;
    reason?: string;
    action: string;
  },
) {
  const details = input.reason ? { ...before.details, reason: input.reason } : before.details;
  const [after] = await tx<TransactionRow[]>`
    update transactions set status = ${input.status}, journal_id = ${input.journalId ?? null}, tx_hash = coalesce(${input.txHash ?? null}, tx_hash),
      details = ${tx.json(details as never)}, reviewed_by = ${input.adminId}, reviewed_at = now(), updated_at = now()
    where id = ${before.id} returning *`;
  await notify(tx, reviewNotice(before, input.status, input.reason));
  await writeAudit(tx, {
    actorId: input.adminId,
    action: input.action,
    targetType: 'transaction',
    targetId: before.id,
    before: transactionJson(before),
    after: transactionJson(after!),
  });
  return transactionJson(after!);
}

/**
 * Approves a pending deposit (credits playable, net of the method fee; unlocks the bonus balance
 * into playable on the first deposit) or a pending withdrawal (pays it out with the on-chain hash).
 * A second approval finds it no longer pending and changes nothing.
 */
export async function approveTransaction(
  tx: Tx,
  input: { adminId: string; transactionId: string; txHash?: string | null },
) {
  const t = await lockPending(tx, input.transactionId, input.adminId);
  const net = t.amount - t.fee;
  if (t.type === 'deposit') {
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
    await tx`update users set total_deposited = total_deposited + ${t.amount}, has_deposited = true where id = ${t.user_id}`;
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
    const approved = await finish(tx, t, {
      adminId: input.adminId,
      status: 'completed',
      journalId,
      txHash: input.txHash,
      action: 'deposit.approve',
    });
    // After the deposit counts as completed: the `deposits` requirement counts completed deposits.
    await unlockAchievements(tx, t.user_id);
    return approved;
  }
  if (!input.txHash) throw new AppError('VALIDATION_ERROR', 'Enter the on-chain transaction hash of the payout');
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
  return finish(tx, t, {
    adminId: input.adminId,
    status: 'completed',
    journalId,
    txHash: input.txHash,
    action: 'withdrawal.approve',
  });
}

/** Rejects a pending deposit (status rejected) or withdrawal (status failed, the locked amount returns). */
export async function rejectTransaction(tx: Tx, input: { adminId: string; transactionId: string; reason: string }) {
  const t = await lockPending(tx, input.transactionId, input.adminId);
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
