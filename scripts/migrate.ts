// Applies pending migrations and the idempotent seed: `bun run migrate`.
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { openDatabase } from './database.ts';

const db = await openDatabase();
const applied = await migrate(db.sql);
await seed(db.sql);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
await db.close();
