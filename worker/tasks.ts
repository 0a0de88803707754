import type { TaskList } from 'graphile-worker';
import { maintenance__prune } from './tasks/maintenance__prune.ts';

/** Every task the worker runs; each is idempotent (graphile-worker delivers at least once). */
export const taskList: TaskList = { maintenance__prune };

export const crontab = ['0 * * * * maintenance__prune'].join('\n');
