import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { settleTournament } from '../../domain/tournaments/settle-tournament.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({ tournamentId: v.pipe(v.string(), v.uuid()) });

/**
 * Settles a tournament at its end, or as soon as a full tournament's runs have all finished.
 * Idempotent: a settled tournament is left as it is; one not yet due is queued again for its end.
 */
export const tournaments__complete: Task = async (payload, helpers) => {
  const { tournamentId } = v.parse(Payload, payload);
  const sql = connectForTask();
  const { outcome } = await transaction(sql, (tx) =>
    settleTournament(tx, { tournamentId, now: new Date(), when: 'due' }),
  );
  helpers.logger.info(`tournament ${tournamentId}: ${outcome}`);
};
