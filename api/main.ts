import { loadEnv } from '../config/env.ts';
import { startServer } from './server.ts';

const env = loadEnv();
if (!env.DATABASE_URL) {
  console.error('api: DATABASE_URL is required (bun run start uses an embedded database when it is not set)');
  process.exit(1);
}
const { url } = await startServer(env, env.DATABASE_URL);
console.log(`api: listening on ${url}`);
