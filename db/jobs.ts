import type { Db } from './connection.ts';

export type JobOptions = { jobKey?: string; runAt?: Date; maxAttempts?: number };

/**
 * Queues a graphile-worker job as part of the caller's transaction, so the job exists exactly when
 * the change that causes it commits. The payload object goes as is (STACK-NOTES: sql.json sends
 * jsonb, which add_job does not take).
 */
export async function addJob(db: Db, task: string, payload: Record<string, unknown>, options: JobOptions = {}) {
  await db`select graphile_worker.add_job(${task}, ${payload as never}::json,
    run_at => ${options.runAt ?? null}::timestamptz, job_key => ${options.jobKey ?? null}::text,
    max_attempts => ${options.maxAttempts ?? null}::int)`;
}
