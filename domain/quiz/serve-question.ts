import type { Tx } from '../../db/connection.ts';
import type { QuizRules } from './quiz-settings.ts';
import type { SessionRow } from './session-view.ts';

/**
 * Serves the question at `position` through the database's `quiz_serve_question`
 * (db/migrations/0008): starts its server-side clock and, in challenge mode, moves the stake from
 * the playable balance into escrow. Returns false (nothing written) when the stake cannot be covered.
 * A question after an answer starts when the previous answer's reveal ends, so the reveal does not
 * eat into its 30 seconds (and answer times are measured from when the player can see it).
 */
export async function serveQuestion(tx: Tx, s: Pick<SessionRow, 'id' | 'user_id' | 'stake' | 'current_index'>, position: number, now: Date, rules: QuizRules): Promise<boolean> {
  const [row] = await tx<{ served: boolean }[]>`
    select quiz_serve_question(${s.id}, ${s.user_id}, ${s.stake}, ${position}, ${now}, ${rules.revealSeconds}, ${rules.secondsPerQuestion}) as served`;
  if (row!.served) s.current_index = position;
  return row!.served;
}
