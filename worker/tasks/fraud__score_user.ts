import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { playersToScore, scoreDuePlayers, scoreUser } from '../../domain/fraud/score-user.ts';
import { connectForTask } from '../database.ts';

const Payload = v.union([
  v.object({ userId: v.pipe(v.string(), v.uuid()) }),
  v.object({ sweep: v.picklist(['due', 'day', 'all']) }),
]);

/**
 * Scores one player (after a withdrawal request or a sign-in), the players finished quizzes marked
 * due (every minute, decision 0079), or sweeps every player seen in the last day (nightly) or all of
 * them (`bun run job -- fraud__score_user '{"sweep":"all"}'`).
 * Idempotent: a score is overwritten, a flag is raised only when none is open.
 */
export const fraud__score_user: Task = async (payload, helpers) => {
  const input = v.parse(Payload, payload);
  const sql = connectForTask();
  if ('sweep' in input && input.sweep === 'due') {
    const scored = await scoreDuePlayers(sql);
    if (scored > 0) helpers.logger.info(`fraud scores due after quizzes: ${scored} players`);
    return;
  }
  const ids =
    'userId' in input
      ? [input.userId]
      : await playersToScore(sql, input.sweep === 'day' ? new Date(Date.now() - 86_400_000) : null);
  for (const id of ids) await transaction(sql, (tx) => scoreUser(tx, id));
  if ('sweep' in input) helpers.logger.info(`fraud scores: ${ids.length} players`);
};
