/**
 * POST /api/admin/setup: the first admin account, created from the browser with the setup token the
 * start printed (setup-token.ts). Race-free: every attempt takes the same transaction lock, so of
 * two browsers at once exactly one creates the admin and the other finds it and gets 409. Creates
 * the account through ensureAdmin (no welcome bonus: an admin is not a player), spends every setup
 * token, and writes the audit entry `admin.setup`.
 */
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { lockEmail, normaliseEmail } from '../identity/email-account.ts';
import { ensureAdmin } from '../identity/ensure-admin.ts';
import { userIdBy } from '../identity/user-lookups.ts';
import { adminExists, hashSetupToken } from './setup-token.ts';

export type SetUpFirstAdminInput = {
  token: string;
  email: string;
  password: string;
  name: string;
  passwordMinLength: number;
  now: Date;
};

export const alreadySetUpMessage = 'The back office is already set up: sign in as an admin';

export async function setUpFirstAdmin(tx: Tx, input: SetUpFirstAdminInput): Promise<{ userId: string }> {
  await tx`select pg_advisory_xact_lock(hashtextextended('admin-setup', 0))`;
  if (await adminExists(tx)) throw new AppError('ALREADY_SET_UP', alreadySetUpMessage);
  const [valid] = await tx`
    select 1 from admin_setup_tokens where token_hash = ${hashSetupToken(input.token)} and expires_at > ${input.now}`;
  if (!valid)
    throw new AppError(
      'FORBIDDEN',
      'This setup link is not valid or has expired: start the server again to print a new one',
    );
  // Setup creates a new account; making an existing (player's) account an admin is create-admin's job.
  const email = normaliseEmail(input.email);
  await lockEmail(tx, email);
  if (await userIdBy(tx, 'email', email))
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists: choose another email');
  const { userId } = await ensureAdmin(tx, {
    email,
    password: input.password,
    name: input.name,
    passwordMinLength: input.passwordMinLength,
  });
  await tx`delete from admin_setup_tokens`;
  await writeAudit(tx, {
    actorId: userId,
    action: 'admin.setup',
    targetType: 'user',
    targetId: userId,
    after: { email },
  });
  return { userId };
}
