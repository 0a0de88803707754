// Starts the whole product: database (embedded PGlite when DATABASE_URL is not set), migrations,
// seed, the web build, the API with the SSR web app, and the worker, in this one process.
import { join } from 'node:path';
import { loadEnv } from '../config/env.ts';
import { startServer } from '../api/server.ts';
import { startEmbeddedDatabase } from '../db/embedded.ts';
import { buildWeb } from '../web/build.ts';
import { startWorker } from '../worker/run.ts';

const env = loadEnv();
let databaseUrl = env.DATABASE_URL;
let embedded: Awaited<ReturnType<typeof startEmbeddedDatabase>> | undefined;
if (!databaseUrl) {
  console.log('DATABASE_URL is not set: starting the embedded PostgreSQL (PGlite) under', join(env.DATA_DIR, 'pglite'));
  embedded = await startEmbeddedDatabase(join(env.DATA_DIR, 'pglite'));
  databaseUrl = embedded.url;
}

await buildWeb();
const { url, server, sql } = await startServer(env, databaseUrl, {
  poolSize: embedded ? 4 : env.DATABASE_POOL_SIZE,
  embedded: Boolean(embedded),
});
const worker = await startWorker(databaseUrl, { embedded: Boolean(embedded), env });

console.log(`\n  Crypto quiz is running: open ${url}\n`);

async function shutdown() {
  await worker.stop().catch(() => {});
  server.stop(true);
  await sql.end({ timeout: 2 }).catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
