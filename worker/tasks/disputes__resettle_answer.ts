import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { resettleAnswer } from '../../domain/disputes/resettle-answer.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  correctionId: v.pipe(v.string(), v.uuid()),
  sessionId: v.pipe(v.string(), v.uuid()),
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * Settles one quiz answer again under a key an upheld dispute corrected (queued by upholdDispute, one
 * job per answer), in one transaction. Idempotent: an answer is re-settled once per correction.
 */
export const disputes__resettle_answer: Task = async (payload, helpers) => {
  const input = v.parse(Payload, payload);
  const sql = connectForTask();
  const { outcome } = await transaction(sql, (tx) => resettleAnswer(tx, input));
  helpers.logger.info(`answer ${input.sessionId}:${input.position} under correction ${input.correctionId}: ${outcome}`);
};
