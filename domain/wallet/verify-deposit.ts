import { countAround } from '../count-around.ts';
import { type Sql, transaction, type Tx } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import { AppError } from '../errors.ts';
import { applyBasisPoints } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { accountKey } from './addresses.ts';
import { addressVerifier, chainRules, findings, nextCheckAt } from './chains/chain-rules.ts';
import { checkTransfer } from './chains/check-transfer.ts';
import { type ChainVerdict, verdict } from './chains/verdict.ts';
import { claimTransfer } from './credit-transfer.ts';
import { creditDeposit } from './review-transaction.ts';
import { lockTransaction } from './settle-transaction.ts';
import type { TransactionRow } from './transaction-view.ts';
import { walletRules } from './wallet-rules.ts';

export type VerifyDepositOutcome = 'credited' | 'checking' | 'left_for_admin' | 'not_pending';

/**
 * Why a confirmed transfer is not credited to this deposit automatically (decision 0057), or null:
 * the deposit address is shared, so the hash alone does not say whose transfer it is. The player
 * must have declared the sending address, the chain must show the transfer from it, and no other
 * account may have declared the same address on a live deposit.
 */
async function senderRefusal(tx: Tx, t: TransactionRow, found: ChainVerdict): Promise<string | null> {
  const declared = t.details.senderKey ?? null;
  if (!declared) return 'No sending address was declared: an admin checks who sent this transfer';
  if (accountKey(t.network!, found.source ?? '') !== declared)
    return 'Sent from another address than the one the player declared';
  const [shared] = await tx`
    select 1 from transactions
    where type = 'deposit' and network = ${t.network} and details ? 'senderKey' and details->>'senderKey' = ${declared}
      and user_id <> ${t.user_id} and status in ('pending', 'processing', 'completed')
    limit 1`;
  return shared ? 'Another account declared the same sending address' : null;
}

/** Worth looking at again: the chain may still show it (more blocks, an indexer catching up, a provider back). */
const retryable = new Set(['pending', 'not_found', 'unavailable']);

/**
 * `wallet__verify_deposit`: asks the deposit address's chain client about a pending deposit's
 * transfer. Confirmed, to the right address in the right token and never credited before
 * (claimTransfer): the deposit is credited with the amount the chain shows (creditDeposit, audited
 * `verified_on_chain`, the player notified). Not yet visible, too few confirmations or a provider
 * down: the findings are saved and the next check queued with backoff, for `wallet.chain.giveUpHours`.
 * Anything else (wrong token, recipient or sender, failed, already credited, given up) stays pending for an
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
      const refused = chainAmount > 0 ? await senderRefusal(tx, t, found) : 'The transfer moved no USDT';
      const claimed =
        !refused &&
        (await claimTransfer(tx, {
          network: t.network!,
          // TON: the transaction's own hash, whichever of its names the player pasted.
          hash: found.ton?.hash ?? String(t.details.reference),
          traceHash: found.ton?.traceHash ?? null,
          transferIndex: found.transferIndex!,
          deposit: { userId: t.user_id, id: t.id },
          depositAddressId: String(t.details.depositAddressId),
          amount: chainAmount,
          source: found.source,
        }));
      if (claimed) {
        const method = walletRules(settings).methods.crypto;
        const details = {
          ...t.details,
          claimedAmount: t.amount,
          verification: findings(found, input.now, attempts, verifier.confirmations),
        };
        const [credited] = await countAround(
          tx,
          'transactions_count',
          [t.id],
          () => tx<TransactionRow[]>`
          update transactions set amount = ${chainAmount}, fee = ${applyBasisPoints(chainAmount, method.feeBasisPoints)},
            details = ${tx.json(details as never)}
          where id = ${t.id} returning *`,
        );
        await creditDeposit(tx, credited!, {
          adminId: null,
          action: 'verified_on_chain',
          txHash: String(t.details.reference),
        });
        return 'credited';
      }
      result = verdict('mismatch', refused || 'This transfer was already credited', found);
    }
    const giveUp = input.now.getTime() - t.created_at.getTime() >= rules.giveUpMs;
    const details = { ...t.details, verification: findings(result, input.now, attempts, verifier.confirmations) };
    await countAround(
      tx,
      'transactions_count',
      [t.id],
      () => tx`update transactions set details = ${tx.json(details as never)}, updated_at = now() where id = ${t.id}`,
    );
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
