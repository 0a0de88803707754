import type { Tx } from '../../db/connection.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { applyBasisPoints, formatAmount } from '../money.ts';
import type { QuizRules } from './quiz-settings.ts';
import type { SessionRow } from './session-view.ts';

/**
 * Records the judged answer of the served question at `position`, updates the player's answer
 * statistics and streak, and settles a challenge stake: a right answer pays the stake times the
 * payout multiplier (stake back from escrow plus the winnings from the house), a wrong one sends the
 * stake to the house. The outcome depends on the answer alone.
 */
export async function settleAnswer(
  tx: Tx,
  s: SessionRow,
  input: { position: number; answerIndex: number | null; correct: boolean; timedOut: boolean; now: Date },
  rules: QuizRules,
) {
  // A challenge question was served with the session's stake in escrow (serve-question.ts).
  const stake = s.mode === 'challenge' ? s.stake : null;
  const winnings = stake === null ? 0 : applyBasisPoints(stake, rules.challenge.payoutBasisPoints - 10_000);
  const winAmount = stake !== null && input.correct ? stake + winnings : 0;
  const [row] = await tx<{ stake: number | null }[]>`
    update quiz_answers set answered_at = ${input.now}, answer_index = ${input.answerIndex}, is_correct = ${input.correct}, timed_out = ${input.timedOut},
      bet_result = case when stake is null then null when ${input.correct} then 'won' else 'lost' end,
      win_amount = case when stake is null then null else ${winAmount}::int8 end
    where session_id = ${s.id} and position = ${input.position} and answered_at is null
    returning stake`;
  if (!row) throw new Error('answer already recorded');
  if (row.stake !== stake) throw new Error('the stake in escrow differs from the session stake');
  await tx`
    update users set questions_answered = questions_answered + 1,
      correct_answers = correct_answers + ${input.correct ? 1 : 0},
      quiz_streak = case when ${input.correct} then quiz_streak + 1 else 0 end,
      total_earned = total_earned + ${input.correct ? winnings : 0}
    where id = ${s.user_id}`;
  if (input.correct) {
    s.correct_answers += 1;
    s.score += rules.pointsPerCorrect;
    await tx`update quiz_sessions set correct_answers = ${s.correct_answers}, score = ${s.score} where id = ${s.id}`;
  }
  if (stake === null) return null;

  const reference = `${s.id}:${input.position}`;
  if (input.correct) {
    await postJournal(tx, {
      type: 'quiz_payout', userId: s.user_id, reference, description: `Challenge won, question ${input.position + 1}`,
      postings: [
        { account: { system: 'quiz_escrow' }, amount: -stake },
        ...(winnings > 0 ? [{ account: { system: 'house' as const }, amount: -winnings }] : []),
        { account: { user: s.user_id, kind: 'playable' }, amount: stake + winnings },
      ],
    });
  } else {
    await postJournal(tx, {
      type: 'quiz_stake_lost', userId: s.user_id, reference, description: `Challenge lost, question ${input.position + 1}`,
      postings: [
        { account: { system: 'quiz_escrow' }, amount: -stake },
        { account: { system: 'house' }, amount: stake },
      ],
    });
  }
  return {
    amount: formatAmount(stake),
    result: input.correct ? ('won' as const) : ('lost' as const),
    winAmount: formatAmount(winAmount),
    lossAmount: formatAmount(input.correct ? 0 : stake),
  };
}
