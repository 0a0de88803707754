import type { Tx } from '../../db/connection.ts';
import type { Difficulty } from './rules.ts';

/**
 * Picks `count` active questions of a difficulty at random, preferring ones the player has not
 * seen; when the bank runs short, the ones seen longest ago fill the rest. Only the player's own
 * answers are read (through their sessions), however many players there are.
 */
export async function pickQuestions(tx: Tx, userId: string, difficulty: Difficulty, count: number): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    with seen as (
      select a.question_id, max(a.served_at) as last_seen
      from quiz_sessions s join quiz_answers a on a.session_id = s.id
      where s.user_id = ${userId}
      group by a.question_id
    )
    select q.id from questions q left join seen on seen.question_id = q.id
    where q.difficulty = ${difficulty} and q.is_active
    order by seen.last_seen nulls first, random()
    limit ${count}`;
  return rows.map((r) => r.id);
}
