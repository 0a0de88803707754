// Playwright's web server: a fresh migrated+seeded database, a fresh web build, then the real
// entry point `bun api/main.ts` with an admin account from ADMIN_EMAIL/ADMIN_PASSWORD.
// The database is dropped when Playwright stops this process. Its URL is left in dbUrlFile(port)
// for the specs that break the database on purpose.
import { rm, writeFile } from 'node:fs/promises';
import { createTestDatabase } from '../../db/testing.ts';
import { buildWeb } from '../build.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BOT_TOKEN, dbUrlFile } from './env.ts';

const port = process.env.E2E_PORT ?? '3100';
const db = await createTestDatabase();
await db.sql.end({ timeout: 2 });
await writeFile(dbUrlFile(port), db.url, { mode: 0o600 });
await buildWeb();

const child = Bun.spawn([process.execPath, 'api/main.ts'], {
  cwd: new URL('../..', import.meta.url).pathname,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    DATABASE_URL: db.url,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e!',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
  },
  stdout: 'inherit',
  stderr: 'inherit',
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  child.kill();
  await child.exited.catch(() => {});
  await db.drop().catch(() => {});
  await rm(dbUrlFile(port), { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
const exitCode = await child.exited;
if (!stopping) await stop(exitCode || 1);
