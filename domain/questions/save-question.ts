import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { type QuestionInput, questionKey } from './question-rules.ts';
import { questionColumns, questionJson, type QuestionRow } from './question-view.ts';

export const duplicateMessage = 'A question with this text is already in the bank';

async function refuseDuplicate(tx: Tx, question: string, exceptId: string | null) {
  const [dupe] = await tx`
    select 1 from questions where question_key = ${questionKey(question)} and (${exceptId}::uuid is null or id <> ${exceptId})`;
  if (dupe) throw new AppError('CONFLICT', duplicateMessage);
}

/** Adds a question written by an admin (source manual) to its pool. */
export async function createQuestion(tx: Tx, input: { actorId: string; question: QuestionInput }) {
  const q = input.question;
  await refuseDuplicate(tx, q.question, null);
  const [row] = await tx<QuestionRow[]>`
    insert into questions (question, options, correct_index, explanation, category, difficulty, points, is_active, pool, source, created_by)
    values (${q.question}, ${tx.json(q.options)}, ${q.correctAnswer}, ${q.explanation}, ${q.category}, ${q.difficulty},
            ${q.points}, ${q.isActive}, ${q.pool}, 'manual', ${input.actorId})
    returning ${tx.unsafe(questionColumns)}`;
  const saved = questionJson(row!);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question.create',
    targetType: 'question',
    targetId: saved.id,
    after: saved,
  });
  return saved;
}

/**
 * Edits a question. A question already answered by players keeps its answer key: changing the key
 * would re-judge answers already settled, so the admin deactivates it and adds a corrected one.
 * Its pool never changes: a practice question's key was shown by quiz reveals, and a tournament
 * question moved to practice would show its key to players of an open tournament.
 */
export async function updateQuestion(tx: Tx, input: { actorId: string; id: string; question: QuestionInput }) {
  const q = input.question;
  const [before] = await tx<
    QuestionRow[]
  >`select ${tx.unsafe(questionColumns)} from questions where id = ${input.id} for update`;
  if (!before) throw new AppError('NOT_FOUND', 'Question not found');
  if (before.pool !== q.pool)
    throw new AppError('CONFLICT', `This question belongs to the ${before.pool} pool: a question's pool cannot change`);
  await refuseDuplicate(tx, q.question, input.id);
  const keyChanged =
    before.correct_index !== q.correctAnswer || JSON.stringify(before.options) !== JSON.stringify(q.options);
  if (keyChanged) {
    const [answered] = await tx`select 1 where ${answeredSql(tx, input.id)}`;
    if (answered)
      throw new AppError(
        'CONFLICT',
        'Players have answered this question: its options and correct answer cannot change. Deactivate it and add a corrected question.',
      );
  }
  const [row] = await tx<QuestionRow[]>`
    update questions set question = ${q.question}, options = ${tx.json(q.options)}, correct_index = ${q.correctAnswer},
      explanation = ${q.explanation}, category = ${q.category}, difficulty = ${q.difficulty}, points = ${q.points},
      is_active = ${q.isActive}, updated_at = now()
    where id = ${input.id} returning ${tx.unsafe(questionColumns)}`;
  const saved = questionJson(row!);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question.update',
    targetType: 'question',
    targetId: input.id,
    before: questionJson(before),
    after: saved,
  });
  return saved;
}

export type BulkAction = 'activate' | 'deactivate' | 'delete';

/** Players have met question `id`: answered it in a quiz, or it is in a tournament's question set. */
const answeredSql = (tx: Tx, id: string | ReturnType<Tx['unsafe']>) => tx`
  exists (select 1 from quiz_answers a where a.question_id = ${id})
  or exists (select 1 from tournament_questions t where t.question_id = ${id})`;

/**
 * Activates, deactivates or deletes questions. A question players have met (a quiz answer, a
 * tournament's question set) is deactivated instead of deleted, so their history stays readable.
 */
export async function changeQuestions(tx: Tx, input: { actorId: string; ids: string[]; action: BulkAction }) {
  const ids = [...new Set(input.ids)];
  let changed: { id: string }[];
  let deactivatedInstead: string[] = [];
  if (input.action === 'delete') {
    const answered = await tx<{ id: string }[]>`
      select q.id from questions q where q.id = any(${ids}::uuid[]) and (${answeredSql(tx, tx`q.id`)})`;
    deactivatedInstead = answered.map((r) => r.id);
    const kept = await tx<{ id: string }[]>`
      update questions set is_active = false, updated_at = now() where id = any(${deactivatedInstead}::uuid[]) returning id`;
    const deleted = await tx<{ id: string }[]>`
      delete from questions where id = any(${ids}::uuid[]) and id <> all(${deactivatedInstead}::uuid[]) returning id`;
    changed = [...deleted, ...kept];
  } else {
    changed = await tx<{ id: string }[]>`
      update questions set is_active = ${input.action === 'activate'}, updated_at = now()
      where id = any(${ids}::uuid[]) and is_active <> ${input.action === 'activate'} returning id`;
  }
  await writeAudit(tx, {
    actorId: input.actorId,
    action: `question.${input.action}`,
    targetType: 'question',
    targetId: ids.length === 1 ? ids[0] : null,
    after: { ids: changed.map((r) => r.id), deactivatedInsteadOfDeleted: deactivatedInstead },
  });
  return { changed: changed.length, deactivatedInsteadOfDeleted: deactivatedInstead.length };
}
