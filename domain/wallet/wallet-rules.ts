import { parseAmount, type Micro } from '../money.ts';
import type { Settings } from '../settings/defaults.ts';

const micro = (text: string): Micro => parseAmount(text) ?? 0;

/** The deposit methods built: a crypto transfer, and a bank transfer to the operator's account. */
export const depositMethods = ['crypto', 'bank'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/** The wallet's limits and fees from the settings document, in micro-USDT. */
export function walletRules(settings: Settings) {
  const w = settings.wallet;
  const method = (m: DepositMethod) => ({
    minAmount: micro(w.depositMethods[m].minAmount),
    feeBasisPoints: w.depositMethods[m].feeBasisPoints,
  });
  const bank = w.bankTransfer;
  return {
    minDeposit: micro(w.minDeposit),
    maxDeposit: micro(w.maxDeposit),
    methods: { crypto: method('crypto'), bank: method('bank') },
    // Offered only once the operator has said where the money goes (Wallet Settings).
    bankTransfer: bank.accountName.trim() && bank.accountNumber.trim() ? bank : null,
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
