// Creates the first admin (or grants the admin role to an existing account):
//   bun run create-admin -- admin@example.com 'a long password'
import { ensureAdmin } from '../domain/identity/email-account.ts';
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
const { created } = await db.sql.begin((tx) => ensureAdmin(tx, { email, password }));
console.log(created ? `admin ${email} created` : `${email} already existed and is now an admin`);
await db.close();
