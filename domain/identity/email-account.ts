import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { createUser } from './create-user.ts';

export type Registration = {
  email: string;
  password: string;
  name: string;
  referralCode?: string | null;
  passwordMinLength: number;
};

const normalise = (email: string) => email.trim().toLowerCase();

/** Registers a web visitor with an argon2id password hash. */
export async function registerEmail(tx: Tx, input: Registration): Promise<{ userId: string }> {
  if (input.password.length < input.passwordMinLength) {
    throw new AppError('VALIDATION_ERROR', `Password must be at least ${input.passwordMinLength} characters`);
  }
  const email = normalise(input.email);
  await tx`select pg_advisory_xact_lock(hashtextextended(${`email:${email}`}, 0))`;
  const [taken] = await tx`select 1 from email_identities where email = ${email}`;
  if (taken) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
  const { id } = await createUser(tx, { name: input.name.trim(), referralCode: input.referralCode });
  await tx`insert into email_identities (user_id, email, password_hash) values (${id}, ${email}, ${passwordHash})`;
  return { userId: id };
}

// A real hash of a random password, so an unknown email costs the same time as a wrong password.
const decoyHash = Bun.password.hash(crypto.randomUUID(), { algorithm: 'argon2id' });

/** Checks an email and password; the same error whether the email or the password is wrong. */
export async function verifyEmailLogin(
  tx: Tx,
  input: { email: string; password: string },
): Promise<{ userId: string }> {
  const [row] = await tx<{ user_id: string; password_hash: string; status: string }[]>`
    select e.user_id, e.password_hash, u.status from email_identities e join users u on u.id = e.user_id
    where e.email = ${normalise(input.email)}`;
  const ok = await Bun.password.verify(input.password, row?.password_hash ?? (await decoyHash));
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'Invalid credentials. Please try again.');
  if (row.status === 'blocked') throw new AppError('USER_BLOCKED', 'Your account is blocked');
  await tx`update users set last_seen = now() where id = ${row.user_id}`;
  return { userId: row.user_id };
}

/** Creates the admin account, or grants the admin role to the existing account with that email. */
export async function ensureAdmin(
  tx: Tx,
  input: { email: string; password: string; name?: string },
): Promise<{ userId: string; created: boolean }> {
  const [existing] = await tx<
    { user_id: string }[]
  >`select user_id from email_identities where email = ${normalise(input.email)}`;
  let userId = existing?.user_id;
  if (!userId) {
    userId = (
      await registerEmail(tx, {
        email: input.email,
        password: input.password,
        name: input.name ?? 'Administrator',
        passwordMinLength: 8,
      })
    ).userId;
  }
  await tx`insert into user_roles (user_id, role) values (${userId}, 'admin') on conflict do nothing`;
  return { userId, created: !existing };
}
