import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { postJournal } from '../ledger/post-journal.ts';
import type { QuizRules } from './quiz-settings.ts';
import type { SessionRow } from './session-view.ts';

/**
 * Serves the question at `position`: starts its server-side clock and, in challenge mode, moves
 * the stake from the playable balance into escrow. Returns false when the stake cannot be covered.
 * A question after an answer starts when the previous answer's reveal ends, so the reveal does not
 * eat into its 30 seconds (and answer times are measured from when the player can see it).
 */
export async function serveQuestion(tx: Tx, s: SessionRow, position: number, now: Date, rules: QuizRules): Promise<boolean> {
  if (s.mode === 'challenge' && s.stake) {
    try {
      // postJournal refuses before writing anything, so the transaction stays usable on refusal.
      await postJournal(tx, {
        type: 'quiz_stake',
        userId: s.user_id,
        description: `Challenge stake, question ${position + 1}`,
        reference: `${s.id}:${position}`,
        postings: [
          { account: { user: s.user_id, kind: 'playable' }, amount: -s.stake },
          { account: { system: 'quiz_escrow' }, amount: s.stake },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') return false;
      throw error;
    }
  }
  const servedAt = new Date(now.getTime() + (position > 0 ? rules.revealSeconds * 1000 : 0));
  const deadline = new Date(servedAt.getTime() + rules.secondsPerQuestion * 1000);
  await tx`
    with served as (
      update quiz_answers set served_at = ${servedAt}, deadline_at = ${deadline}, stake = ${s.mode === 'challenge' ? s.stake : null}
      where session_id = ${s.id} and position = ${position}
      returning session_id
    )
    update quiz_sessions set current_index = ${position} where id = (select session_id from served)`;
  s.current_index = position;
  return true;
}
