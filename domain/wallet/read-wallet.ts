import type { Db } from '../../db/connection.ts';
import { readBalances } from '../ledger/accounts.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { playThroughJson, readPlayThrough } from './play-through.ts';
import { nextBankReference } from './bank-transfer.ts';
import { depositMethods, walletRules } from './wallet-rules.ts';

/** Active networks with their deposit address, limits and processing time (the player's choices). */
export async function activeNetworks(db: Db) {
  const rows = await db<
    {
      network: string;
      name: string;
      address: string;
      label: string;
      min_deposit: number;
      max_deposit: number;
      fee_range: string;
      speed: string;
      processing_time: string;
    }[]
  >`
    select * from (
      select distinct on (n.code) n.code as network, n.name, d.address, d.label, d.min_deposit, d.max_deposit, n.fee_range, n.speed, d.processing_time, n.sort_order
      from networks n join deposit_addresses d on d.network = n.code and d.is_active
      order by n.code, d.created_at
    ) first_address order by sort_order`;
  return rows.map((r) => ({
    network: r.network,
    name: r.name,
    address: r.address,
    label: r.label,
    minDeposit: formatAmount(r.min_deposit),
    maxDeposit: formatAmount(r.max_deposit),
    fee: r.fee_range,
    speed: r.speed,
    processingTime: r.processing_time,
  }));
}
export type WalletNetwork = Awaited<ReturnType<typeof activeNetworks>>[number];

/**
 * The wallet screen: balances, limits with what is left today and this month (the largest
 * withdrawal leaves out the bonus not yet played through), networks, the deposit methods offered
 * (bank transfer with the operator's account and the player's reference), and the bonus
 * play-through's progress.
 */
export async function readWallet(db: Db, userId: string, now: Date) {
  const rules = walletRules(await readSettings(db));
  const balances = await readBalances(db, userId);
  const playThrough = await readPlayThrough(db, userId);
  const networks = await activeNetworks(db);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [usage] = await db<{ today_count: number; today_sum: number; month_sum: number }[]>`
    select count(*) filter (where created_at >= ${dayStart})::int as today_count,
      coalesce(sum(amount) filter (where created_at >= ${dayStart}), 0)::int8 as today_sum,
      coalesce(sum(amount), 0)::int8 as month_sum
    from transactions where user_id = ${userId} and type = 'withdrawal' and status in ('pending', 'processing', 'completed') and created_at >= ${monthStart}`;
  return {
    balances: {
      balance: formatAmount(balances.total),
      playableBalance: formatAmount(balances.playable),
      bonusBalance: formatAmount(balances.bonus),
      availableBalance: formatAmount(balances.available),
      lockedBalance: formatAmount(balances.locked),
    },
    limits: {
      minWithdrawal: formatAmount(rules.minWithdrawal),
      maxWithdrawal: formatAmount(
        Math.max(0, Math.min(rules.maxWithdrawal, balances.available - playThrough.withheld)),
      ),
      withdrawalFee: formatAmount(rules.withdrawalFee),
      dailyLimit: formatAmount(rules.dailyWithdrawalLimit),
      dailyRemaining: formatAmount(Math.max(0, rules.dailyWithdrawalLimit - usage!.today_sum)),
      monthlyLimit: formatAmount(rules.monthlyWithdrawalLimit),
      monthlyRemaining: formatAmount(Math.max(0, rules.monthlyWithdrawalLimit - usage!.month_sum)),
      maxWithdrawalsPerDay: rules.maxWithdrawalsPerDay,
      withdrawalsToday: usage!.today_count,
      minDeposit: formatAmount(rules.minDeposit),
      maxDeposit: formatAmount(rules.maxDeposit),
      processingTime: rules.processingTime,
    },
    depositMethods: depositMethods
      .filter((method) => (method === 'bank' ? rules.bankTransfer : networks.length > 0))
      .map((method) => ({
        method,
        minAmount: formatAmount(rules.methods[method].minAmount),
        feePercent: rules.methods[method].feeBasisPoints / 100,
      })),
    // Where a bank transfer goes and the reference to quote in it; null while the operator offers none.
    bankTransfer: rules.bankTransfer ? { ...rules.bankTransfer, reference: await nextBankReference(db, userId) } : null,
    networks,
    playThrough: playThroughJson(playThrough),
  };
}
export type Wallet = Awaited<ReturnType<typeof readWallet>>;
