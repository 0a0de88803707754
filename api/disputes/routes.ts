import { Elysia } from 'elysia';
import * as v from 'valibot';
import { openDispute } from '../../domain/disputes/open-dispute.ts';
import type { Deps } from '../http/deps.ts';
import { reasonText } from './schemas.ts';

const DisputeBody = v.strictObject({
  questionId: v.pipe(v.string('questionId is required'), v.uuid('questionId must be a question id')),
  reason: reasonText('Please say why the answer key is wrong'),
});
const SessionParams = v.object({ id: v.pipe(v.string(), v.uuid('Quiz session not found')) });

/** A player disputes a question of their quiz (decision 0058b). */
export function disputeRoutes({ sql, auth }: Deps) {
  return new Elysia().post(
    '/api/quiz/sessions/:id/disputes',
    async ({ request, params, body, set }) => {
      const { userId } = await auth.requireUser(request);
      set.status = 201;
      return { data: await openDispute(sql, { userId, sessionId: params.id, ...body }) };
    },
    {
      params: SessionParams,
      body: DisputeBody,
      detail: { summary: 'Dispute the answer key of a question I answered (once per question)' },
    },
  );
}
