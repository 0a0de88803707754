import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { notifyMany } from '../notifications/notify.ts';
import type { ActivityWording, NoticeWording } from '../notifications/wordings.ts';

type OpenDispute = { question_id: string; correct_index: number; question: string };

/**
 * An admin's decision on a dispute is a decision on its question: it closes every open dispute of
 * that question. The question's row lock orders concurrent decisions, so the second finds nothing
 * open (409) and a question is corrected once per decision. Called by the admin routes
 * (api/disputes/admin-routes.ts) in one transaction each.
 */
async function lockOpenDispute(tx: Tx, disputeId: string): Promise<OpenDispute> {
  const [dispute] = await tx<OpenDispute[]>`
    select d.question_id, q.correct_index, q.question
    from question_disputes d join questions q on q.id = d.question_id
    where d.id = ${disputeId} for update of q`;
  if (!dispute) throw new AppError('NOT_FOUND', 'Dispute not found');
  const [current] = await tx<{ status: string }[]>`select status from question_disputes where id = ${disputeId}`;
  if (current!.status !== 'open') throw new AppError('CONFLICT', 'This dispute has already been decided');
  return dispute;
}

/**
 * Every open dispute of the question, now decided; the players who raised them are notified (in the
 * app, and by the bot when they allow it: notifyMany).
 */
async function closeDisputes(
  tx: Tx,
  input: { questionId: string; status: 'upheld' | 'rejected'; actorId: string; now: Date },
  extra: { correctionId?: string; reason?: string },
  notice: { title: string; message: string; wording: NoticeWording },
) {
  const closed = await tx<{ id: string; user_id: string }[]>`
    update question_disputes set status = ${input.status}, decided_by = ${input.actorId}, decided_at = ${input.now},
      correction_id = ${extra.correctionId ?? null}, decision_reason = ${extra.reason ?? null}
    where question_id = ${input.questionId} and status = 'open'
    returning id, user_id`;
  await notifyMany(
    tx,
    closed.map((d) => ({
      userId: d.user_id,
      type: 'dispute_decided' as const,
      ...notice,
      data: { disputeId: d.id, questionId: input.questionId },
    })),
  );
  return closed;
}

/**
 * Upholds a dispute with the corrected key (the question's own option index): in one transaction the
 * key is corrected and the question deactivated until an admin reviews it in the question bank, the
 * rows not served yet take the new key, every open dispute of the question is upheld (the players
 * see it in their activity and are notified), and every answer picked to this question in a quiz
 * is queued for re-settlement, one `disputes__resettle_answer` job per answer (resettleAnswer).
 */
export async function upholdDispute(
  tx: Tx,
  input: { disputeId: string; actorId: string; correctAnswer: number; now: Date },
) {
  const dispute = await lockOpenDispute(tx, input.disputeId);
  if (dispute.correct_index === input.correctAnswer)
    throw new AppError('VALIDATION_ERROR', 'That option is already the answer key: reject the dispute instead');
  const [correction] = await tx<{ id: string }[]>`
    insert into question_key_corrections (question_id, old_index, new_index, decided_by, created_at)
    values (${dispute.question_id}, ${dispute.correct_index}, ${input.correctAnswer}, ${input.actorId}, ${input.now})
    returning id`;
  const correctionId = correction!.id;
  await tx`update questions set correct_index = ${input.correctAnswer}, is_active = false, updated_at = ${input.now}
    where id = ${dispute.question_id}`;
  await tx`update quiz_answers set key_index = ${input.correctAnswer} where question_id = ${dispute.question_id} and served_at is null`;
  await tx`update tournament_answers set key_index = ${input.correctAnswer}
    where question_id = ${dispute.question_id} and served_at is null`;
  const upheld = await closeDisputes(
    tx,
    { ...input, questionId: dispute.question_id, status: 'upheld' },
    { correctionId },
    {
      title: 'Dispute upheld',
      message: `You were right: the answer key of "${dispute.question}" was corrected. Every answer to it is settled again.`,
      wording: { key: 'dispute_upheld', values: { question: dispute.question } },
    },
  );
  const activity: ActivityWording = { key: 'dispute_upheld', values: { question: dispute.question } };
  await tx`
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    select user_id, 'dispute_upheld', 'Dispute upheld', ${`The answer key of "${dispute.question}" was corrected`},
      ${tx.json(activity as never)}, null, ${input.now}
    from question_disputes where id = any(${upheld.map((d) => d.id)}::uuid[])`;
  const [queued] = await tx<{ answers: number }[]>`
    select count(graphile_worker.add_job('disputes__resettle_answer',
      json_build_object('correctionId', ${correctionId}::uuid, 'userId', user_id, 'sessionId', session_id, 'position', position),
      job_key => format('disputes__resettle_answer:%s:%s:%s', ${correctionId}::uuid, session_id, position)))::int as answers
    from quiz_answers where question_id = ${dispute.question_id} and answer_index is not null`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'dispute_upheld',
    targetType: 'question',
    targetId: dispute.question_id,
    before: { correctAnswer: dispute.correct_index },
    after: { correctAnswer: input.correctAnswer, isActive: false, disputes: upheld.length, answers: queued!.answers },
  });
  return { questionId: dispute.question_id, correctionId, disputes: upheld.length, answers: queued!.answers };
}

/** Rejects a dispute, and every other open one of its question, with the reason the players are told. */
export async function rejectDispute(tx: Tx, input: { disputeId: string; actorId: string; reason: string; now: Date }) {
  const dispute = await lockOpenDispute(tx, input.disputeId);
  const rejected = await closeDisputes(
    tx,
    { ...input, questionId: dispute.question_id, status: 'rejected' },
    { reason: input.reason },
    {
      title: 'Dispute rejected',
      message: `The answer key of "${dispute.question}" stands: ${input.reason}`,
      wording: { key: 'dispute_rejected', values: { question: dispute.question, reason: input.reason } },
    },
  );
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'dispute_rejected',
    targetType: 'question',
    targetId: dispute.question_id,
    after: { reason: input.reason, disputes: rejected.length },
  });
  return { questionId: dispute.question_id, disputes: rejected.length };
}
