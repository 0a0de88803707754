import type { Db } from './connection.ts';

export type JobOptions = { jobKey?: string; runAt?: Date; maxAttempts?: number };

/**
 * Queues a graphile-worker job as part of the caller's transaction, so the job exists exactly when
 * the change that causes it commits. A keyed job goes through `jobs_add_keyed`
 * (domain/database/add-keyed-job.sql): a job a worker is running keeps its key and its retries, and
 * the new one takes the key's second form. The payload object goes as is (STACK-NOTES: sql.json
 * sends jsonb, which add_job does not take).
 */
export async function addJob(db: Db, task: string, payload: Record<string, unknown>, options: JobOptions = {}) {
  const runAt = options.runAt ?? null;
  const maxAttempts = options.maxAttempts ?? null;
  if (options.jobKey)
    await db`select jobs_add_keyed(${task}, ${payload as never}::json, ${options.jobKey}, ${runAt}::timestamptz, ${maxAttempts}::int)`;
  else
    await db`select graphile_worker.add_job(${task}, ${payload as never}::json,
      run_at => ${runAt}::timestamptz, max_attempts => ${maxAttempts}::int)`;
}
