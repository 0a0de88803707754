import type { Tx } from '../../db/connection.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { QuizRules } from './quiz-settings.ts';
import type { SessionRow } from './session-view.ts';

/** A settled challenge stake as `quiz_settle_answer` reports it (db/migrations/0008). */
export type SettledBet = { stake: Micro; winAmount: Micro; won: boolean };

/**
 * Records the judged answer of the served question at `position` through the database's
 * `quiz_settle_answer`: the player's answer statistics and streak, the session's score, and a
 * challenge stake settled (a right answer pays the stake times the payout multiplier, a wrong one
 * sends it to the house). The outcome depends on the answer alone.
 */
export async function settleAnswer(
  tx: Tx,
  s: SessionRow,
  input: { position: number; answerIndex: number | null; correct: boolean; timedOut: boolean; now: Date },
  rules: QuizRules,
): Promise<void> {
  await tx`
    select quiz_settle_answer(${s.id}, ${s.user_id}, ${s.stake}, ${input.position}, ${input.answerIndex}, ${input.correct}, ${input.timedOut}, ${input.now},
      ${rules.challenge.payoutBasisPoints}, ${rules.pointsPerCorrect})`;
  if (input.correct) {
    s.correct_answers += 1;
    s.score += rules.pointsPerCorrect;
  }
}

/** A challenge answer's bet as the API shows it. */
export function betJson(bet: SettledBet) {
  return {
    amount: formatAmount(bet.stake),
    result: bet.won ? ('won' as const) : ('lost' as const),
    winAmount: formatAmount(bet.winAmount),
    lossAmount: formatAmount(bet.won ? 0 : bet.stake),
  };
}
