import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { verifyDeposit } from '../../domain/wallet/verify-deposit.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({ transactionId: v.pipe(v.string(), v.uuid()) });

/**
 * Queued by requestDeposit on a network whose address has a chain verifier, and by itself (with
 * backoff) while the chain does not yet show the transfer confirmed: credits it once, or leaves the
 * findings for an admin (domain/wallet/verify-deposit.ts).
 */
export const wallet__verify_deposit: Task = async (payload, helpers) => {
  const { transactionId } = v.parse(Payload, payload);
  const outcome = await verifyDeposit(connectForTask(), { transactionId, now: new Date() });
  helpers.logger.info(`deposit ${transactionId}: ${outcome}`);
};
