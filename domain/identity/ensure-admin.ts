/**
 * The operator's admin account from ADMIN_EMAIL/ADMIN_PASSWORD (the server's start-up, api/server.ts),
 * `bun run create-admin` (scripts/create-admin.ts) or the first run's setup page
 * (domain/setup/set-up-first-admin.ts, which only ever creates a new account). The operator's word wins over whoever
 * registered the address first: an existing account becomes an admin only after its password is
 * set to the operator's and every session of it is revoked. Writes an audit entry whenever it
 * changes something; a new account gets no welcome bonus (an admin is not a player).
 */
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { readBalances } from '../ledger/accounts.ts';
import { formatAmount } from '../money.ts';
import { lockEmail, normaliseEmail, registerEmail } from './email-account.ts';
import { userIdBy } from './user-lookups.ts';

export type EnsureAdminInput = {
  email: string;
  password: string;
  name?: string;
  /** The shortest password a new account may have (the setup page passes the security setting). */
  passwordMinLength?: number;
};
export type EnsureAdminOutput = { userId: string; outcome: 'created' | 'taken_over' | 'unchanged' };

/** What the start-up and the script print for each outcome. */
export const adminOutcomeMessage: Record<EnsureAdminOutput['outcome'], (email: string) => string> = {
  created: (email) => `admin account created for ${email}`,
  taken_over: (email) =>
    `${email} already had an account: it is now an admin with the given password and its sessions were revoked`,
  unchanged: (email) => `${email} is already an admin with the given password`,
};

export async function ensureAdmin(tx: Tx, input: EnsureAdminInput): Promise<EnsureAdminOutput> {
  const email = normaliseEmail(input.email);
  await lockEmail(tx, email);
  const holder = await userIdBy(tx, 'email', email);
  const [existing] = !holder
    ? []
    : await tx<{ user_id: string; password_hash: string; is_admin: boolean }[]>`
    select e.user_id, e.password_hash,
      exists (select 1 from user_roles r where r.user_id = e.user_id and r.role = 'admin') as is_admin
    from email_identities e where e.user_id = ${holder} for update of e`;
  if (!existing) {
    const { userId } = await registerEmail(tx, {
      email,
      password: input.password,
      name: input.name ?? 'Administrator',
      passwordMinLength: Math.max(8, input.passwordMinLength ?? 8),
      welcomeBonus: false,
    });
    await tx`select user_roles_add(${userId}, 'admin')`;
    await writeAudit(tx, {
      actorId: null,
      action: 'admin.create',
      targetType: 'user',
      targetId: userId,
      after: { email },
    });
    return { userId, outcome: 'created' };
  }
  // An admin who already signs in with the operator's password keeps their sessions across restarts.
  if (existing.is_admin && (await Bun.password.verify(input.password, existing.password_hash))) {
    return { userId: existing.user_id, outcome: 'unchanged' };
  }
  const userId = existing.user_id;
  const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
  // The address is the operator's own: verified, so a verification link mailed to it pays nothing later.
  await tx`update email_identities set password_hash = ${passwordHash}, verified_at = coalesce(verified_at, now()) where user_id = ${userId}`;
  const revoked =
    await tx`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null returning access_changed_notify(user_id)`;
  await tx`select user_roles_add(${userId}, 'admin')`;
  // Whatever the account held stays where it is; the entry says what it was.
  const balances = await readBalances(tx, userId);
  await writeAudit(tx, {
    actorId: null,
    action: 'admin.take_over',
    targetType: 'user',
    targetId: userId,
    before: {
      email,
      wasAdmin: existing.is_admin,
      playableBalance: formatAmount(balances.playable),
      bonusBalance: formatAmount(balances.bonus),
    },
    after: { passwordSet: true, sessionsRevoked: revoked.count },
  });
  return { userId, outcome: 'taken_over' };
}
