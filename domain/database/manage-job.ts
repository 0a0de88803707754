import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';

type JobRow = {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
};

async function lockFailedJob(tx: Tx, jobId: string): Promise<JobRow> {
  const [job] = await tx<JobRow[]>`
    select id::text, task_identifier, attempts, max_attempts, last_error from graphile_worker.jobs
    where id = ${jobId}::bigint and locked_at is null and attempts > 0`;
  if (!job) throw new AppError('NOT_FOUND', 'No failed job with this id (it may have run since)');
  return job;
}

/** Runs a failed (or retrying) job again now, with its attempts reset. Audited. */
export async function retryJob(tx: Tx, input: { actorId: string; jobId: string }) {
  const job = await lockFailedJob(tx, input.jobId);
  await tx`select graphile_worker.reschedule_jobs(array[${input.jobId}::bigint], run_at => now(), attempts => 0)`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'job.retry',
    targetType: 'job',
    targetId: job.id,
    before: { task: job.task_identifier, attempts: job.attempts, lastError: job.last_error },
  });
  return { id: job.id, retried: true };
}

/** Deletes a failed job; the admin types the job's id to confirm. Audited with what was deleted. */
export async function deleteJob(tx: Tx, input: { actorId: string; jobId: string; confirm: string }) {
  if (input.confirm !== input.jobId) throw new AppError('VALIDATION_ERROR', 'Type the job id to confirm the deletion');
  const job = await lockFailedJob(tx, input.jobId);
  await tx`select graphile_worker.complete_jobs(array[${input.jobId}::bigint])`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'job.delete',
    targetType: 'job',
    targetId: job.id,
    before: { task: job.task_identifier, attempts: job.attempts, lastError: job.last_error },
  });
  return { id: job.id, deleted: true };
}
