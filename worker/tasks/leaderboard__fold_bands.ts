import type { Task } from 'graphile-worker';
import { foldLeaderboardBands } from '../../domain/leaderboard/fold-bands.ts';
import { connectForTask } from '../database.ts';

/** Every minute: folds the leaderboard's players-per-band changes into their totals. Idempotent, safe to overlap. */
export const leaderboard__fold_bands: Task = async () => {
  await foldLeaderboardBands(connectForTask());
};
