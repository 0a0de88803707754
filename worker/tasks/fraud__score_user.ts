import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { playersToScore, scoreUser } from '../../domain/fraud/score-user.ts';
import { connectForTask } from '../database.ts';

const Payload = v.union([
  v.object({ userId: v.pipe(v.string(), v.uuid()) }),
  v.object({ sweep: v.picklist(['day', 'all']) }),
]);

/**
 * Scores one player (after a finished quiz, a withdrawal request or a sign-in), or sweeps every
 * player seen in the last day (nightly) or all of them (`bun run job -- fraud__score_user '{"sweep":"all"}'`).
 * Idempotent: a score is overwritten, a flag is raised only when none is open.
 */
export const fraud__score_user: Task = async (payload, helpers) => {
  const input = v.parse(Payload, payload);
  const sql = connectForTask();
  const ids =
    'userId' in input
      ? [input.userId]
      : await playersToScore(sql, input.sweep === 'day' ? new Date(Date.now() - 86_400_000) : null);
  for (const id of ids) await transaction(sql, (tx) => scoreUser(tx, id));
  if ('sweep' in input) helpers.logger.info(`fraud scores: ${ids.length} players`);
};
