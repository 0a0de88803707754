import { type Sql, transaction } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import { AppError } from '../errors.ts';
import { applyBasisPoints } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { addressVerifier, chainRules, findings, nextCheckAt } from './chains/chain-rules.ts';
import { checkTransfer } from './chains/check-transfer.ts';
import { type ChainVerdict, verdict } from './chains/verdict.ts';
import { claimTransfer } from './credit-transfer.ts';
import { creditDeposit } from './review-transaction.ts';
import { lockTransaction } from './settle-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';
import { walletRules } from './wallet-rules.ts';

export type VerifyDepositOutcome = 'credited' | 'checking' | 'left_for_admin' | 'not_pending';

/** Worth looking at again: the chain may still show it (more blocks, an indexer catching up, a provider back). */
const retryable = new Set(['pending', 'not_found', 'unavailable']);

/**
 * `wallet__verify_deposit`: asks the deposit address's chain client about a pending deposit's
 * transfer. Confirmed, to the right address in the right token and never credited before
 * (claimTransfer): the deposit is credited with the amount the chain shows (creditDeposit, audited
 * `verified_on_chain`, the player notified). Not yet visible, too few confirmations or a provider
 * down: the findings are saved and the next check queued with backoff, for `wallet.chain.giveUpHours`.
 * Anything else (wrong token or recipient, failed, already credited, given up) stays pending for an
 * admin with the findings in `details.verification`.
 */
export async function verifyDeposit(
  sql: Sql,
  input: { transactionId: string; now: Date },
): Promise<VerifyDepositOutcome> {
  const [deposit] = await sql<TransactionRow[]>`
    select * from transactions where id = ${input.transactionId} and type = 'deposit' and status = 'pending'`;
  if (!deposit) return 'not_pending';
  const verifier = await addressVerifier(sql, deposit.details.depositAddressId);
  if (!verifier) return 'left_for_admin';
  // The outside call happens before any lock is taken: a slow provider holds no row.
  const found = await checkTransfer(verifier, {
    hash: String(deposit.details.reference),
    recipient: deposit.wallet_address ?? '',
  });
  const settings = await readSettings(sql);
  const rules = chainRules(settings);
  return transaction(sql, async (tx) => {
    let t: TransactionRow;
    try {
      t = await lockTransaction(tx, input.transactionId, null);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') return 'not_pending'; // an admin or a racing job settled it
      throw error;
    }
    const attempts = Number((t.details.verification as { attempts?: number } | undefined)?.attempts ?? 0) + 1;
    let result: ChainVerdict = found;
    if (found.status === 'confirmed') {
      const chainAmount = found.chainAmount!;
      const claimed =
        chainAmount > 0 &&
        (await claimTransfer(tx, {
          network: t.network!,
          hash: String(t.details.reference),
          transferIndex: found.transferIndex!,
          transactionId: t.id,
          depositAddressId: String(t.details.depositAddressId),
          amount: chainAmount,
        }));
      if (claimed) {
        const method = walletRules(settings).methods.crypto;
        const details = {
          ...t.details,
          claimedAmount: t.amount,
          verification: findings(found, input.now, attempts, verifier.confirmations),
        };
        const [credited] = await tx<TransactionRow[]>`
          update transactions set amount = ${chainAmount}, fee = ${applyBasisPoints(chainAmount, method.feeBasisPoints)},
            details = ${tx.json(details as never)}
          where id = ${t.id} returning *`;
        await creditDeposit(tx, credited!, {
          adminId: null,
          action: 'verified_on_chain',
          txHash: String(t.details.reference),
        });
        return 'credited';
      }
      result = verdict(
        'mismatch',
        chainAmount > 0 ? 'This transfer was already credited' : 'The transfer moved no USDT',
        found,
      );
    }
    const giveUp = input.now.getTime() - t.created_at.getTime() >= rules.giveUpMs;
    const details = { ...t.details, verification: findings(result, input.now, attempts, verifier.confirmations) };
    await tx`update transactions set details = ${tx.json(details as never)}, updated_at = now() where id = ${t.id}`;
    if (!retryable.has(result.status) || giveUp) return 'left_for_admin';
    await addJob(
      tx,
      'wallet__verify_deposit',
      { transactionId: t.id },
      {
        jobKey: `verify:${t.id}`,
        runAt: nextCheckAt(input.now, attempts, rules),
      },
    );
    return 'checking';
  });
}
