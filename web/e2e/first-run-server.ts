// A second server for the first-run spec (first-run.spec.ts): a fresh migrated and seeded database
// and the real entry point `bun api/main.ts` with nothing of the operator's set (no admin, no bot,
// no SMTP, no AI key, no JWT secret: only where the database is and where to listen), its output
// passed through so the spec reads the printed setup link. It reuses the web build of the shared e2e
// server: `npm start` would rebuild web/dist under the other specs' feet. The database and the data
// directory are dropped when the spec stops this process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../testing/test-database.ts';

const port = process.argv[2];
if (!port) throw new Error('usage: bun web/e2e/first-run-server.ts <port>');
const db = await createTestDatabase();
await db.sql.end({ timeout: 2 });
const dataDir = await mkdtemp(join(tmpdir(), 'quiz-first-run-'));

const child = Bun.spawn([process.execPath, 'api/main.ts'], {
  cwd: new URL('../..', import.meta.url).pathname,
  env: {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dataDir,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: port,
    DATABASE_URL: db.url,
  },
  stdout: 'inherit',
  stderr: 'inherit',
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  child.kill();
  await child.exited.catch(() => {});
  await db.drop().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
await child.exited;
await stop();
