import type { Db } from '../../db/connection.ts';

/** Folds the quiz counters' pending changes into their totals (quiz-counters.sql); returns how many change rows it folded. */
export async function foldQuizCounters(db: Db): Promise<number> {
  const [row] = await db<{ folded: number }[]>`select quiz_counters_fold() as folded`;
  return row!.folded;
}
