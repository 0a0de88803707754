import type { Db } from '../db/connection.ts';

export type QueuedJob = {
  task: string;
  payload: Record<string, unknown>;
  key: string | null;
  runAt: Date;
  createdAt: Date;
};

/** The graphile-worker jobs waiting in a test database, oldest first. */
export const queuedJobs = (db: Db, task?: string) => db<QueuedJob[]>`
  select t.identifier as task, j.payload, j.key, j.run_at as "runAt", j.created_at as "createdAt"
  from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
  where ${task ?? null}::text is null or t.identifier = ${task ?? null}
  order by j.id`;
