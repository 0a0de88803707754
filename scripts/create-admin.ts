// Creates the admin account, or makes the existing account with that email an admin after setting
// its password and revoking its sessions (audited; domain/identity/ensure-admin.ts):
//   bun run create-admin -- admin@example.com 'a long password'
import { adminOutcomeMessage, ensureAdmin } from '../domain/identity/ensure-admin.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { openDatabase } from './database.ts';

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error('usage: bun run create-admin -- <email> <password of at least 8 characters>');
  process.exit(2);
}
const db = await openDatabase();
await migrate(db.sql);
await seed(db.sql);
const { outcome } = await db.sql.begin((tx) => ensureAdmin(tx, { email, password }));
console.log(adminOutcomeMessage[outcome](email));
await db.close();
