import { countAround } from '../count-around.ts';
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { type NotifyInput, notify } from '../notifications/notify.ts';
import { transactionJson, type TransactionRow } from './transaction-view.ts';
import { liveDepositStatuses, releaseDepositReference } from './deposit-lookups.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue } from '../notifications/wording-values.ts';

// The steps every settlement of a deposit or withdrawal shares (an admin's review, the chain
// verifier, a payout's confirmation): lock in the global order, write the outcome, tell the
// player, audit. Called by review-transaction.ts, record-payout.ts and the chain verifiers.

/**
 * Locks the player's row, then the transaction (the global lock order), which must be in `status`
 * (pending: a review; processing: a payout being confirmed) and, for an admin, not their own.
 * `adminId` null is the chain verifier.
 */
export async function lockTransaction(
  tx: Tx,
  transactionId: string,
  adminId: string | null,
  status: 'pending' | 'processing' = 'pending',
): Promise<TransactionRow> {
  const [owner] = await tx<{ user_id: string }[]>`select user_id from transactions where id = ${transactionId}`;
  if (!owner) throw new AppError('NOT_FOUND', 'Transaction not found');
  if (owner.user_id === adminId) throw new AppError('FORBIDDEN', 'You cannot review your own transaction');
  await tx`select 1 from users where id = ${owner.user_id} for update`;
  const [row] = await tx<TransactionRow[]>`
    select * from transactions where user_id = ${owner.user_id} and id = ${transactionId} for update`;
  if (!row) throw new AppError('NOT_FOUND', 'Transaction not found');
  if (row.status !== status)
    throw new AppError(
      'CONFLICT',
      status === 'processing'
        ? `Only a payout being confirmed on chain takes a new hash (this transaction is ${row.status})`
        : `Transaction is already ${row.status}`,
    );
  if (row.type !== 'deposit' && row.type !== 'withdrawal')
    throw new AppError('CONFLICT', 'Only deposits and withdrawals are reviewed');
  return row;
}

/** What the player is told about a reviewed deposit or withdrawal (`amount` as noticeAmount shows it). */
function reviewNotice(t: TransactionRow, status: string, amount: string, reason?: string): NotifyInput {
  const why = reason ? ` Reason: ${reason}` : '';
  const data = { transactionId: t.id };
  const values = { amount: amountValue(t.amount) };
  if (t.type === 'deposit')
    return status === 'completed'
      ? {
          userId: t.user_id,
          type: 'deposit_approved',
          title: 'Deposit approved',
          message: `Your deposit of ${amount} was approved.`,
          wording: { key: 'deposit_approved', values },
          data,
        }
      : {
          userId: t.user_id,
          type: 'deposit_rejected',
          title: 'Deposit rejected',
          message: `Your deposit of ${amount} was rejected.${why}`,
          wording: reason
            ? { key: 'deposit_rejected_reason', values: { ...values, reason } }
            : { key: 'deposit_rejected', values },
          data,
        };
  return status === 'completed'
    ? {
        userId: t.user_id,
        type: 'withdrawal_completed',
        title: 'Withdrawal completed',
        message: `Your withdrawal of ${amount} was sent.`,
        wording: { key: 'withdrawal_completed', values },
        data,
      }
    : {
        userId: t.user_id,
        type: 'withdrawal_rejected',
        title: 'Withdrawal rejected',
        message: `Your withdrawal of ${amount} was rejected and returned to your balance.${why}`,
        wording: reason
          ? { key: 'withdrawal_rejected_reason', values: { ...values, reason } }
          : { key: 'withdrawal_rejected', values },
        data,
      };
}

/**
 * Writes the reviewed transaction (a deposit that is no longer live gives up its reference's
 * lookup), tells the player (not while a payout is still being confirmed) and audits it.
 */
export async function finish(
  tx: Tx,
  before: TransactionRow,
  input: {
    adminId: string | null;
    status: string;
    journalId?: number;
    txHash?: string | null;
    reason?: string;
    /** The details to write, when the settlement adds to them (a verifier's findings, a payout). */
    details?: Record<string, unknown>;
    action: string;
  },
) {
  const base = input.details ?? before.details;
  const details = input.reason ? { ...base, reason: input.reason } : base;
  const [after] = await countAround(
    tx,
    'transactions_count',
    [before.id],
    () => tx<TransactionRow[]>`
    update transactions set status = ${input.status}, journal_id = coalesce(${input.journalId ?? null}, journal_id), tx_hash = coalesce(${input.txHash ?? null}, tx_hash),
      details = ${tx.json(details as never)}, reviewed_by = coalesce(${input.adminId}, reviewed_by), reviewed_at = now(), updated_at = now()
    where id = ${before.id} returning *`,
  );
  // A rejected or failed deposit frees its reference: another deposit may name that transfer then.
  if (after!.type === 'deposit' && !(liveDepositStatuses as readonly string[]).includes(after!.status))
    await releaseDepositReference(tx, after!);
  if (input.status !== 'processing') {
    const amount = (await noticeAmounts(tx))(before.amount);
    await notify(tx, reviewNotice(before, input.status, amount, input.reason));
  }
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
