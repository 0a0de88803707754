import type { Task } from 'graphile-worker';

/**
 * Minutes after which a job's or a queue's lock counts as abandoned: longer than any task runs
 * (each ends or fails well within it), so only a worker that died holding it (kill -9, a lost
 * machine) is still there. graphile-worker itself waits 4 hours (decision 0063).
 */
export const abandonedLockMinutes = 15;

/**
 * Every minute: frees the jobs and named queues of workers that died holding them, through
 * graphile-worker's own `force_unlock_workers`, so they run again now (tasks are idempotent).
 */
export const maintenance__unlock_jobs: Task = async (_payload, helpers) => {
  const { rows } = await helpers.query<{ locked_by: string }>(
    `select locked_by from graphile_worker._private_jobs where locked_at < now() - make_interval(mins => $1)
     union select locked_by from graphile_worker._private_job_queues where locked_at < now() - make_interval(mins => $1)`,
    [abandonedLockMinutes],
  );
  const workers = rows.map((r) => r.locked_by).filter(Boolean);
  if (workers.length === 0) return;
  await helpers.query('select graphile_worker.force_unlock_workers($1::text[])', [workers]);
  helpers.logger.info(`freed the jobs of ${workers.length} workers that died holding them`);
};
