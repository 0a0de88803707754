import type { Db } from '../db/connection.ts';

/**
 * Resolves once a session of the test's database waits for a lock (or after 10 s): a race test holds
 * a transaction open until the racing statement is blocked on it, then commits.
 */
export async function untilWaitingForLock(db: Db): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [waiting] = await db`
      select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    if (waiting) return;
    await Bun.sleep(50);
  }
}
