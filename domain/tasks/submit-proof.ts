import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import { alreadyCompleted } from './grant-task-reward.ts';
import { findTask, isLive, periodOf } from './task-view.ts';

/** Screenshots are at most 10 MB (spec 001 "hint says up to 10MB"). */
export const maxScreenshotBytes = 10 * 1024 * 1024;

export type ProofSubmission = {
  userId: string;
  taskId: string;
  username: string;
  taskUrl: string;
  description: string;
  screenshot: { contentType: string; bytes: Uint8Array };
  now: Date;
};

/**
 * Submits a screenshot proof of a proof task: refused while one is pending ("Proof already submitted
 * and pending review") or once the task is completed; after a rejection the player may resubmit,
 * a few times per task (a setting), since each proof holds an image of up to 10 MB.
 */
export async function submitProof(tx: Tx, input: ProofSubmission) {
  const settings = await readSettings(tx);
  await lockActiveUser(tx, input.userId, input.now);
  const task = await findTask(tx, input.taskId);
  if (task.end_date && task.end_date <= input.now) throw new AppError('CONFLICT', 'This task has expired');
  if (!isLive(task, input.now)) throw new AppError('NOT_FOUND', 'Task not found');
  if (task.verification !== 'proof') throw new AppError('CONFLICT', 'This task is verified without a proof');
  const period = await periodOf(tx, task, input.userId, input.now);
  const [state] = await tx<{ completed: boolean; pending: boolean; proofs: number }[]>`
    select exists (select 1 from task_completions where task_id = ${task.id} and user_id = ${input.userId} and period = ${period}) as completed,
      exists (select 1 from task_proofs where task_id = ${task.id} and user_id = ${input.userId} and status = 'pending') as pending,
      (select count(*) from task_proofs where task_id = ${task.id} and user_id = ${input.userId} and period = ${period})::int as proofs`;
  if (state!.completed) throw alreadyCompleted();
  if (state!.pending) throw new AppError('CONFLICT', 'Proof already submitted and pending review');
  if (state!.proofs >= settings.tasks.maxProofsPerTask)
    throw new AppError('RATE_LIMITED', 'Too many proofs for this task. Please contact support.');
  const [proof] = await tx<{ id: string; submitted_at: Date }[]>`
    insert into task_proofs (task_id, task_type, user_id, period, username, task_url, description, content_type, screenshot, submitted_at)
    values (${task.id}, ${task.type}, ${input.userId}, ${period}, ${input.username}, ${input.taskUrl}, ${input.description},
      ${input.screenshot.contentType}, ${Buffer.from(input.screenshot.bytes)}, ${input.now})
    returning id, submitted_at`;
  return { id: proof!.id, taskId: task.id, status: 'pending' as const, submittedAt: proof!.submitted_at.toISOString() };
}
export type SubmittedProof = Awaited<ReturnType<typeof submitProof>>;
