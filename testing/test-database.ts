import { join } from 'node:path';
import { connect, type Sql } from '../db/connection.ts';
import { installJobQueue } from '../db/job-queue.ts';
import { migrate, schemaSources } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';

/** The server tests run against: TEST_DATABASE_URL, else the machine's PostgreSQL. */
export const testServerUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A streaming hot standby of that server (scripts/replica.sh), when one runs: TEST_DATABASE_REPLICA_URL. */
export const testReplicaServerUrl = () => process.env.TEST_DATABASE_REPLICA_URL;

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const dbDir = join(import.meta.dir, '../db');
// Bun's glob takes no path separators inside braces: one pattern per folder.
const seedPatterns = ['seed.ts', 'questions/*.ts', 'seed-data/*.ts'].map((pattern) => new Bun.Glob(pattern));

/** Template name changes whenever a migration, a function file or the seed changes, so a stale template is never reused. */
async function templateName(): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha1');
  for (const file of await schemaSources()) hasher.update(file.name + file.checksum);
  hasher.update('with the job queue');
  const seedFiles = (await Promise.all(seedPatterns.map((glob) => Array.fromAsync(glob.scan({ cwd: dbDir }))))).flat();
  if (!seedFiles.includes('seed.ts')) throw new Error('the seed files were not found');
  for (const file of seedFiles.sort()) {
    hasher.update(file + (await Bun.file(join(dbDir, file)).text()));
  }
  return `cq_template_${hasher.digest('hex').slice(0, 12)}`;
}

async function ensureTemplate(admin: Sql, name: string): Promise<void> {
  await admin`select pg_advisory_lock(727272)`;
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists) return;
    await admin.unsafe(`create database "${name}_building"`).catch(() => {});
    const db = connect(withDatabase(testServerUrl(), `${name}_building`), { max: 1 });
    try {
      await migrate(db);
      await seed(db);
    } finally {
      await db.end();
    }
    await installJobQueue(withDatabase(testServerUrl(), `${name}_building`));
    await admin.unsafe(`alter database "${name}_building" rename to "${name}"`);
  } finally {
    await admin`select pg_advisory_unlock(727272)`;
  }
}

export type TestDatabase = { url: string; sql: Sql; drop: () => Promise<void> };

/** A new migrated and seeded database of its own, copied from a template (one per test file). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = connect(testServerUrl(), { max: 1 });
  try {
    const template = await templateName();
    await ensureTemplate(admin, template);
    const name = `cq_test_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 8)}`;
    await admin.unsafe(`create database "${name}" template "${template}"`);
    const url = withDatabase(testServerUrl(), name);
    const sql = connect(url, { max: 20 });
    return {
      url,
      sql,
      drop: async () => {
        await sql.end({ timeout: 5 });
        const cleanup = connect(testServerUrl(), { max: 1 });
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`).finally(() => cleanup.end());
      },
    };
  } finally {
    await admin.end();
  }
}
