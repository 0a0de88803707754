import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { rejectDispute, upholdDispute } from '../../domain/disputes/decide-dispute.ts';
import { DISPUTE_STATUSES, listDisputes } from '../../domain/disputes/list-disputes.ts';
import type { Deps } from '../http/deps.ts';
import { reasonText } from './schemas.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Dispute not found')) });
const ListQuery = v.object({
  status: v.optional(v.picklist(DISPUTE_STATUSES, 'Status must be open, upheld or rejected')),
});
const UpholdBody = v.strictObject({
  correctAnswer: v.pipe(
    v.number('correctAnswer must be 0 to 3'),
    v.integer('correctAnswer must be 0 to 3'),
    v.minValue(0, 'correctAnswer must be 0 to 3'),
    v.maxValue(3, 'correctAnswer must be 0 to 3'),
  ),
});
const RejectBody = v.strictObject({ reason: reasonText('A reason is required') });

/** The Disputes screen's endpoints. The admin role is checked for all of /api/admin in app.ts. */
export function adminDisputeRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/api/admin/disputes',
      async ({ query }) => ({ data: await listDisputes(sql, { status: query.status ?? null, limit: 100 }) }),
      {
        query: ListQuery,
        detail: { summary: 'Disputed questions with their reasons and counts, the latest first' },
      },
    )
    .put(
      '/api/admin/disputes/:id/uphold',
      async ({ request, params, body }) => {
        const { userId } = await auth.requireAdmin(request);
        const input = { disputeId: params.id, actorId: userId, correctAnswer: body.correctAnswer, now: now() };
        return { data: await transaction(sql, (tx) => upholdDispute(tx, input)) };
      },
      {
        params: IdParams,
        body: UpholdBody,
        detail: { summary: 'Uphold: correct the key, deactivate the question, re-settle every answer to it' },
      },
    )
    .put(
      '/api/admin/disputes/:id/reject',
      async ({ request, params, body }) => {
        const { userId } = await auth.requireAdmin(request);
        const input = { disputeId: params.id, actorId: userId, reason: body.reason, now: now() };
        return { data: await transaction(sql, (tx) => rejectDispute(tx, input)) };
      },
      {
        params: IdParams,
        body: RejectBody,
        detail: { summary: 'Reject the open disputes of a question, with a reason' },
      },
    );
}
