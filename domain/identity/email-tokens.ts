/**
 * The single-use tokens of the links mailed to an email account: `verify_email` (24 hours, the
 * contract) and `reset_password` (1 hour). Issuing one queues the `mail__send` job in the caller's
 * transaction, so the mail goes out only if the change that asked for it commits; the job carries
 * the token itself (only its hash is stored here) and is deleted once it ran. Called by
 * email-account.ts (sign-up), verify-email.ts and reset-password.ts.
 */
import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

export const emailTokenPurposes = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

const lifetimeMinutes: Record<EmailTokenPurpose, number> = { verify_email: 24 * 60, reset_password: 60 };

const refusal: Record<EmailTokenPurpose, string> = {
  verify_email: 'This verification link is invalid, already used or expired. Ask for a new one.',
  reset_password: 'This password reset link is invalid, already used or expired. Ask for a new one.',
};

/** Creates a token for the player and queues the mail that carries its link. */
export async function issueEmailToken(tx: Tx, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  const token = newSecretToken();
  const [row] = await tx<{ id: number }[]>`
    insert into email_tokens (user_id, purpose, token_hash, expires_at)
    values (${userId}, ${purpose}, ${hashSecretToken(token)}, now() + make_interval(mins => ${lifetimeMinutes[purpose]}))
    returning id`;
  await tx`select graphile_worker.add_job('mail__send', ${{ tokenId: row!.id, token } as never}::json,
    job_key => ${`mail:${row!.id}`})`;
}

/**
 * Spends a token: returns its player, or refuses (400) one that is unknown, of another purpose,
 * used or expired. The row lock makes two requests with one token spend it once.
 */
export async function consumeEmailToken(tx: Tx, token: string, purpose: EmailTokenPurpose): Promise<string> {
  const [row] = await tx<{ user_id: string }[]>`
    update email_tokens set used_at = now()
    where token_hash = ${hashSecretToken(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
    returning user_id`;
  if (!row) throw new AppError('VALIDATION_ERROR', refusal[purpose]);
  return row.user_id;
}

/** Deletes tokens expired for over a day (none can be used any more). Returns how many. */
export async function pruneEmailTokens(db: Db, now: Date = new Date()): Promise<number> {
  const { count } = await db`delete from email_tokens where expires_at < ${now}::timestamptz - interval '1 day'`;
  return count;
}
