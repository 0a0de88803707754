import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { verifyPayout } from '../../domain/wallet/verify-payout.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({ transactionId: v.pipe(v.string(), v.uuid()) });

/**
 * Queued by recordPayout when an admin records a payout on a verified network, and by itself with
 * backoff: completes the withdrawal once the chain shows the payout, or leaves the findings for the
 * admin (domain/wallet/verify-payout.ts).
 */
export const wallet__verify_payout: Task = async (payload, helpers) => {
  const { transactionId } = v.parse(Payload, payload);
  const outcome = await verifyPayout(connectForTask(), { transactionId, now: new Date() });
  helpers.logger.info(`payout ${transactionId}: ${outcome}`);
};
