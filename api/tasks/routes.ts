import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { completeTask, gatherEvidence, recordFailedVerification, startTask } from '../../domain/tasks/complete-task.ts';
import { listTasksJson, type PlayerTask } from '../../domain/tasks/list-tasks.ts';
import { maxScreenshotBytes, submitProof } from '../../domain/tasks/submit-proof.ts';
import { taskTypes } from '../../domain/tasks/task-rules.ts';
import { readProofImage } from '../../domain/wallet/proof-image.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import { telegramOf } from '../../config/env.ts';
import type { Deps } from '../http/deps.ts';
import { idempotencyOf, runIdempotent } from '../http/idempotency.ts';
import { keyIsTaken } from '../../domain/idempotency.ts';
import { dataJsonText } from '../http/json-text.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Task not found')) });
const ListQuery = v.object({
  type: v.optional(v.picklist(taskTypes, 'Type must be daily, marketing, partner or referral')),
});
/** Multipart fields arrive as strings and files; anything else is checked by hand for the spec's one message. */
const ProofBody = v.object({
  username: v.optional(v.unknown()),
  taskUrl: v.optional(v.unknown()),
  description: v.optional(v.unknown()),
  screenshot: v.optional(v.unknown()),
});
const missingFields = 'Please fill in all required fields';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function proofFields(body: v.InferOutput<typeof ProofBody>) {
  const username = text(body.username);
  const taskUrl = text(body.taskUrl);
  const screenshot = body.screenshot instanceof Blob && body.screenshot.size > 0 ? body.screenshot : null;
  if (!username || !taskUrl || !screenshot) throw new AppError('VALIDATION_ERROR', missingFields);
  if (username.length > 100) throw new AppError('VALIDATION_ERROR', 'Username must be at most 100 characters');
  if (taskUrl.length > 500 || !/^https?:\/\/\S+$/i.test(taskUrl))
    throw new AppError('VALIDATION_ERROR', 'Task URL must be a valid http(s) link');
  const description = text(body.description);
  if (description.length > 1000) throw new AppError('VALIDATION_ERROR', 'Description must be at most 1000 characters');
  return { username, taskUrl, description, screenshot };
}

export function taskRoutes({ sql, env, auth, now }: Deps) {
  const bot = telegramOf(env);
  return new Elysia()
    .get(
      '/api/tasks',
      async ({ request, query }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tasks');
        return dataJsonText<PlayerTask[]>(await listTasksJson(sql, { userId, type: query.type ?? null, now: now() }));
      },
      { query: ListQuery, detail: { summary: "The player's live earn tasks with their own state" } },
    )
    .post(
      '/api/tasks/:id/start',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tasks');
        return { data: await transaction(sql, (tx) => startTask(tx, { userId, taskId: params.id, now: now() })) };
      },
      {
        params: IdParams,
        detail: { summary: 'Take a task (Go): quiz and link tasks are verified from this moment' },
      },
    )
    .post(
      '/api/tasks/:id/complete',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tasks');
        const taskId = params.id;
        const once = await idempotencyOf(request, { taskId });
        const replaying = once !== undefined && (await keyIsTaken(sql, userId, once.key));
        const evidence = await gatherEvidence(sql, bot, { userId, taskId, now: now(), replaying });
        try {
          return await runIdempotent(
            sql,
            request,
            { userId, fingerprint: { taskId }, lockUserFirst: true },
            async (tx) => {
              const done = await completeTask(tx, { userId, taskId, now: now(), evidence });
              return { status: 200, body: { data: { ...done, user: await loadUserView(tx, userId) } } };
            },
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'VERIFICATION_FAILED')
            await recordFailedVerification(sql, taskId);
          throw error;
        }
      },
      {
        params: IdParams,
        detail: { summary: 'Complete a task after the server verified it, and pay its reward (Idempotency-Key)' },
      },
    )
    .post(
      '/api/tasks/:id/proofs',
      async ({ request, params, body }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tasks');
        const fields = proofFields(body);
        const screenshot = await readProofImage(fields.screenshot, maxScreenshotBytes);
        const fingerprint = {
          taskId: params.id,
          username: fields.username,
          taskUrl: fields.taskUrl,
          description: fields.description,
          screenshot: new Bun.CryptoHasher('sha256').update(screenshot.bytes).digest('hex'),
        };
        return runIdempotent(sql, request, { userId, fingerprint, lockUserFirst: true }, async (tx) => ({
          status: 201,
          body: {
            data: await submitProof(tx, {
              userId,
              taskId: params.id,
              username: fields.username,
              taskUrl: fields.taskUrl,
              description: fields.description,
              screenshot,
              now: now(),
            }),
          },
        }));
      },
      {
        params: IdParams,
        body: ProofBody,
        detail: {
          summary: 'Submit a screenshot proof (multipart: username, taskUrl, description?, screenshot up to 10 MB)',
        },
      },
    );
}
