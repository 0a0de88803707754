import { parseAmount, type Micro } from '../money.ts';
import type { Settings } from '../settings/defaults.ts';

const micro = (text: string): Micro => parseAmount(text) ?? 0;

export const depositMethods = ['crypto', 'card', 'bank'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/** The wallet's limits and fees from the settings document, in micro-USDT. */
export function walletRules(settings: Settings) {
  const w = settings.wallet;
  const method = (m: DepositMethod) => ({
    minAmount: micro(w.depositMethods[m].minAmount),
    feeBasisPoints: w.depositMethods[m].feeBasisPoints,
  });
  return {
    minDeposit: micro(w.minDeposit),
    maxDeposit: micro(w.maxDeposit),
    methods: { crypto: method('crypto'), card: method('card'), bank: method('bank') },
    minWithdrawal: micro(w.minWithdrawal),
    maxWithdrawal: micro(w.maxWithdrawal),
    withdrawalFee: micro(w.withdrawalFee),
    dailyWithdrawalLimit: micro(w.dailyWithdrawalLimit),
    monthlyWithdrawalLimit: micro(w.monthlyWithdrawalLimit),
    maxWithdrawalsPerDay: w.maxWithdrawalsPerDay,
    processingTime: w.processingTime,
  };
}
export type WalletRules = ReturnType<typeof walletRules>;
