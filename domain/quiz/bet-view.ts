import { formatAmount, type Micro } from '../money.ts';

/** A settled challenge stake as `quiz_settle_answer` reports it (domain/quiz/answer-question.sql). */
export type SettledBet = { stake: Micro; winAmount: Micro; won: boolean };

/** A challenge answer's bet as the API shows it. */
export function betJson(bet: SettledBet) {
  return {
    amount: formatAmount(bet.stake),
    result: bet.won ? ('won' as const) : ('lost' as const),
    winAmount: formatAmount(bet.winAmount),
    lossAmount: formatAmount(bet.won ? 0 : bet.stake),
  };
}
export type BetJson = ReturnType<typeof betJson>;
