import type { Db } from '../db/connection.ts';
import type { Difficulty } from '../domain/quiz/types.ts';

/**
 * Test helper: adds `count` made-up questions of a difficulty to the tournament pool (decision
 * 0047), since a test's bank holds only what the seed put there. Returns their ids.
 */
export async function addTournamentQuestions(db: Db, difficulty: Difficulty, count: number): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    insert into questions (question, options, correct_index, explanation, difficulty, category, source, pool)
    select format('Tournament %s question %s (%s)?', ${difficulty}::text, g, gen_random_uuid()),
      jsonb_build_array('Alpha ' || g, 'Beta ' || g, 'Gamma ' || g, 'Delta ' || g), g % 4,
      'A made-up question for the tests of the tournament pool.', ${difficulty}, 'Bitcoin', 'manual', 'tournament'
    from generate_series(1, ${count}) g
    returning id`;
  return rows.map((r) => r.id);
}
