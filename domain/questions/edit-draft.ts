import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { type DraftRow, draftJson } from './request-generation.ts';
import { structuralProblems } from './verify-draft.ts';

export type DraftEdit = { question: string; options: string[]; correct: number; explanation: string; category: string };

async function lockUnsavedDraft(tx: Tx, generationId: string, draftId: string) {
  const [d] = await tx<DraftRow[]>`
    select * from question_drafts where id = ${draftId} and generation_id = ${generationId} for update`;
  if (!d) throw new AppError('NOT_FOUND', 'Draft not found');
  if (d.saved_question_id) throw new AppError('CONFLICT', 'This draft is already saved to the bank');
  return d;
}

/**
 * An admin's edit of a draft. The shape and duplicate rules run again; an edit of the question,
 * its options or its key voids the model's blind check, so the draft becomes unverified (an admin
 * must then choose explicitly to activate it). An edit of the explanation alone keeps the verdict.
 */
export async function editDraft(
  tx: Tx,
  input: { actorId: string; generationId: string; draftId: string; draft: DraftEdit },
) {
  const before = await lockUnsavedDraft(tx, input.generationId, input.draftId);
  const e = input.draft;
  const problems = await structuralProblems(tx, { ...e, difficulty: before.difficulty });
  const keyKept =
    before.question === e.question &&
    before.correct_index === e.correct &&
    JSON.stringify(before.options) === JSON.stringify(e.options);
  const [verdict, reasons] =
    problems.length > 0
      ? ['failed', problems]
      : keyKept && before.verdict !== 'failed'
        ? [before.verdict, before.reasons]
        : ['unverified', ['Edited by an admin after the check: not answered blind by the model']];
  const [row] = await tx<DraftRow[]>`
    update question_drafts set question = ${e.question}, options = ${tx.json(e.options)}, correct_index = ${e.correct},
      explanation = ${e.explanation}, category = ${e.category}, verdict = ${verdict as string}, reasons = ${tx.json(reasons as string[])}
    where id = ${input.draftId} returning *`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question_draft.update',
    targetType: 'question_draft',
    targetId: input.draftId,
    before: draftJson(before),
    after: draftJson(row!),
  });
  return draftJson(row!);
}

/** Drops a draft that is not saved. */
export async function deleteDraft(tx: Tx, input: { actorId: string; generationId: string; draftId: string }) {
  const before = await lockUnsavedDraft(tx, input.generationId, input.draftId);
  await tx`delete from question_drafts where id = ${input.draftId}`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question_draft.delete',
    targetType: 'question_draft',
    targetId: input.draftId,
    before: draftJson(before),
  });
}
