import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { exportTasksCsv, listAdminTasks } from '../../domain/tasks/list-admin-tasks.ts';
import { listProofs, readScreenshot } from '../../domain/tasks/list-proofs.ts';
import { approveProof, rejectProof } from '../../domain/tasks/review-proof.ts';
import { createTask, deleteTask, updateTask } from '../../domain/tasks/save-task.ts';
import { taskTypes, type TaskInput } from '../../domain/tasks/task-rules.ts';
import { taskFilterStatuses } from '../../domain/tasks/task-lists.ts';
import { attachment, type Reply } from '../http/reply.ts';
import type { Deps } from '../http/deps.ts';
import { translationsBody } from '../http/translations-body.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Not found')) });
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const limitParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 100'),
    v.transform(Number),
    v.minValue(1, 'limit must be a number from 1 to 100'),
    v.maxValue(100, 'limit must be a number from 1 to 100'),
  ),
  '20',
);
const typeFilter = v.optional(v.picklist(taskTypes, 'Unknown task type'));
const TaskQuery = v.object({
  search: optionalText(100),
  status: v.optional(v.picklist(taskFilterStatuses, 'Unknown status')),
  type: typeFilter,
  limit: limitParam,
  cursor: optionalText(100),
});
const ProofQuery = v.object({
  search: optionalText(100),
  status: v.optional(v.picklist(['pending', 'approved', 'rejected'], 'Unknown status')),
  type: typeFilter,
  limit: limitParam,
  cursor: optionalText(100),
});
const nullableText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(message), v.maxLength(max, message))));
const dateText = (label: string) => nullableText(40, `${label} is not a valid date`);
/** The shapes; the task rules (domain/tasks/task-rules.ts) check the values with the spec's messages. */
const TaskBody = v.strictObject({
  title: v.optional(v.pipe(v.string('Title is required'), v.maxLength(500, 'Title must be at most 120 characters'))),
  description: v.optional(
    v.pipe(v.string('Description must be text'), v.maxLength(4000, 'Description must be at most 2000 characters')),
  ),
  type: v.optional(v.pipe(v.string('Type must be daily, marketing, partner or referral'), v.maxLength(20))),
  reward: v.optional(
    v.union([v.pipe(v.string(), v.maxLength(32, 'Reward must be 0 or more')), v.number()], 'Reward must be 0 or more'),
  ),
  action: v.optional(v.pipe(v.string('Unknown action'), v.maxLength(20, 'Unknown action'))),
  link: nullableText(600, 'Link must be a valid http(s) URL'),
  partnerName: nullableText(200, 'Partner name must be at most 80 characters'),
  verification: v.optional(v.pipe(v.string('Unknown task type'), v.maxLength(40, 'Unknown task type'))),
  requirements: v.optional(
    v.strictObject(
      {
        minScore: v.optional(v.number('Minimum score must be a whole number from 0 to 100')),
        difficulty: nullableText(20, 'Difficulty must be easy, medium or hard'),
        chat: nullableText(100, 'Channel must be an @username or a numeric chat id'),
        target: v.optional(v.number('Target must be 1 to 1000 referrals')),
      },
      'Requirements must be minScore, difficulty, chat or target',
    ),
  ),
  maxCompletions: v.optional(v.number('Max completions must be 0 (unlimited) or a whole number above it')),
  startDate: dateText('Start date'),
  endDate: dateText('End date'),
  expiryDate: dateText('Expiry date'),
  isActive: v.optional(v.boolean('isActive must be true or false')),
  translations: translationsBody,
});
const RejectBody = v.optional(
  v.object({
    reason: v.optional(
      v.pipe(v.string('Please provide a reason for rejection'), v.maxLength(500, 'Reason is too long')),
    ),
  }),
);

/** `expiryDate` (the simple form's name) is the task's end date. */
const taskInput = ({ expiryDate, ...body }: v.InferOutput<typeof TaskBody>): TaskInput => ({
  ...body,
  ...(expiryDate !== undefined && body.endDate === undefined ? { endDate: expiryDate } : {}),
});

/** Tasks, marketing tasks and proof review. The admin role is checked for all of /api/admin in app.ts. */
export function adminTaskRoutes({ sql, auth, now }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  const filterOf = (q: v.InferOutput<typeof TaskQuery>) => ({
    search: q.search || null,
    status: q.status ?? null,
    type: q.type ?? null,
  });
  return new Elysia()
    .get(
      '/api/admin/tasks',
      ({ query }) =>
        listAdminTasks(sql, { ...filterOf(query), limit: query.limit, cursor: query.cursor ?? null, now: now() }),
      { query: TaskQuery, detail: { summary: 'Tasks with their counters, search, filters, cards (cursor pages)' } },
    )
    .get(
      '/api/admin/tasks/export',
      async ({ query }) =>
        attachment(await exportTasksCsv(sql, filterOf(query), now()), 'tasks_export.csv', 'text/csv'),
      { query: TaskQuery, detail: { summary: 'The current filter as tasks_export.csv' } },
    )
    .post(
      '/api/admin/tasks',
      async ({ body, request, set }) => {
        const { userId } = await admin(request);
        set.status = 201;
        return {
          data: await transaction(sql, (tx) => createTask(tx, { adminId: userId, task: taskInput(body), now: now() })),
        };
      },
      { body: TaskBody, detail: { summary: 'Create a task (simple or marketing form)' } },
    )
    .put(
      '/api/admin/tasks/:id',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            updateTask(tx, { adminId: userId, taskId: params.id, task: taskInput(body), now: now() }),
          ),
        };
      },
      { params: IdParams, body: TaskBody, detail: { summary: 'Edit, activate or deactivate a task' } },
    )
    .delete(
      '/api/admin/tasks/:id',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) => deleteTask(tx, { adminId: userId, taskId: params.id, now: now() }));
        return { data: {} };
      },
      { params: IdParams, detail: { summary: 'Delete a task (its completions and payments stay)' } },
    )
    .get(
      '/api/admin/task-proofs',
      async ({ query }) => {
        const { tasks } = await readSettings(sql);
        return listProofs(sql, {
          status: query.status ?? null,
          type: query.type ?? null,
          search: query.search || null,
          limit: query.limit,
          cursor: query.cursor ?? null,
          now: now(),
          reviewHours: tasks.proofReviewHours,
        });
      },
      { query: ProofQuery, detail: { summary: 'Task proofs with task and player, counters (cursor pages)' } },
    )
    .get(
      '/api/admin/task-proofs/:id/screenshot',
      async ({ params }) => {
        const shot = await readScreenshot(sql, params.id);
        if (!shot) throw new AppError('NOT_FOUND', 'Proof not found');
        const reply: Reply<Uint8Array, 'image/*'> = new Response(new Uint8Array(shot.screenshot), {
          headers: {
            'content-type': shot.content_type,
            'cache-control': 'private, max-age=300',
            'x-content-type-options': 'nosniff',
          },
        });
        return reply;
      },
      { params: IdParams, detail: { summary: 'The proof screenshot (admins only)' } },
    )
    .put(
      '/api/admin/task-proofs/:id/approve',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) => approveProof(tx, { adminId: userId, proofId: params.id, now: now() })),
        };
      },
      { params: IdParams, detail: { summary: 'Approve a pending proof: completes the task, pays once' } },
    )
    .put(
      '/api/admin/task-proofs/:id/reject',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            rejectProof(tx, { adminId: userId, proofId: params.id, reason: body?.reason ?? '', now: now() }),
          ),
        };
      },
      { params: IdParams, body: RejectBody, detail: { summary: 'Reject a pending proof with a reason' } },
    );
}
