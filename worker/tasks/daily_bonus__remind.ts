import type { Task } from 'graphile-worker';
import { sendBonusReminders } from '../../domain/daily-bonus/daily-bonus.ts';
import { connectForTask } from '../database.ts';

/** Hourly: reminds players whose daily bonus streak is about to end (dailyBonus.notifications). Idempotent. */
export const daily_bonus__remind: Task = async (_payload, helpers) => {
  const sent = await sendBonusReminders(connectForTask());
  if (sent > 0) helpers.logger.info(`daily bonus reminders: ${sent}`);
};
