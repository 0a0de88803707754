import { run, type Runner } from 'graphile-worker';
import pg from 'pg';
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
  const pgPool = options.embedded ? undefined : keptPool(connectionString);
  const runner = await run({
    ...(pgPool ? { pgPool } : { connectionString }),
    taskList,
    crontab,
    concurrency: options.embedded ? 1 : 4,
    noHandleSignals: true,
    noPreparedStatements: options.embedded ?? false,
    pollInterval: options.embedded ? 1_000 : 2_000,
    logger: undefined,
  });
  if (pgPool) runner.promise.finally(() => pgPool.end()).catch(() => {});
  if (options.env?.TELEGRAM_UPDATES === 'polling') {
    const polling = new AbortController();
    void pollUpdates(connectForTask(), telegramOf(options.env), polling.signal);
    const stop = () => polling.abort();
    runner.promise.then(stop, stop);
  }
  return runner;
}

/**
 * The job queue's own connections (graphile-worker's pg pool), kept open: by default the pool closes a
 * connection idle for 10 s, so the jobs that start together at the top of every minute opened three
 * or four new ones each minute. Each is a cold PostgreSQL backend (every function compiled and every
 * statement planned again), and one still starting, its state not yet reported, made the analytics
 * refresh of that second recount ten minutes (decision 0093). At most graphile-worker's default of 10.
 */
function keptPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 0, application_name: 'crypto-quiz-jobs' });
  const log = (message: string) => console.error(`worker: ${message}`);
  // A connection that fails is dropped by the pool and its next query fails: logged, never thrown.
  pool.on('error', (error) => log(`job queue connection failed while idle: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => log(`job queue connection failed: ${error.message}`)));
  return pool;
}
