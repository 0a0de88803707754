import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { queueScore } from '../fraud/score-user.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { isValidAddress } from './addresses.ts';
import { playThroughLeft, readPlayThrough } from './play-through.ts';
import { withdrawalHold } from './withdrawal-hold.ts';
import { playerTransactionJson, type TransactionRow } from './transaction-view.ts';
import { walletRules } from './wallet-rules.ts';

export type WithdrawalRequest = { userId: string; amount: Micro; network: string; address: string; now: Date };

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Requests a withdrawal (an email account must have verified its address): every limit, and the bonus not yet played through (play-through.ts), is
 * checked under the player's playable-account row lock, in the same transaction that locks the
 * amount (available balance drops; playable stays until approval). An account sharing its device,
 * network address or payout address beyond the settings is still accepted, held for review
 * (`details.hold`, withdrawal-hold.ts); queues the player's fraud score.
 */
export async function requestWithdrawal(tx: Tx, input: WithdrawalRequest) {
  const settings = await readSettings(tx);
  const rules = walletRules(settings);
  const [network] =
    await tx`select 1 from networks n where n.code = ${input.network} and exists (select 1 from deposit_addresses d where d.network = n.code and d.is_active)`;
  if (!network) throw refuse('Network not available');
  if (!isValidAddress(input.network, input.address)) throw refuse('Invalid wallet address for selected network.');

  await lockActiveUser(tx, input.userId, input.now);
  const [account] = await tx<
    { balance: number; locked: number; withdrawal_enabled: boolean; email_unverified: boolean }[]
  >`
    select a.balance, a.locked, u.withdrawal_enabled,
      exists (select 1 from email_identities e where e.user_id = u.id and e.verified_at is null) as email_unverified
    from accounts a join users u on u.id = a.user_id
    where a.user_id = ${input.userId} and a.kind = 'playable' for update of a`;
  if (!account) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (!account.withdrawal_enabled) throw new AppError('FORBIDDEN', 'Withdrawals are not enabled for your account');
  if (account.email_unverified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email first');
  if (input.amount < rules.minWithdrawal)
    throw refuse(`Minimum withdrawal amount is $${formatAmount(rules.minWithdrawal)}`);
  if (input.amount > rules.maxWithdrawal)
    throw refuse(`Maximum withdrawal amount is $${formatAmount(rules.maxWithdrawal)}`);
  if (input.amount > account.balance - account.locked) throw refuse('Insufficient balance for withdrawal');
  const playThrough = await readPlayThrough(tx, input.userId);
  const withdrawable = account.balance - account.locked - playThrough.withheld;
  if (input.amount > withdrawable) {
    throw new AppError(
      'BONUS_NOT_PLAYED_THROUGH',
      `Play through your bonus first: ${playThroughLeft(playThrough)} (you can withdraw up to $${formatAmount(Math.max(0, withdrawable))} now)`,
    );
  }
  if (input.amount <= rules.withdrawalFee)
    throw refuse(`Withdrawal amount must be more than the $${formatAmount(rules.withdrawalFee)} fee`);

  const dayStart = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()));
  const monthStart = new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), 1));
  const [usage] = await tx<{ today_count: number; today_sum: number; month_sum: number }[]>`
    select count(*) filter (where created_at >= ${dayStart})::int as today_count,
      coalesce(sum(amount) filter (where created_at >= ${dayStart}), 0)::int8 as today_sum,
      coalesce(sum(amount), 0)::int8 as month_sum
    from transactions
    where user_id = ${input.userId} and type = 'withdrawal' and status in ('pending', 'processing', 'completed') and created_at >= ${monthStart}`;
  if (usage!.today_count >= rules.maxWithdrawalsPerDay)
    throw refuse(`Maximum ${rules.maxWithdrawalsPerDay} withdrawals per day`);
  if (usage!.today_sum + input.amount > rules.dailyWithdrawalLimit) {
    throw refuse(
      `Daily withdrawal limit is $${formatAmount(rules.dailyWithdrawalLimit)} (remaining today: $${formatAmount(Math.max(0, rules.dailyWithdrawalLimit - usage!.today_sum))})`,
    );
  }
  if (usage!.month_sum + input.amount > rules.monthlyWithdrawalLimit) {
    throw refuse(
      `Monthly withdrawal limit is $${formatAmount(rules.monthlyWithdrawalLimit)} (remaining this month: $${formatAmount(Math.max(0, rules.monthlyWithdrawalLimit - usage!.month_sum))})`,
    );
  }

  const hold = await withdrawalHold(tx, { userId: input.userId, address: input.address, settings });
  await tx`update accounts set locked = locked + ${input.amount} where user_id = ${input.userId} and kind = 'playable'`;
  const [row] = await tx<TransactionRow[]>`
    insert into transactions (user_id, type, amount, fee, status, description, network, wallet_address, details, created_at, updated_at)
    values (${input.userId}, 'withdrawal', ${input.amount}, ${rules.withdrawalFee}, 'pending', ${`Withdrawal to ${input.network}`},
            ${input.network}, ${input.address}, ${tx.json(hold ? { hold } : {})}, ${input.now}, ${input.now})
    returning *`;
  await tx`select transactions_count(array[${row!.id}]::uuid[], 1)`;
  await queueScore(tx, input.userId);
  return playerTransactionJson(row!);
}
