import { loadEnv } from '../config/env.ts';
import { startWorker } from './run.ts';

const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('worker: DATABASE_URL is required (bun run start runs the worker in-process on the embedded database)');
  process.exit(1);
}
const runner = await startWorker(env.DATABASE_URL, { env });
console.log('worker: running');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void runner.stop().then(() => process.exit(0)));
await runner.promise;
