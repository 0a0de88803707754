/**
 * The one-time setup link of a first run: while no admin account exists, each start of a server
 * process (api/server.ts) issues a random token valid for an hour and prints the link; only the
 * token's hash is stored, so every API replica accepts any token a replica printed. Read by
 * set-up-first-admin.ts.
 */
import type { Db } from '../../db/connection.ts';

/** How long a printed setup link works (API.md "First run and operator accounts"). */
export const setupTokenLifetimeMs = 60 * 60 * 1000;

export const hashSetupToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex');

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db<
    { exists: boolean }[]
  >`select exists (select 1 from user_roles where role = 'admin') as exists`;
  return row!.exists;
}

/** A new setup token, or null when an admin exists (nothing to set up). Expired tokens are dropped. */
export async function issueSetupToken(db: Db, now: Date): Promise<string | null> {
  if (await adminExists(db)) return null;
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  await db`delete from admin_setup_tokens where expires_at <= ${now}`;
  await db`
    insert into admin_setup_tokens (token_hash, expires_at)
    values (${hashSetupToken(token)}, ${new Date(now.getTime() + setupTokenLifetimeMs)})`;
  return token;
}

/** The line a start prints while no admin exists. */
export const setupLinkMessage = (publicUrl: string, token: string) =>
  `Set up the back office: ${publicUrl}/admin/setup?token=${token}`;
