import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { applyBasisPoints, formatAmount, type Micro } from '../money.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import { transactionJson, type TransactionRow } from './transaction-view.ts';
import { isTransactionHash, referenceKey } from './reference.ts';
import { walletRules, type DepositMethod } from './wallet-rules.ts';

export type DepositRequest = {
  userId: string;
  amount: Micro;
  network: string;
  method: DepositMethod;
  reference: string;
  proof: { contentType: string; bytes: Uint8Array } | null;
};

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

/** Each pending deposit may carry a 5 MB proof image; a cap keeps one account from filling the database. */
const maxPendingDeposits = 5;

/** Records a deposit the player says they sent: pending until an admin approves it; nothing is credited yet. */
export async function requestDeposit(tx: Tx, input: DepositRequest) {
  const rules = walletRules(await readSettings(tx));
  await lockActiveUser(tx, input.userId);
  const [pending] = await tx<
    { n: number }[]
  >`select count(*)::int as n from transactions where user_id = ${input.userId} and type = 'deposit' and status = 'pending'`;
  if (pending!.n >= maxPendingDeposits)
    throw new AppError(
      'RATE_LIMITED',
      `You already have ${maxPendingDeposits} deposits waiting for approval. Please wait until they are reviewed.`,
    );
  if (input.amount < rules.minDeposit) throw refuse(`Minimum deposit amount is $${formatAmount(rules.minDeposit)}`);
  const method = rules.methods[input.method];
  if (input.amount < method.minAmount) throw refuse(`Minimum deposit amount is $${formatAmount(method.minAmount)}`);
  const [address] = await tx<{ id: string; address: string; min_deposit: number; max_deposit: number }[]>`
    select id, address, min_deposit, max_deposit from deposit_addresses
    where network = ${input.network} and is_active order by created_at limit 1`;
  if (!address) throw refuse('Network not available');
  if (input.amount < address.min_deposit)
    throw refuse(`Minimum deposit amount is $${formatAmount(address.min_deposit)}`);
  const max = Math.min(address.max_deposit, rules.maxDeposit);
  if (input.amount > max) throw refuse(`Maximum deposit amount is $${formatAmount(max)}`);

  const referenceKeyed = referenceKey(input.reference);
  if (input.method === 'crypto' ? !isTransactionHash(referenceKeyed) : referenceKeyed === '')
    throw refuse('Please enter a valid transaction hash for the selected network');
  const [duplicate] = await tx`
    select 1 from transactions where type = 'deposit' and status in ('pending', 'processing', 'completed')
      and network = ${input.network} and reference_key = ${referenceKeyed}`;
  if (duplicate) throw new AppError('CONFLICT', 'This transaction reference was already submitted');

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
    reference: referenceKeyed, // as the unique index compares it, and as reviewers should read it
    depositAddressId: address.id,
    ...(proofId ? { proofId } : {}),
  };
  const [row] = await tx<TransactionRow[]>`
    insert into transactions (user_id, type, amount, fee, status, description, network, wallet_address, details)
    values (${input.userId}, 'deposit', ${input.amount}, ${fee}, 'pending', ${`Deposit via ${input.network} (${input.method})`},
            ${input.network}, ${address.address}, ${tx.json(details as never)})
    returning *`;
  return { ...transactionJson(row!), message: 'Your deposit will be pending until admin approval.' };
}
