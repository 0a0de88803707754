import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// A database of its own with the real schema, then a scratch folder of extra files on top of it.
let db: TestDatabase;
let dir: string;
const migrationsDir = () => join(dir, 'migrations');
const functionsDir = () => join(dir, 'domain');

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'cq-migrate-'));
  await mkdir(migrationsDir());
  await mkdir(functionsDir());
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const run = () => migrate(db.sql, { migrationsDir: migrationsDir(), functionsDir: functionsDir() });

test('a numbered migration runs once; an applied migration whose file changed is refused with a clear message', async () => {
  await Bun.write(join(migrationsDir(), '0901_widgets.sql'), 'create table widgets (id int primary key);');
  expect((await run()).migrations).toEqual(['0901_widgets.sql']);
  expect((await run()).migrations).toEqual([]);

  await Bun.write(join(migrationsDir(), '0901_widgets.sql'), 'create table widgets (id int primary key, name text);');
  await expect(run()).rejects.toThrow(/applied migration 0901_widgets\.sql changed since it was applied/);
  // Nothing of the refused run was applied.
  const [column] =
    await db.sql`select 1 from information_schema.columns where table_name = 'widgets' and column_name = 'name'`;
  expect(column).toBeUndefined();

  await Bun.write(join(migrationsDir(), '0901_widgets.sql'), 'create table widgets (id int primary key);');
  await Bun.write(join(migrationsDir(), '0902_widget_names.sql'), 'alter table widgets add column name text;');
  expect((await run()).migrations).toEqual(['0902_widget_names.sql']);
});

test('a function file is applied after the numbered migrations and re-applied only when its checksum changes', async () => {
  const file = join(functionsDir(), 'widgets', 'widget-label.sql');
  await Bun.write(
    file,
    "create or replace function widget_label(p_id int) returns text language sql as $$ select 'widget ' || p_id $$;",
  );
  // The function refers to a table from a migration of the same run: migrations go first.
  await Bun.write(join(migrationsDir(), '0903_gadgets.sql'), 'create table gadgets (id int primary key);');
  await Bun.write(
    join(functionsDir(), 'gadgets', 'count-gadgets.sql'),
    'create or replace function count_gadgets() returns bigint language sql as $$ select count(*) from gadgets $$;',
  );
  const first = await run();
  expect(first.migrations).toEqual(['0903_gadgets.sql']);
  expect(first.functions).toEqual([
    expect.stringMatching(/domain\/gadgets\/count-gadgets\.sql$/),
    expect.stringMatching(/domain\/widgets\/widget-label\.sql$/),
  ]);
  expect((await run()).functions).toEqual([]);
  expect((await db.sql`select widget_label(7) as label`)[0]?.label).toBe('widget 7');

  await Bun.write(
    file,
    "create or replace function widget_label(p_id int) returns text language sql as $$ select 'gizmo ' || p_id $$;",
  );
  expect((await run()).functions).toEqual([expect.stringContaining('widgets/widget-label.sql')]);
  expect((await db.sql`select widget_label(7) as label`)[0]?.label).toBe('gizmo 7');
});
