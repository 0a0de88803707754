import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import type { QuestionPool } from '../../db/questions/value-lists.ts';

export const notConfiguredMessage = 'AI generation is not configured';

type GenerationRow = {
  id: string;
  count: number;
  difficulty: string;
  topic: string;
  model: string;
  pool: QuestionPool;
  status: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
  prompt_tokens: number;
  completion_tokens: number;
  created_at: Date;
  finished_at: Date | null;
};
type DraftRow = {
  id: string;
  question: string;
  options: string[];
  correct_index: number;
  explanation: string;
  category: string;
  difficulty: string;
  verdict: 'passed' | 'failed' | 'unverified';
  reasons: string[];
  saved_question_id: string | null;
};

const generationJson = (g: GenerationRow) => ({
  id: g.id,
  count: g.count,
  difficulty: g.difficulty,
  topic: g.topic,
  pool: g.pool,
  model: g.model,
  status: g.status,
  error: g.error ?? undefined,
  tokens: { prompt: g.prompt_tokens, completion: g.completion_tokens },
  createdAt: g.created_at.toISOString(),
  finishedAt: g.finished_at?.toISOString() ?? null,
});

export const draftJson = (d: DraftRow) => ({
  id: d.id,
  question: d.question,
  options: d.options,
  correct: d.correct_index,
  explanation: d.explanation,
  category: d.category,
  difficulty: d.difficulty,
  verdict: d.verdict,
  reasons: d.reasons,
  savedQuestionId: d.saved_question_id,
});
export type DraftJson = ReturnType<typeof draftJson>;

/** Starts a generation for a pool (its saved drafts go there): the row and its `questions__generate` job in one transaction. */
export async function requestGeneration(
  tx: Tx,
  input: {
    actorId: string;
    model: string | null;
    count: number;
    difficulty: string;
    topic: string;
    pool: QuestionPool;
  },
) {
  if (!input.model) throw new AppError('SERVICE_UNAVAILABLE', notConfiguredMessage);
  const [g] = await tx<{ id: string }[]>`
    insert into question_generations (requested_by, count, difficulty, topic, model, pool)
    values (${input.actorId}, ${input.count}, ${input.difficulty}, ${input.topic}, ${input.model}, ${input.pool}) returning id`;
  await tx`
    select graphile_worker.add_job('questions__generate', ${{ generationId: g!.id } as never}::json,
      job_key := ${`questions__generate:${g!.id}`}, max_attempts := 3)`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'question_generation.request',
    targetType: 'question_generation',
    targetId: g!.id,
    after: {
      count: input.count,
      difficulty: input.difficulty,
      topic: input.topic,
      model: input.model,
      pool: input.pool,
    },
  });
  return { id: g!.id };
}

/** A generation with its drafts, as the generator tab polls it. */
export async function readGeneration(db: Db, id: string) {
  const [g] = await db<GenerationRow[]>`select * from question_generations where id = ${id}`;
  if (!g) throw new AppError('NOT_FOUND', 'Generation not found');
  const drafts = await db<DraftRow[]>`select * from question_drafts where generation_id = ${id} order by position`;
  return { ...generationJson(g), questions: drafts.map(draftJson) };
}
export type GenerationDetail = Awaited<ReturnType<typeof readGeneration>>;

/** The latest generations, newest first (the generator tab's history). */
export async function listGenerations(db: Db, limit: number) {
  const rows = await db<
    GenerationRow[]
  >`select * from question_generations order by created_at desc, id desc limit ${limit}`;
  return rows.map(generationJson);
}
export type GenerationJson = Awaited<ReturnType<typeof listGenerations>>[number];

/** GET /api/admin/question-generations: the latest generations, and whether AI generation is configured. */
export async function listGenerationsPage(db: Db, input: { limit: number; configured: boolean; model: string }) {
  return { data: await listGenerations(db, input.limit), configured: input.configured, model: input.model };
}
export type GenerationList = Awaited<ReturnType<typeof listGenerationsPage>>;

export type { DraftRow };
