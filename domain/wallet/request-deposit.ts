import type { Tx } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import { AppError } from '../errors.ts';
import { applyBasisPoints, formatAmount, type Micro } from '../money.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { refusePlay } from '../responsible-play/refuse-play.ts';
import { readSettings } from '../settings/read-settings.ts';
import { transactionJson, type TransactionRow } from './transaction-view.ts';
import { isTransactionHash, referenceKey } from './reference.ts';
import { claimDepositReference, referenceHeld, referenceTaken } from './deposit-lookups.ts';
import { accountKey, isValidAddress } from './addresses.ts';
import type { ChainVerification, Verification } from './chains/verification-settings.ts';
import { bankNetwork, nextBankReference } from './bank-transfer.ts';
import { walletRules, type DepositMethod, type WalletRules } from './wallet-rules.ts';

export type DepositRequest = {
  userId: string;
  amount: Micro;
  network: string;
  method: DepositMethod;
  reference: string;
  /** The address the player sent from (crypto): the verifier credits only a transfer from it (decision 0057). */
  senderAddress: string | null;
  proof: { contentType: string; bytes: Uint8Array } | null;
  now: Date;
};

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

/** Each pending deposit may carry a 5 MB proof image; a cap keeps one account from filling the database. */
const maxPendingDeposits = 5;

export type DepositAddress = { id: string; address: string; verification: Verification };

function checkMinimums(rules: WalletRules, methodName: DepositMethod, amount: Micro) {
  if (amount < rules.minDeposit) throw refuse(`Minimum deposit amount is $${formatAmount(rules.minDeposit)}`);
  const method = rules.methods[methodName];
  if (amount < method.minAmount) throw refuse(`Minimum deposit amount is $${formatAmount(method.minAmount)}`);
}

/**
 * A bank deposit: to the operator's account (none set: not offered), within the limits, quoting the
 * player's next bank reference (nextBankReference); an admin approves it once the money is there.
 */
async function bankDepositTo(tx: Tx, rules: WalletRules, input: DepositRequest) {
  if (!rules.bankTransfer) throw refuse('Bank transfer is not offered');
  checkMinimums(rules, 'bank', input.amount);
  if (input.amount > rules.maxDeposit) throw refuse(`Maximum deposit amount is $${formatAmount(rules.maxDeposit)}`);
  const expected = await nextBankReference(tx, input.userId);
  if (referenceKey(input.reference) !== referenceKey(expected))
    throw refuse(`Please quote your reference ${expected} in the transfer and here`);
  return {
    network: bankNetwork,
    address: rules.bankTransfer.accountNumber.trim(),
    id: null,
    verifier: null,
    sender: null,
  };
}

/**
 * The active address that takes a deposit of `amount` on `network` by `method`, after the limits
 * of the settings, the method and the address; refused with the spec's messages. Shared by
 * requestDeposit and createDepositIntent.
 */
export async function depositAddressFor(tx: Tx, network: string, methodName: DepositMethod, amount: Micro) {
  const rules = walletRules(await readSettings(tx));
  checkMinimums(rules, methodName, amount);
  const [address] = await tx<(DepositAddress & { min_deposit: number; max_deposit: number })[]>`
    select id, address, verification, min_deposit, max_deposit from deposit_addresses
    where network = ${network} and is_active order by created_at limit 1`;
  if (!address) throw refuse('Network not available');
  if (amount < address.min_deposit) throw refuse(`Minimum deposit amount is $${formatAmount(address.min_deposit)}`);
  const max = Math.min(address.max_deposit, rules.maxDeposit);
  if (amount > max) throw refuse(`Maximum deposit amount is $${formatAmount(max)}`);
  return { id: address.id, address: address.address, verification: address.verification };
}

/**
 * The findings a deposit on a verified network starts with: nothing checked yet. The player's
 * screen shows them as "checking on chain (n/N confirmations)".
 */
export const awaitingChain = (verification: ChainVerification) => ({
  status: 'pending',
  reason: 'Waiting for the chain',
  chainAmount: null,
  confirmations: 0,
  requiredConfirmations: verification.confirmations,
  attempts: 0,
  checkedAt: null,
});

/** A crypto deposit: to the network's active address, named by its transaction hash; verified on chain where the address says how. */
async function cryptoDepositTo(tx: Tx, input: DepositRequest) {
  const address = await depositAddressFor(tx, input.network, input.method, input.amount);
  if (!isTransactionHash(referenceKey(input.reference)))
    throw refuse('Please enter a valid transaction hash for the selected network');
  const senderKey = input.senderAddress ? accountKey(input.network, input.senderAddress) : null;
  if (input.senderAddress && (!senderKey || !isValidAddress(input.network, input.senderAddress)))
    throw refuse('Please enter the address you sent from on the selected network');
  const verifier = address.verification.provider !== 'manual' ? address.verification : null;
  const sender = senderKey ? { sender: input.senderAddress, senderKey } : null;
  return { network: input.network, address: address.address, id: address.id, verifier, sender };
}

/**
 * Records a deposit the player says they sent: pending, nothing credited yet. The player's own
 * deposit limit and any break refuse it first (refusePlay, under the player's row lock). Its network
 * and normalised reference are claimed in `deposit_references` (deposit-lookups.ts): a reference a
 * live deposit holds is a 409. On a network whose address has a chain verifier it queues
 * `wallet__verify_deposit` in the same transaction (the reply says `verification: "pending"`);
 * otherwise an admin approves it.
 */
export async function requestDeposit(tx: Tx, input: DepositRequest) {
  const rules = walletRules(await readSettings(tx));
  await lockActiveUser(tx, input.userId);
  await refusePlay(tx, input.userId, input.now, { deposit: input.amount });
  const [pending] = await tx<
    { n: number }[]
  >`select count(*)::int as n from transactions where user_id = ${input.userId} and type = 'deposit' and status = 'pending'`;
  if (pending!.n >= maxPendingDeposits)
    throw new AppError(
      'RATE_LIMITED',
      `You already have ${maxPendingDeposits} deposits waiting for approval. Please wait until they are reviewed.`,
    );
  const target = input.method === 'bank' ? await bankDepositTo(tx, rules, input) : await cryptoDepositTo(tx, input);
  const method = rules.methods[input.method];

  const referenceKeyed = referenceKey(input.reference);
  if (await referenceHeld(tx, target.network, referenceKeyed)) throw referenceTaken();
  let proofId: string | null = null;
  if (input.proof) {
    const [proof] = await tx<{ id: string }[]>`
      insert into deposit_proofs (user_id, content_type, bytes) values (${input.userId}, ${input.proof.contentType}, ${Buffer.from(input.proof.bytes)})
      returning id`;
    proofId = proof!.id;
  }
  const fee = applyBasisPoints(input.amount, method.feeBasisPoints);
  const details = {
    method: input.method,
    reference: referenceKeyed, // as its lookup compares it, and as reviewers should read it
    ...(target.id ? { depositAddressId: target.id } : {}),
    ...(proofId ? { proofId } : {}),
    ...target.sender,
    ...(target.verifier ? { verification: awaitingChain(target.verifier) } : {}),
  };
  const [row] = await tx<TransactionRow[]>`
    insert into transactions (user_id, type, amount, fee, status, description, network, wallet_address, details)
    values (${input.userId}, 'deposit', ${input.amount}, ${fee}, 'pending', ${`Deposit via ${target.network} (${input.method})`},
            ${target.network}, ${target.address}, ${tx.json(details as never)})
    returning *`;
  await claimDepositReference(tx, row!); // a player who pasted it at the same moment got there first: 409
  await tx`select transactions_count(array[${row!.id}]::uuid[], 1)`;
  if (!target.verifier)
    return { ...transactionJson(row!), message: 'Your deposit will be pending until admin approval.' };
  await addJob(tx, 'wallet__verify_deposit', { transactionId: row!.id }, { jobKey: `verify:${row!.id}` });
  return {
    ...transactionJson(row!),
    verification: 'pending' as const,
    message: 'Your deposit is being checked on chain and is credited once it is confirmed.',
  };
}
