import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { draftProblems, questionKey } from './question-rules.ts';
import { questionColumns, questionJson, type QuestionRow } from './question-view.ts';
import type { DraftRow } from './request-generation.ts';

export const uncheckedMessage = (n: number) =>
  `${n} of the selected questions did not pass the verification gate: confirm to activate them anyway, or save them inactive`;

/**
 * Saves drafts to the bank (source ai) in their generation's pool, active or inactive. Nothing unchecked goes live by
 * default: activating a draft that failed or could not be verified needs the admin's explicit
 * `confirmUnchecked`. A draft that breaks the shape rules is never saved; a draft whose text is
 * already in the bank is skipped.
 */
export async function saveDrafts(
  tx: Tx,
  input: { actorId: string; generationId: string; ids: string[]; activate: boolean; confirmUnchecked: boolean },
) {
  const drafts = await tx<DraftRow[]>`
    select * from question_drafts where generation_id = ${input.generationId} and id = any(${input.ids}::uuid[])
    order by position for update`;
  if (drafts.length !== new Set(input.ids).size) throw new AppError('NOT_FOUND', 'Draft not found');
  const pending = drafts.filter((d) => !d.saved_question_id);
  for (const d of pending) {
    const problem = draftProblems({ ...d, correctAnswer: d.correct_index })[0];
    if (problem) throw new AppError('VALIDATION_ERROR', `Invalid question: ${problem}`);
  }
  const unchecked = pending.filter((d) => d.verdict !== 'passed').length;
  if (input.activate && unchecked > 0 && !input.confirmUnchecked)
    throw new AppError('CONFLICT', uncheckedMessage(unchecked));

  const saved: ReturnType<typeof questionJson>[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const d of pending) {
    const [dupe] = await tx`select 1 from questions where question_key = ${questionKey(d.question)}`;
    if (dupe) {
      skipped.push({ id: d.id, reason: 'Duplicate of a question already in the bank' });
      continue;
    }
    const [row] = await tx<QuestionRow[]>`
      insert into questions (question, options, correct_index, explanation, category, difficulty, is_active, pool, source, created_by)
      select ${d.question}, ${tx.json(d.options)}, ${d.correct_index}, ${d.explanation}, ${d.category}, ${d.difficulty},
              ${input.activate}, g.pool, 'ai', ${input.actorId}
      from question_generations g where g.id = ${input.generationId}
      returning ${tx.unsafe(questionColumns)}`;
    await tx`update question_drafts set saved_question_id = ${row!.id} where id = ${d.id}`;
    saved.push(questionJson(row!));
  }
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question_generation.save',
    targetType: 'question_generation',
    targetId: input.generationId,
    after: {
      saved: saved.map((q) => q.id),
      activate: input.activate,
      confirmedUnchecked: input.activate && unchecked > 0,
      skipped,
    },
  });
  return { saved, skipped };
}
