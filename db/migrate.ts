import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from './connection.ts';

const migrationsDir = join(import.meta.dir, 'migrations');

/** Applies the forward-only numbered migrations not yet applied, under an advisory lock. */
export async function migrate(sql: Sql): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727271)`;
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`;
    const applied = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    const done: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      await tx.unsafe(await Bun.file(join(migrationsDir, file)).text());
      await tx`insert into schema_migrations (name) values (${file})`;
      done.push(file);
    }
    return done;
  });
}
