import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Sql } from './connection.ts';

const root = join(import.meta.dir, '..');
const migrationsDir = join(import.meta.dir, 'migrations');
const functionsDir = join(root, 'domain');

export type MigrationFile = { name: string; path: string; text: string; checksum: string };

function checksum(text: string): string {
  return new Bun.CryptoHasher('sha256').update(text).digest('hex');
}

async function readFiles(paths: { name: string; path: string }[]): Promise<MigrationFile[]> {
  return Promise.all(
    paths.map(async ({ name, path }) => {
      const text = await Bun.file(path).text();
      return { name, path, text, checksum: checksum(text) };
    }),
  );
}

/** The numbered migrations (tables, types, indexes, data moves), in number order. */
export async function numberedMigrations(dir = migrationsDir): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return readFiles(names.map((name) => ({ name, path: join(dir, name) })));
}

/** Every feature's function file (`domain/**\/*.sql`), in path order. */
export async function functionFiles(dir = functionsDir): Promise<MigrationFile[]> {
  const names = (await Array.fromAsync(new Bun.Glob('**/*.sql').scan({ cwd: dir }))).sort();
  return readFiles(names.map((name) => ({ name: relative(root, join(dir, name)), path: join(dir, name) })));
}

export type MigrateOptions = { migrationsDir?: string; functionsDir?: string };
export type MigrateResult = { migrations: string[]; functions: string[] };

/**
 * Brings a database to the current schema in one transaction, under an advisory lock:
 * 1. numbered migrations not yet applied, in order; an applied one whose file changed is refused
 *    (they are frozen once on main: change the schema with a new file);
 * 2. then every function file whose checksum changed since it was last applied (Flyway's
 *    "repeatable migrations"): each holds `create or replace` definitions, so re-applying is safe.
 */
export async function migrate(sql: Sql, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrations = await numberedMigrations(options.migrationsDir);
  const functions = await functionFiles(options.functionsDir);
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727271)`;
    await tx`create table if not exists schema_migrations (name text primary key, checksum text not null, applied_at timestamptz not null default now())`;
    await tx`create table if not exists schema_functions (path text primary key, checksum text not null, applied_at timestamptz not null default now())`;
    const applied = new Map(
      (await tx<{ name: string; checksum: string }[]>`select name, checksum from schema_migrations`).map((r) => [
        r.name,
        r.checksum,
      ]),
    );
    const changed = migrations.filter((m) => applied.has(m.name) && applied.get(m.name) !== m.checksum);
    if (changed.length > 0) {
      throw new Error(
        `Refusing to migrate: applied migration ${changed.map((m) => m.name).join(', ')} changed since it was applied. ` +
          'Numbered migrations are frozen once applied; restore the file and put the change in a new numbered migration.',
      );
    }
    const done: MigrateResult = { migrations: [], functions: [] };
    for (const file of migrations) {
      if (applied.has(file.name)) continue;
      await tx.unsafe(file.text);
      await tx`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`;
      done.migrations.push(file.name);
    }
    const current = new Map(
      (await tx<{ path: string; checksum: string }[]>`select path, checksum from schema_functions`).map((r) => [
        r.path,
        r.checksum,
      ]),
    );
    // Bodies are checked when they run, not when they are defined, so files may refer to each other in any order.
    await tx`set local check_function_bodies = off`;
    for (const file of functions) {
      if (current.get(file.name) === file.checksum) continue;
      await tx.unsafe(file.text);
      await tx`insert into schema_functions (path, checksum) values (${file.name}, ${file.checksum})
               on conflict (path) do update set checksum = excluded.checksum, applied_at = now()`;
      done.functions.push(file.name);
    }
    return done;
  });
}

/** Every file that shapes a fresh database: a copy made from them is current while none changed. */
export async function schemaSources(): Promise<MigrationFile[]> {
  return [...(await numberedMigrations()), ...(await functionFiles())];
}
