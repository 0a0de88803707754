// Applies pending migrations and the idempotent seed: `bun run migrate`.
import { installJobQueue } from '../db/job-queue.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { openDatabase } from './database.ts';

const db = await openDatabase();
const applied = await migrate(db.sql);
await seed(db.sql);
await installJobQueue(db.url, { embedded: !db.env.DATABASE_URL });
const changes = [...applied.migrations, ...applied.functions];
console.log(changes.length ? `applied: ${changes.join(', ')}` : 'schema is up to date');
await db.close();
