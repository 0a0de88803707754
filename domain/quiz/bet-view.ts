import { formatAmount, type Micro } from '../money.ts';

/** A settled challenge stake as `quiz_settle_answer` reports it (domain/quiz/answer-question.sql). */
export type SettledBet = { stake: Micro; winAmount: Micro; won: boolean };

/**
 * A challenge answer's bet as the API shows it: the answer's reply, the quiz review and the bet
 * history. `winAmount` is what came back (stake and winnings); `netAmount` is what the bet changed
 * the balance by, signed ("1.00" won, "-1.00" lost): the figure the player is shown.
 */
export function betJson(bet: SettledBet) {
  return {
    amount: formatAmount(bet.stake),
    result: bet.won ? ('won' as const) : ('lost' as const),
    winAmount: formatAmount(bet.winAmount),
    lossAmount: formatAmount(bet.won ? 0 : bet.stake),
    netAmount: formatAmount(bet.won ? bet.winAmount - bet.stake : -bet.stake),
  };
}
export type BetJson = ReturnType<typeof betJson>;
