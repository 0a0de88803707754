import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { editDraft, deleteDraft } from '../../domain/questions/edit-draft.ts';
import { importMessages, importQuestions, parseImportFile } from '../../domain/questions/import-questions.ts';
import {
  type ExportedQuestion,
  exportQuestionsJson,
  listQuestions,
  questionStats,
} from '../../domain/questions/list-questions.ts';
import {
  AI_CATEGORIES,
  AI_TOPICS,
  QUESTION_CATEGORIES,
  QUESTION_POOLS,
  QUESTION_SOURCES,
} from '../../db/questions/value-lists.ts';
import { QuestionInput, questionMessages } from '../../domain/questions/question-rules.ts';
import { DIFFICULTIES } from '../../domain/quiz/types.ts';
import { listGenerationsPage, readGeneration, requestGeneration } from '../../domain/questions/request-generation.ts';
import { changeQuestions, createQuestion, updateQuestion } from '../../domain/questions/save-question.ts';
import { saveDrafts } from '../../domain/questions/save-drafts.ts';
import { attachment } from '../http/reply.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

export const importPath = '/api/admin/questions/import';

const uuid = v.pipe(v.string(), v.uuid('Not found'));
const IdParams = v.object({ id: uuid });
const DraftParams = v.object({ id: uuid, draftId: uuid });
const Filter = v.object({
  ...listQuery(20).entries,
  // Three characters at least: the trigram index cannot serve a shorter search.
  search: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s.length === 0 || s.length >= 3, 'Search needs at least 3 characters'),
      v.maxLength(100, 'Search is at most 100 characters'),
    ),
  ),
  difficulty: v.optional(v.picklist(DIFFICULTIES, 'Difficulty must be easy, medium or hard')),
  category: v.optional(v.picklist(QUESTION_CATEGORIES, 'Unknown category')),
  source: v.optional(v.picklist(QUESTION_SOURCES, 'Source must be seed, manual, ai or import')),
  active: v.optional(v.picklist(['true', 'false'], 'active must be true or false')),
  pool: v.optional(v.picklist(QUESTION_POOLS, 'Pool must be practice or tournament')),
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be YYYY-MM-DD'))),
});
type FilterOut = v.InferOutput<typeof Filter>;
const filterOf = (q: FilterOut) => ({
  search: q.search || null,
  difficulty: q.difficulty ?? null,
  category: q.category ?? null,
  source: q.source ?? null,
  active: q.active === undefined ? null : q.active === 'true',
  pool: q.pool ?? null,
});
const Bulk = v.object({
  ids: v.pipe(v.array(uuid, 'ids must be a list'), v.minLength(1, 'Select at least one question'), v.maxLength(500)),
  action: v.picklist(['activate', 'deactivate', 'delete'], 'action must be activate, deactivate or delete'),
});
/** A generation's topic is one of its difficulty's six (AI_TOPICS). */
const Generate = v.pipe(
  v.object({
    count: v.optional(v.picklist([3, 5, 10, 15], 'Count must be 3, 5, 10 or 15'), 5),
    difficulty: v.picklist(DIFFICULTIES, 'Difficulty must be easy, medium or hard'),
    topic: v.string('Topic is required'),
    pool: v.optional(v.picklist(QUESTION_POOLS, 'Pool must be practice or tournament'), 'practice'),
  }),
  v.check(
    (g) => AI_TOPICS[g.difficulty].some((t) => t.topic === g.topic),
    (issue) => {
      const { difficulty } = issue.input as { difficulty: keyof typeof AI_TOPICS };
      return `Topic must be one of ${AI_TOPICS[difficulty].map((t) => t.topic).join(', ')}`;
    },
  ),
);
const DraftBody = v.object({
  question: v.string(questionMessages.required),
  options: v.array(v.string(questionMessages.required), questionMessages.fourOptions),
  // The spec clamps the edited key to 0-3.
  correct: v.pipe(
    v.number(questionMessages.correctRange),
    v.integer(questionMessages.correctRange),
    v.transform((n) => Math.min(3, Math.max(0, n))),
  ),
  explanation: v.string(questionMessages.required),
  category: v.picklist(AI_CATEGORIES, 'Unknown category'),
});
const SaveBody = v.object({
  ids: v.pipe(v.array(uuid, 'ids must be a list'), v.minLength(1, 'Select at least one question'), v.maxLength(15)),
  activate: v.boolean('activate must be true or false'),
  confirmUnchecked: v.optional(v.boolean(), false),
});

/** The multipart form's `file`, or the JSON body itself (kept as text by app.ts for this path). */
async function importText(request: Request, body: unknown): Promise<string> {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'file' in body) {
    const file = (body as { file: unknown }).file;
    if (file instanceof Blob) return file.text();
  }
  if (request.headers.get('content-type')?.startsWith('application/json')) return '';
  throw new AppError('VALIDATION_ERROR', importMessages.invalidFormat);
}

/** Question bank and AI generation (issue 19). The admin role is checked for all of /api/admin in app.ts. */
export function adminQuestionRoutes({ sql, auth, env }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  const aiModel = env.OPENAI_API_KEY ? env.OPENAI_MODEL : null;
  return new Elysia()
    .get(
      '/api/admin/questions',
      async ({ query }) =>
        listQuestions(sql, {
          ...filterOf(query),
          limit: query.limit,
          cursor: query.cursor ?? null,
          date: query.date ?? null,
        }),
      {
        query: Filter,
        detail: {
          summary:
            'Questions, newest first (decision 0021): `cursor` from `nextCursor`/`prevCursor` or a `date`; filters and a 3+ character text search, each through an index; `total` exact up to 10,000, else `totalKind: "atLeast"`',
        },
      },
    )
    .get('/api/admin/questions/stats', async () => ({ data: await questionStats(sql) }), {
      detail: {
        summary:
          'Bank figures: total, active, inactive, by source, difficulty, category and pool, top 5 categories, and the tournament pool per difficulty (unused, in open tournaments, retired)',
      },
    })
    .get(
      '/api/admin/questions/export',
      ({ query }) =>
        attachment<ExportedQuestion[], 'application/json'>(
          exportQuestionsJson(sql, filterOf(query)),
          'questions_export.json',
          'application/json',
        ),
      { query: Filter, detail: { summary: 'The filter as a JSON array in the import format (streamed)' } },
    )
    .post(
      '/api/admin/questions',
      async ({ body, request, set }) => {
        const { userId } = await admin(request);
        set.status = 201;
        return { data: await transaction(sql, (tx) => createQuestion(tx, { actorId: userId, question: body })) };
      },
      { body: QuestionInput, detail: { summary: 'Add a question (source manual) to its pool (practice by default)' } },
    )
    .put(
      '/api/admin/questions/:id',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) => updateQuestion(tx, { actorId: userId, id: params.id, question: body })),
        };
      },
      {
        params: IdParams,
        body: QuestionInput,
        detail: { summary: 'Edit a question (activate or deactivate with isActive)' },
      },
    )
    .delete(
      '/api/admin/questions/:id',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        const result = await transaction(sql, (tx) =>
          changeQuestions(tx, { actorId: userId, ids: [params.id], action: 'delete' }),
        );
        if (result.changed === 0) throw new AppError('NOT_FOUND', 'Question not found');
        return { data: result };
      },
      { params: IdParams, detail: { summary: 'Delete a question (one players answered is deactivated instead)' } },
    )
    .post(
      '/api/admin/questions/bulk',
      async ({ body, request }) => {
        const { userId } = await admin(request);
        return { data: await transaction(sql, (tx) => changeQuestions(tx, { actorId: userId, ...body })) };
      },
      { body: Bulk, detail: { summary: 'Activate, deactivate or delete many questions' } },
    )
    .post(
      importPath,
      async ({ body, request }) => {
        const { userId } = await admin(request);
        const rows = parseImportFile(await importText(request, body));
        return { data: await transaction(sql, (tx) => importQuestions(tx, { actorId: userId, rows })) };
      },
      {
        detail: {
          summary:
            'Import a JSON array of questions (the body, or the `file` of a multipart form): imported, skipped duplicates, errors per row',
        },
      },
    )
    .post(
      '/api/admin/questions/generate',
      async ({ body, request, set }) => {
        const { userId } = await admin(request);
        const started = await transaction(sql, (tx) =>
          requestGeneration(tx, { actorId: userId, model: aiModel, ...body }),
        );
        set.status = 202;
        return { data: started };
      },
      {
        body: Generate,
        detail: {
          summary:
            'Start an AI generation (the questions__generate job) for a pool (practice by default); 503 when not configured',
        },
      },
    )
    .get(
      '/api/admin/question-generations',
      async () => listGenerationsPage(sql, { limit: 10, configured: aiModel !== null, model: env.OPENAI_MODEL }),
      { detail: { summary: 'The latest generations, and whether AI generation is configured' } },
    )
    .get(
      '/api/admin/question-generations/:id',
      async ({ params }) => ({ data: await readGeneration(sql, params.id) }),
      {
        params: IdParams,
        detail: { summary: 'A generation: status, error, drafts with verdict and reasons, tokens used' },
      },
    )
    .put(
      '/api/admin/question-generations/:id/drafts/:draftId',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            editDraft(tx, { actorId: userId, generationId: params.id, draftId: params.draftId, draft: body }),
          ),
        };
      },
      { params: DraftParams, body: DraftBody, detail: { summary: 'Edit a draft (its gate runs again)' } },
    )
    .delete(
      '/api/admin/question-generations/:id/drafts/:draftId',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) =>
          deleteDraft(tx, { actorId: userId, generationId: params.id, draftId: params.draftId }),
        );
        return { data: {} };
      },
      { params: DraftParams, detail: { summary: 'Delete a draft' } },
    )
    .post(
      '/api/admin/question-generations/:id/save',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        const result = await transaction(sql, (tx) =>
          saveDrafts(tx, { actorId: userId, generationId: params.id, ...body }),
        );
        return { data: result.saved, skipped: result.skipped };
      },
      {
        params: IdParams,
        body: SaveBody,
        detail: {
          summary:
            'Save drafts to the bank (source ai); activating a draft that did not pass the gate needs confirmUnchecked',
        },
      },
    );
}
