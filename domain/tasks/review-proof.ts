import { lockActiveUser } from '../identity/lock-user.ts';
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { notify } from '../notifications/notify.ts';
import { readSettings } from '../settings/read-settings.ts';
import { grantTaskReward } from './grant-task-reward.ts';
import { proofJson, readProof, type ProofRow } from './list-proofs.ts';
import type { TaskRow } from './task-view.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue, namedValue } from '../notifications/wording-values.ts';

/**
 * Locks the proof's player (the global lock order: the user row first), then the proof, which must
 * be pending: a repeated or raced review finds it decided ("Proof is not pending"). An admin never
 * reviews their own proof.
 */
async function lockPending(tx: Tx, proofId: string, adminId: string): Promise<ProofRow> {
  const [owner] = await tx<{ user_id: string }[]>`select user_id from task_proofs where id = ${proofId}`;
  if (!owner) throw new AppError('NOT_FOUND', 'Proof not found');
  if (owner.user_id === adminId) throw new AppError('FORBIDDEN', 'You cannot review your own proof');
  await tx`select 1 from users where id = ${owner.user_id} for update`;
  const [locked] = await tx<{ status: string }[]>`select status from task_proofs where id = ${proofId} for update`;
  if (locked!.status !== 'pending') throw new AppError('CONFLICT', 'Proof is not pending');
  return (await readProof(tx, proofId))!;
}

async function decided(tx: Tx, before: ProofRow, action: string, adminId: string, now: Date) {
  const { tasks } = await readSettings(tx);
  const after = (await readProof(tx, before.id))!;
  const json = proofJson(after, now, tasks.proofReviewHours);
  await writeAudit(tx, {
    actorId: adminId,
    action,
    targetType: 'task_proof',
    targetId: before.id,
    before: { status: before.status },
    after: { status: after.status, reason: after.rejection_reason },
  });
  return json;
}

const taskName = (proof: ProofRow) => namedValue(proof.task_title, proof.task_translations, 'title');

/** Approves a pending proof: completes the task for the player and pays its reward, once. */
export async function approveProof(tx: Tx, input: { adminId: string; proofId: string; now: Date }) {
  const proof = await lockPending(tx, input.proofId, input.adminId);
  // A block covers task rewards too: the proof waits, pending, until the block ends or is lifted.
  await lockActiveUser(tx, proof.user_id, input.now);
  const [task] = await tx<TaskRow[]>`select * from tasks where id = ${proof.task_id}`;
  const [period] = await tx<
    { period: string }[]
  >`select period from task_proofs where user_id = ${proof.user_id} and id = ${proof.id}`;
  await grantTaskReward(tx, {
    task: task!,
    userId: proof.user_id,
    period: period!.period,
    now: input.now,
    proofId: proof.id,
  });
  await tx`update task_proofs set status = 'approved', reviewed_by = ${input.adminId}, reviewed_at = ${input.now} where user_id = ${proof.user_id} and id = ${proof.id}`;
  await notify(tx, {
    userId: proof.user_id,
    type: 'task_proof_approved',
    title: 'Task proof approved',
    message: `Your proof for "${proof.task_title}" was approved: ${(await noticeAmounts(tx))(proof.task_reward, 'credit')}.`,
    wording: {
      key: 'task_proof_approved',
      values: { task: taskName(proof), amount: amountValue(proof.task_reward) },
    },
    data: { taskId: proof.task_id, proofId: proof.id },
  });
  return decided(tx, proof, 'task_proof.approve', input.adminId, input.now);
}

/** Rejects a pending proof with a reason the player sees; they may resubmit. */
export async function rejectProof(tx: Tx, input: { adminId: string; proofId: string; reason: string; now: Date }) {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('VALIDATION_ERROR', 'Please provide a reason for rejection');
  const proof = await lockPending(tx, input.proofId, input.adminId);
  await tx`
    update task_proofs set status = 'rejected', reviewed_by = ${input.adminId}, reviewed_at = ${input.now}, rejection_reason = ${reason}
    where user_id = ${proof.user_id} and id = ${proof.id}`;
  await notify(tx, {
    userId: proof.user_id,
    type: 'task_proof_rejected',
    title: 'Task proof rejected',
    message: `Your proof for "${proof.task_title}" was rejected: ${reason}. You can submit a new one.`,
    wording: { key: 'task_proof_rejected', values: { task: taskName(proof), reason } },
    data: { taskId: proof.task_id, proofId: proof.id },
  });
  return decided(tx, proof, 'task_proof.reject', input.adminId, input.now);
}
