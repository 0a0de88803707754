import { runMigrations } from 'graphile-worker';

/**
 * Installs (or upgrades) graphile-worker's own schema. Jobs are queued in the same transaction as
 * their cause (`graphile_worker.add_job`), so the queue must exist before the first request, not
 * only once a worker has started. Embedded PGlite needs no prepared statements (STACK-NOTES).
 */
export async function installJobQueue(connectionString: string, options: { embedded?: boolean } = {}): Promise<void> {
  await runMigrations({ connectionString, noPreparedStatements: options.embedded ?? false });
}
