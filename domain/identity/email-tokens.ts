/**
 * The single-use tokens of the links mailed to an email account: `verify_email` (24 hours, the
 * contract) and `reset_password` (1 hour). Issuing one queues the `mail__send` job in the caller's
 * transaction, so the mail goes out only if the change that asked for it commits; the job carries
 * the token itself (only its hash is stored here) and is deleted once it ran. Called by
 * email-account.ts (sign-up), verify-email.ts and reset-password.ts.
 */
import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { pruneExpiredSecrets } from './prune-expired-secrets.ts';
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
  const hash = hashSecretToken(token);
  const [row] = await tx<{ id: number }[]>`
    insert into email_tokens (user_id, purpose, token_hash, expires_at)
    values (${userId}, ${purpose}, ${hash}, now() + make_interval(mins => ${lifetimeMinutes[purpose]}))
    returning id`;
  await tx`insert into email_token_hashes (token_hash, user_id, token_id) values (${hash}, ${userId}, ${row!.id})`;
  await tx`select graphile_worker.add_job('mail__send', ${{ tokenId: row!.id, token } as never}::json,
    job_key => ${`mail:${row!.id}`})`;
}

/**
 * The player and id of a token, from the lookup keyed by its hash (the token itself is keyed by its
 * player, decision 0080), or undefined for an unknown token. Used here and by the mail__send job.
 */
export async function findEmailToken(db: Db | Tx, token: string) {
  const [found] = await db<{ user_id: string; token_id: number }[]>`
    select user_id, token_id from email_token_hashes where token_hash = ${hashSecretToken(token)}`;
  return found;
}

/**
 * Spends a token: returns its player, or refuses (400) one that is unknown, of another purpose,
 * used or expired. The row lock makes two requests with one token spend it once.
 */
export async function consumeEmailToken(tx: Tx, token: string, purpose: EmailTokenPurpose): Promise<string> {
  const found = await findEmailToken(tx, token);
  if (!found) throw new AppError('VALIDATION_ERROR', refusal[purpose]);
  const [row] = await tx<{ user_id: string }[]>`
    update email_tokens set used_at = now()
    where user_id = ${found.user_id} and id = ${found.token_id}
      and purpose = ${purpose} and used_at is null and expires_at > now()
    returning user_id`;
  if (!row) throw new AppError('VALIDATION_ERROR', refusal[purpose]);
  return row.user_id;
}

/** Deletes tokens expired for over a day (none can be used any more) with their lookups. Returns how many. */
export async function pruneEmailTokens(db: Db, now: Date = new Date()): Promise<number> {
  return pruneExpiredSecrets(db, { secrets: 'email_tokens', lookups: 'email_token_hashes', hash: 'token_hash' }, now);
}
