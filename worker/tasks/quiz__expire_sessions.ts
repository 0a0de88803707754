import type { Task } from 'graphile-worker';
import { transaction } from '../../db/connection.ts';
import { expireAbandonedSessions } from '../../domain/quiz/expire-sessions.ts';
import { connectForTask } from '../database.ts';

/** Every minute: finishes quizzes whose open question passed its deadline, so no stake waits in escrow. Idempotent. */
export const quiz__expire_sessions: Task = async (_payload, helpers) => {
  const sql = connectForTask();
  const finished = await expireAbandonedSessions(sql, (run) => transaction(sql, run));
  if (finished > 0) helpers.logger.info(`abandoned quizzes finished: ${finished}`);
};
