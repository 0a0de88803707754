import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({ referredId: v.optional(v.pipe(v.string(), v.uuid())) });

/**
 * Pays qualified referrals once: queued with `referredId` by a referred player's qualifying action
 * (domain/referrals/queue-referral.sql), and hourly without it as a sweep of every pending one.
 */
export const referrals__process: Task = async (payload, helpers) => {
  const { referredId } = v.parse(Payload, payload ?? {});
  const { processed } = await processPendingReferrals(connectForTask(), { referredId });
  if (processed > 0) helpers.logger.info(`referrals processed: ${processed}`);
};
