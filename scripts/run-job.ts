// Enqueues a worker job by name, e.g. `bun run job -- maintenance__prune '{}'`; a running worker picks it up.
import { quickAddJob } from 'graphile-worker';
import { taskList } from '../worker/tasks.ts';
import { openDatabase } from './database.ts';

const [task, payload = '{}'] = process.argv.slice(2);
if (!task || !(task in taskList)) {
  console.error(`usage: bun run job -- <task> [json payload]\ntasks: ${Object.keys(taskList).join(', ')}`);
  process.exit(2);
}
const db = await openDatabase();
const job = await quickAddJob({ connectionString: db.url }, task, JSON.parse(payload));
console.log(`enqueued ${task} as job ${job.id}`);
await db.close();
