import type { Task } from 'graphile-worker';
import { transaction } from '../../db/connection.ts';
import { rollUpQuestionUsage } from '../../domain/questions/roll-up-usage.ts';
import { connectForTask } from '../database.ts';

/** Every few minutes: the questions' usage figures from the quizzes completed since the last run. Idempotent. */
export const questions__roll_up_usage: Task = async (_payload, helpers) => {
  const result = await transaction(connectForTask(), (tx) => rollUpQuestionUsage(tx, new Date()));
  helpers.logger.info(`question usage: ${result.sessions} sessions, ${result.questions} questions`);
};
