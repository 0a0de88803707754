import type { Task } from 'graphile-worker';
import { foldQuizCounters } from '../../domain/quiz/fold-quiz-counters.ts';
import { connectForTask } from '../database.ts';

/** Every minute: folds the dashboard's quiz counter changes into their totals. Idempotent, safe to overlap. */
export const quiz__fold_counters: Task = async () => {
  await foldQuizCounters(connectForTask());
};
