import { run, type Runner } from 'graphile-worker';
import { type Env, telegramOf } from '../config/env.ts';
import { pollUpdates } from '../domain/telegram/poll-updates.ts';
import { connectForTask, useWorkerDatabase } from './database.ts';
import { crontab, taskList } from './tasks.ts';

/**
 * Starts a worker pool, and with TELEGRAM_UPDATES=polling the bot's long polling beside it (stopped
 * with the pool). Embedded PGlite needs polling and no prepared statements (see STACK-NOTES).
 */
export async function startWorker(
  connectionString: string,
  options: { embedded?: boolean; env?: Env } = {},
): Promise<Runner> {
  useWorkerDatabase(connectionString);
  const runner = await run({
    connectionString,
    taskList,
    crontab,
    concurrency: options.embedded ? 1 : 4,
    noHandleSignals: true,
    noPreparedStatements: options.embedded ?? false,
    pollInterval: options.embedded ? 1_000 : 2_000,
    logger: undefined,
  });
  if (options.env?.TELEGRAM_UPDATES === 'polling') {
    const polling = new AbortController();
    void pollUpdates(connectForTask(), telegramOf(options.env), polling.signal);
    const stop = () => polling.abort();
    runner.promise.then(stop, stop);
  }
  return runner;
}
