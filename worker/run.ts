import { run, type Runner } from 'graphile-worker';
import { useWorkerDatabase } from './database.ts';
import { crontab, taskList } from './tasks.ts';

/** Starts a worker pool. Embedded PGlite needs polling and no prepared statements (see STACK-NOTES). */
export function startWorker(connectionString: string, options: { embedded?: boolean } = {}): Promise<Runner> {
  useWorkerDatabase(connectionString);
  return run({
    connectionString,
    taskList,
    crontab,
    concurrency: options.embedded ? 1 : 4,
    noHandleSignals: true,
    noPreparedStatements: options.embedded ?? false,
    pollInterval: options.embedded ? 1_000 : 2_000,
    logger: undefined,
  });
}
