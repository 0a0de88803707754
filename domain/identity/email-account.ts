import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { createUser } from './create-user.ts';
import { issueEmailToken } from './email-tokens.ts';
import { claim, userIdBy } from './user-lookups.ts';

export type Registration = {
  email: string;
  password: string;
  name: string;
  referralCode?: string | null;
  passwordMinLength: number;
  /**
   * False for an account that is not a player (the operator's admin, domain/identity/ensure-admin.ts):
   * no welcome bonus, and its address, the operator's own, counts as verified (no mail).
   */
  welcomeBonus?: boolean;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Serialises every change to one email address's account until the transaction ends. */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${`email:${email}`}, 0))`;
}

/**
 * Registers a web visitor with an argon2id password hash, and queues the mail with the link that
 * verifies the address; the welcome bonus is paid when it does (verify-email.ts).
 */
export async function registerEmail(tx: Tx, input: Registration): Promise<{ userId: string }> {
  if (input.password.length < input.passwordMinLength) {
    throw new AppError('VALIDATION_ERROR', `Password must be at least ${input.passwordMinLength} characters`);
  }
  const email = normaliseEmail(input.email);
  await lockEmail(tx, email);
  if (await userIdBy(tx, 'email', email))
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
  const { id } = await createUser(tx, {
    name: input.name.trim(),
    referralCode: input.referralCode,
    welcomeBonus: false,
  });
  const operator = input.welcomeBonus === false;
  // The address is unique across players through its lookup (decision 0080), written with the identity.
  if (!(await claim(tx, 'email', email, id)))
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  await tx`insert into email_identities (user_id, email, password_hash, verified_at)
    values (${id}, ${email}, ${passwordHash}, ${operator ? new Date() : null})`;
  if (!operator) await issueEmailToken(tx, id, 'verify_email');
  return { userId: id };
}

// A real hash of a random password, so an unknown email costs the same time as a wrong password.
const decoyHash = Bun.password.hash(crypto.randomUUID(), { algorithm: 'argon2id' });

/** Checks an email and password; the same error whether the email or the password is wrong. */
export async function verifyEmailLogin(
  tx: Tx,
  input: { email: string; password: string },
): Promise<{ userId: string }> {
  const holder = await userIdBy(tx, 'email', normaliseEmail(input.email));
  const [row] = !holder
    ? []
    : await tx<{ user_id: string; password_hash: string; status: string }[]>`
    select e.user_id, e.password_hash, u.status from email_identities e join users u on u.id = e.user_id
    where e.user_id = ${holder}`;
  const ok = await Bun.password.verify(input.password, row?.password_hash ?? (await decoyHash));
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials. Please try again.');
  if (row.status === 'blocked') throw new AppError('USER_BLOCKED', 'Your account is blocked');
  await tx`update users set last_seen = now() where id = ${row.user_id}`;
  return { userId: row.user_id };
}
