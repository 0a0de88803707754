// Writes db/schema.sql from a freshly migrated database so every schema change shows in review
// (`--stdout` prints it instead, for the test that compares it with the committed file).
import { createTestDatabase } from '../testing/test-database.ts';

const db = await createTestDatabase();
try {
  const dump = Bun.spawnSync([
    'pg_dump',
    '--schema-only',
    '--no-owner',
    '--no-privileges',
    '--exclude-schema=graphile_worker',
    db.url,
  ]);
  if (dump.exitCode !== 0) throw new Error(dump.stderr.toString());
  const text = dump.stdout
    .toString()
    .replace(/^--.*\n/gm, '')
    .replace(/^\\(un)?restrict .*\n/gm, '')
    .replace(/\n{3,}/g, '\n\n');
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else {
    await Bun.write('db/schema.sql', text);
    console.log('wrote db/schema.sql');
  }
} finally {
  await db.drop();
}
