import * as v from 'valibot';
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { QuestionInput, questionKey } from './question-rules.ts';

export const importMessages = {
  invalidFormat: 'Invalid file format',
  unparsable: 'Failed to parse imported file',
} as const;

/** At most this many questions per file: one request and one transaction each. */
export const MAX_IMPORT_ROWS = 5000;

/** An import row may name the key `correct` (the AI export) or `correctAnswer` (ours). */
const rowInput = (row: unknown) =>
  row && typeof row === 'object' && !Array.isArray(row) && 'correct' in row && !('correctAnswer' in row)
    ? { ...row, correctAnswer: (row as { correct: unknown }).correct }
    : row;

/** Parses an import file's text: a JSON array of questions, else the spec's two messages. */
export function parseImportFile(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', importMessages.unparsable);
  }
  if (!Array.isArray(value)) throw new AppError('VALIDATION_ERROR', importMessages.invalidFormat);
  if (value.length > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION_ERROR', `A file may hold at most ${MAX_IMPORT_ROWS} questions`);
  return value;
}

/**
 * Imports a file's questions in one statement: invalid rows are reported by their (1-based) row
 * number, duplicates of the bank or of an earlier row are skipped, the rest are added (source import)
 * to each row's pool (`pool`, practice by default).
 */
export async function importQuestions(tx: Tx, input: { actorId: string; rows: unknown[] }) {
  const errors: { row: number; message: string }[] = [];
  const valid: (QuestionInput & { key: string })[] = [];
  for (const [i, raw] of input.rows.entries()) {
    const parsed = v.safeParse(QuestionInput, rowInput(raw));
    if (parsed.success) valid.push({ ...parsed.output, key: questionKey(parsed.output.question) });
    else errors.push({ row: i + 1, message: parsed.issues[0].message });
  }
  const existing = new Set(
    (
      await tx<{ question_key: string }[]>`
        select question_key from questions where question_key = any(${valid.map((q) => q.key)}::text[])`
    ).map((r) => r.question_key),
  );
  const fresh: typeof valid = [];
  for (const q of valid) {
    if (existing.has(q.key)) continue;
    existing.add(q.key);
    fresh.push(q);
  }
  const rows = fresh.map((q) => ({
    question: q.question,
    options: q.options,
    correct_index: q.correctAnswer,
    explanation: q.explanation,
    category: q.category,
    difficulty: q.difficulty,
    points: q.points,
    is_active: q.isActive,
    pool: q.pool,
  }));
  const inserted = rows.length
    ? await tx`
        insert into questions (question, options, correct_index, explanation, category, difficulty, points, is_active, pool, source, created_by)
        select question, options, correct_index, explanation, category, difficulty, points, is_active, pool, 'import', ${input.actorId}
        from jsonb_to_recordset(${tx.json(rows as never)}) as t(question text, options jsonb, correct_index smallint,
          explanation text, category text, difficulty text, points smallint, is_active boolean, pool text)
        returning id`
    : [];
  const report = { imported: inserted.length, skipped: valid.length - fresh.length, errors };
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question.import',
    targetType: 'question',
    after: { ...report, errors: errors.length },
  });
  return report;
}
export type QuestionImportReport = Awaited<ReturnType<typeof importQuestions>>;
