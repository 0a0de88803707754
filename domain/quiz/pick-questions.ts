import type { Tx } from '../../db/connection.ts';
import type { Difficulty } from './rules.ts';

/**
 * Picks `count` active questions of a difficulty at random, preferring ones the player has not
 * seen; when the bank runs short, the ones seen longest ago fill the rest.
 */
export async function pickQuestions(tx: Tx, userId: string, difficulty: Difficulty, count: number): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    select q.id
    from questions q
    left join lateral (
      select max(a.served_at) as last_seen from quiz_answers a join quiz_sessions s on s.id = a.session_id
      where a.question_id = q.id and s.user_id = ${userId}
    ) seen on true
    where q.difficulty = ${difficulty} and q.is_active
    order by seen.last_seen nulls first, random()
    limit ${count}`;
  return rows.map((r) => r.id);
}
