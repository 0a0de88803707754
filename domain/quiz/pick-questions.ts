import type { Tx } from '../../db/connection.ts';
import type { Difficulty } from './rules.ts';

const recentQuizzes = 10;

/**
 * Picks `count` active questions of a difficulty at random, preferring ones the player has not
 * seen recently (in their last `recentQuizzes` quizzes of that difficulty); when the bank runs
 * short, the ones seen longest ago fill the rest. Only those recent answers are read, so the cost
 * does not grow with the number of players or with the player's history.
 */

export async function pickQuestions(tx: Tx, userId: string, difficulty: Difficulty, count: number): Promise<string[]> {
  const rows = await tx<{ id: string }[]>`
    with recent as (
      select id from quiz_sessions where user_id = ${userId} and difficulty = ${difficulty}
      order by started_at desc limit ${recentQuizzes}
    ), seen as (
      select a.question_id, max(a.served_at) as last_seen
      from recent join quiz_answers a on a.session_id = recent.id
      group by a.question_id
    )
    select q.id from questions q left join seen on seen.question_id = q.id
    where q.difficulty = ${difficulty} and q.is_active
    order by seen.last_seen nulls first, random()
    limit ${count}`;
  return rows.map((r) => r.id);
}
