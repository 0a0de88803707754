// Runs a worker job now, by name: `bun run job -- daily_bonus__reset_streaks` (payload optional, JSON).
// The job goes through the queue (so it is recorded and retried like any other) and is worked at once.
import { quickAddJob, runOnce } from 'graphile-worker';
import { useWorkerDatabase } from '../worker/database.ts';
import { taskList } from '../worker/tasks.ts';
import { openDatabase } from './database.ts';

const [task, payload = '{}'] = process.argv.slice(2);
if (!task || !(task in taskList)) {
  console.error(`usage: bun run job -- <task> [json payload]\ntasks: ${Object.keys(taskList).join(', ')}`);
  process.exit(2);
}
const db = await openDatabase();
useWorkerDatabase(db.url);
const job = await quickAddJob({ connectionString: db.url }, task, JSON.parse(payload));
await runOnce({ connectionString: db.url, taskList, noPreparedStatements: !db.env.DATABASE_URL });
console.log(`ran ${task} (job ${job.id})`);
await db.close();
process.exit(0);
