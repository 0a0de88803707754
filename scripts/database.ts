import { join } from 'node:path';
import { loadEnv, type Env } from '../config/env.ts';
import { connect, type Sql } from '../db/connection.ts';
import { startEmbeddedDatabase } from '../db/embedded.ts';

/** For operator scripts: the configured database, or the embedded one under the data directory. */
export async function openDatabase(): Promise<{ env: Env; sql: Sql; url: string; close: () => Promise<void> }> {
  const env = loadEnv();
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedDatabase(join(env.DATA_DIR, 'pglite'));
  const url = env.DATABASE_URL ?? embedded!.url;
  const sql = connect(url, { max: 2 });
  return {
    env,
    sql,
    url,
    close: async () => {
      await sql.end({ timeout: 2 });
      await embedded?.stop();
    },
  };
}
