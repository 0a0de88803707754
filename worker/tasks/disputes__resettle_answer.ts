import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { resettleAnswer } from '../../domain/disputes/resettle-answer.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  correctionId: v.pipe(v.string(), v.uuid()),
  // The answering player (migration 0131): a job queued before it has none, and its player is read from the session.
  userId: v.optional(v.pipe(v.string(), v.uuid())),
  sessionId: v.pipe(v.string(), v.uuid()),
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Settles one quiz answer again under a key an upheld dispute corrected (queued by upholdDispute, one
 * job per answer), in one transaction. Idempotent: an answer is re-settled once per correction.
 */
export const disputes__resettle_answer: Task = async (payload, helpers) => {
  const { userId, ...answer } = v.parse(Payload, payload);
  const sql = connectForTask();
  const { outcome } = await transaction(sql, async (tx) => {
    const player =
      userId ??
      (await tx<{ user_id: string }[]>`select user_id from quiz_sessions where id = ${answer.sessionId}`)[0]?.user_id;
    return player ? resettleAnswer(tx, { ...answer, userId: player }) : { outcome: 'not_found' as const };
  });
  helpers.logger.info(
    `answer ${answer.sessionId}:${answer.position} under correction ${answer.correctionId}: ${outcome}`,
  );
};
