import type { Db } from '../../db/connection.ts';

/**
 * Folds the leaderboard's band changes into the players-per-band totals (record-earnings.sql) and
 * returns how many change rows it folded. Readers add unfolded changes, so this only keeps them few.
 */
export async function foldLeaderboardBands(db: Db): Promise<number> {
  const [row] = await db<{ folded: number }[]>`select leaderboard_bands_fold() as folded`;
  return row!.folded;
}
