import { afterAll, expect, test } from 'bun:test';
import { connect, type Sql } from './connection.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// What the database defines, read from the catalogue: independent of pg_dump's version.
async function catalogue(sql: Sql) {
  return {
    columns: await sql`select table_name, column_name, data_type, domain_name, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by 1, 2`,
    constraints: await sql`select coalesce(nullif(conrelid, 0)::regclass::text, contypid::regtype::text) as owner,
      conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    indexes: await sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    functions: await sql`select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
      from pg_proc p where pronamespace = 'public'::regnamespace order by 1`,
    triggers: await sql`select tgname, pg_get_triggerdef(oid) as def from pg_trigger where not tgisinternal order by 1`,
    extensions: await sql`select extname from pg_extension order by 1`,
  };
}

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.drop()));
});

test('db/schema.sql defines exactly what the migrations and function files define', async () => {
  const migrated = await createTestDatabase();
  databases.push(migrated);
  const admin = connect(migrated.url.replace(/\/[^/]+$/, '/postgres'), { max: 1 });
  const name = `cq_schema_${crypto.randomUUID().slice(0, 8)}`;
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const fromDump = connect(migrated.url.replace(/\/[^/]+$/, `/${name}`), { max: 1 });
  databases.push({
    url: '',
    sql: fromDump,
    drop: async () => {
      await fromDump.end();
      const cleanup = connect(migrated.url.replace(/\/[^/]+$/, '/postgres'), { max: 1 });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`).finally(() => cleanup.end());
    },
  });
  await fromDump.unsafe(await Bun.file('db/schema.sql').text());
  await fromDump`reset search_path`; // the dump empties it for its own statements
  const expected = await catalogue(migrated.sql);
  const actual = await catalogue(fromDump);
  // A dump can only match if it has something in it.
  expect(expected.functions.length).toBeGreaterThan(20);
  expect(actual).toEqual(expected);
});

test('db/schema.sql is the text pg_dump writes of the current schema (run `bun run schema:dump`)', async () => {
  const version = Bun.spawnSync(['pg_dump', '--version']);
  const server = await createTestDatabase();
  databases.push(server);
  const [row] = await server.sql<{ server_version_num: string }[]>`show server_version_num`;
  const dumpMajor = Number(version.stdout.toString().match(/(\d+)\./)?.[1] ?? 0);
  const serverMajor = Math.floor(Number(row?.server_version_num) / 10000);
  // With no matching pg_dump the catalogue comparison above is the check; say so instead of passing silently.
  if (version.exitCode !== 0 || dumpMajor !== serverMajor) {
    console.warn(`pg_dump ${dumpMajor} cannot dump a ${serverMajor} server: compared by catalogue only`);
    expect(dumpMajor).not.toBe(serverMajor);
    return;
  }
  const committed = await Bun.file('db/schema.sql').text();
  const dump = Bun.spawnSync([process.execPath, 'scripts/dump-schema.ts', '--stdout'], {
    stdout: 'pipe',
    stderr: 'pipe',
  });
  expect(dump.stderr.toString()).not.toContain('error');
  expect(dump.exitCode).toBe(0);
  expect(dump.stdout.toString()).toBe(committed);
});
