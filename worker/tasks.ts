import type { TaskList } from 'graphile-worker';
import { daily_bonus__reset_streaks } from './tasks/daily_bonus__reset_streaks.ts';
import { maintenance__prune } from './tasks/maintenance__prune.ts';
import { quiz_sessions__expire } from './tasks/quiz_sessions__expire.ts';

/** Every task the worker runs; each is idempotent (graphile-worker delivers at least once). */
export const taskList: TaskList = { maintenance__prune, daily_bonus__reset_streaks, quiz_sessions__expire };

// Streaks are reset every hour so each time zone's midnight is covered soon after it passes.
export const crontab = ['0 * * * * maintenance__prune', '5 * * * * daily_bonus__reset_streaks', '* * * * * quiz_sessions__expire'].join('\n');
