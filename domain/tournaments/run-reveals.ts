import type { Db } from '../../db/connection.ts';
import type { Reveal } from '../quiz/session-view.ts';
import type { TournamentRow } from './tournament-view.ts';

/**
 * The tournament's completion reveals to each participant the key of every question their run was
 * served, with the salt of the commitment it carried (decision 0058); nothing before completion, so
 * early finishers cannot pass keys on. Read by readTournament for GET /api/tournaments/:id.
 */
export async function runReveals(db: Db, t: Pick<TournamentRow, 'id' | 'status'>, userId: string | null) {
  if (t.status !== 'completed' || !userId) return null;
  const rows = await db<{ question_id: string; position: number; commitment: string; reveal: Reveal }[]>`
    select question_id, position, quiz_commitment(question_id, option_order, key_index, salt) as commitment,
      quiz_reveal_json(option_order, key_index, salt) as reveal
    from tournament_answers where tournament_id = ${t.id} and user_id = ${userId} and served_at is not null
    order by position`;
  return rows.map((r) => ({
    index: r.position,
    questionId: r.question_id,
    commitment: r.commitment,
    reveal: r.reveal,
  }));
}
