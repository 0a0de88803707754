import { countAround } from '../count-around.ts';
import { type Sql, transaction } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { chainRules, findings, nextCheckAt, networkVerifier } from './chains/chain-rules.ts';
import { checkTransfer } from './chains/check-transfer.ts';
import { type ChainVerdict, verdict } from './chains/verdict.ts';
import { finish, lockTransaction } from './settle-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';

export type VerifyPayoutOutcome = 'completed' | 'checking' | 'left_for_admin' | 'not_processing';

const retryable = new Set(['pending', 'not_found', 'unavailable']);
type Payout = { txHash: string; explorerUrl: string | null; verification: unknown };

/**
 * `wallet__verify_payout`: confirms on chain the operator's payout of an approved withdrawal
 * (recordPayout): a confirmed transfer of the token to the player's address for exactly the net
 * amount completes it (the player notified, audited `payout.verified_on_chain`). A mismatch or a
 * failed transfer stays `processing` with the findings in `details.payout.verification` for the
 * admin, never completed; not yet visible is checked again with backoff until giveUpHours.
 */
export async function verifyPayout(
  sql: Sql,
  input: { transactionId: string; now: Date },
): Promise<VerifyPayoutOutcome> {
  const [w] = await sql<TransactionRow[]>`
    select * from transactions where id = ${input.transactionId} and type = 'withdrawal' and status = 'processing'`;
  const payout = w?.details.payout as Payout | undefined;
  if (!w || !payout) return 'not_processing';
  const verifier = await networkVerifier(sql, w.network);
  if (!verifier) return 'left_for_admin';
  const seen = await checkTransfer(verifier, { hash: payout.txHash, recipient: w.wallet_address ?? '' });
  const net = w.amount - w.fee;
  const found: ChainVerdict =
    seen.status === 'confirmed' && seen.chainAmount !== net
      ? verdict(
          'mismatch',
          `Wrong amount: the chain shows ${formatAmount(seen.chainAmount!)}, the payout is ${formatAmount(net)}`,
          seen,
        )
      : seen;
  const rules = chainRules(await readSettings(sql));
  return transaction(sql, async (tx) => {
    let t: TransactionRow;
    try {
      t = await lockTransaction(tx, input.transactionId, null, 'processing');
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') return 'not_processing';
      throw error;
    }
    const current = t.details.payout as Payout;
    if (current.txHash !== payout.txHash) return 'not_processing'; // the admin named another hash meanwhile: its own job checks it
    const attempts = Number((current.verification as { attempts?: number } | null)?.attempts ?? 0) + 1;
    const details = {
      ...t.details,
      payout: { ...current, verification: findings(found, input.now, attempts, verifier.confirmations) },
    };
    if (found.status === 'confirmed') {
      await finish(tx, t, { adminId: null, status: 'completed', details, action: 'payout.verified_on_chain' });
      return 'completed';
    }
    await countAround(
      tx,
      'transactions_count',
      [t.id],
      () => tx`update transactions set details = ${tx.json(details as never)}, updated_at = now() where id = ${t.id}`,
    );
    const giveUp = input.now.getTime() - (t.reviewed_at ?? t.created_at).getTime() >= rules.giveUpMs;
    if (!retryable.has(found.status) || giveUp) return 'left_for_admin';
    await addJob(
      tx,
      'wallet__verify_payout',
      { transactionId: t.id },
      {
        jobKey: `payout:${t.id}`,
        runAt: nextCheckAt(input.now, attempts, rules),
      },
    );
    return 'checking';
  });
}
