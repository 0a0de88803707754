import type { Task } from 'graphile-worker';
import { resetMissedStreaks } from '../../domain/daily-bonus/daily-bonus.ts';
import { connectForTask } from '../database.ts';

/** Daily: clears the bonus streak of every player who missed a day in their own time zone. Idempotent. */
export const daily_bonus__reset_streaks: Task = async (_payload, helpers) => {
  const reset = await resetMissedStreaks(connectForTask());
  helpers.logger.info(`daily bonus streaks reset: ${reset}`);
};
