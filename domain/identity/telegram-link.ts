import { createHash, randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { countAround } from '../count-around.ts';
import { pruneExpiredSecrets } from './prune-expired-secrets.ts';
import { fullNameOf } from './sign-in-telegram.ts';
import type { TelegramUser } from './telegram-init-data.ts';
import { claim, userIdBy } from './user-lookups.ts';

// Linking an existing account (an admin's email account) to a Telegram account (decision 0039): a
// one-time code, valid 15 minutes, carried as the Mini App's start_param `link-<code>`, for the one
// Telegram username the account named. Only its hash is stored. The Telegram user comes from
// validated initData, so nobody links a Telegram account that is not theirs, and a leaked link is no
// use to another Telegram user.

const PREFIX = 'link-';
const TTL_MS = 15 * 60_000;
const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** The link code a Mini App start_param carries, or null when it is something else (a referral code). */
export function linkCodeOf(startParam: string | null | undefined): string | null {
  return startParam?.startsWith(PREFIX) ? startParam.slice(PREFIX.length) : null;
}

/** A Telegram username as Telegram allows it (5-32 of letters, digits, underscore), without the @. */
export const telegramUsernameOf = (text: string): string | null => {
  const name = text.trim().replace(/^@/, '').toLowerCase();
  return /^[a-z0-9_]{5,32}$/.test(name) ? name : null;
};

/** A new one-time code for the account and the Telegram username it is for, and the start_param that carries it. */
export async function createLinkCode(tx: Tx, input: { userId: string; telegramUsername: string; now: Date }) {
  const username = telegramUsernameOf(input.telegramUsername);
  if (!username) throw new AppError('VALIDATION_ERROR', 'Enter your Telegram username (5-32 letters, digits or _)');
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + TTL_MS);
  await tx`
    insert into telegram_link_codes (code_hash, user_id, telegram_username, created_at, expires_at)
    values (${hashOf(code)}, ${input.userId}, ${username}, ${input.now}, ${expiresAt})`;
  await tx`insert into telegram_link_code_hashes (code_hash, user_id) values (${hashOf(code)}, ${input.userId})`;
  return { startParam: `${PREFIX}${code}`, expiresAt };
}

/**
 * Attaches the Telegram user to the account that asked for the code, and returns that account. A
 * second launch with the same code by the same Telegram user signs in again; anything else is refused.
 */
export async function linkTelegram(tx: Tx, input: { code: string; telegramUser: TelegramUser; now: Date }) {
  const u = input.telegramUser;
  // The same lock as a first Telegram sign-in: a launch and a link of one Telegram id never race.
  await tx`select pg_advisory_xact_lock(hashtextextended(${`telegram:${u.id}`}, 0))`;
  // The code's player from the lookup keyed by its hash (the code is keyed by its player, decision
  // 0080); the code's row lock makes two launches with it use it once.
  const [owner] = await tx<{ user_id: string }[]>`
    select user_id from telegram_link_code_hashes where code_hash = ${hashOf(input.code)}`;
  const [code] = !owner
    ? []
    : await tx<
        {
          user_id: string;
          telegram_username: string;
          expires_at: Date;
          used_at: Date | null;
          telegram_id: string | null;
        }[]
      >`
    select user_id, telegram_username, expires_at, used_at, telegram_id::text from telegram_link_codes
    where user_id = ${owner.user_id} and code_hash = ${hashOf(input.code)} for update`;
  if (code?.used_at && code.telegram_id === String(u.id)) return { userId: code.user_id };
  if (!code || code.used_at || code.expires_at <= input.now)
    throw new AppError('VALIDATION_ERROR', 'This link has expired or was already used. Ask for a new one.');
  if (u.username?.toLowerCase() !== code.telegram_username)
    throw new AppError('FORBIDDEN', `This link is for the Telegram user @${code.telegram_username}`);
  const holder = await userIdBy(tx, 'telegram', u.id);
  if (holder && holder !== code.user_id)
    throw new AppError('CONFLICT', 'This Telegram account already belongs to another player');
  const [target] = await tx<{ telegram_id: string | null; status: string; closed_at: Date | null }[]>`
    select telegram_id::text, status, closed_at from users where id = ${code.user_id} for update`;
  if (!target || target.closed_at) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (target.telegram_id && target.telegram_id !== String(u.id))
    throw new AppError('CONFLICT', 'This account is already linked to another Telegram account');
  if (target.status === 'blocked') throw new AppError('USER_BLOCKED', 'Your account is blocked');
  // The Telegram id's lookup keeps it on one player (decision 0080): a claim that lost a race is refused.
  if (!(await claim(tx, 'telegram', u.id, code.user_id)))
    throw new AppError('CONFLICT', 'This Telegram account already belongs to another player');
  await countAround(
    tx,
    'users_count',
    [code.user_id],
    () => tx`
    update users set telegram_id = ${u.id}, telegram_username = ${u.username ?? null},
      telegram_full_name = ${fullNameOf(u)}, telegram_photo_url = ${u.photo_url ?? null}, last_seen = now(),
      telegram_can_message = telegram_can_message or ${u.allows_write_to_pm === true}
    where id = ${code.user_id}`,
  );
  await tx`
    update telegram_link_codes set used_at = ${input.now}, telegram_id = ${u.id}
    where user_id = ${code.user_id} and code_hash = ${hashOf(input.code)}`;
  await writeAudit(tx, {
    actorId: code.user_id,
    action: 'user.telegram_link',
    targetType: 'user',
    targetId: code.user_id,
    before: { telegramId: target.telegram_id },
    after: { telegramId: String(u.id), telegramUsername: u.username ?? null },
  });
  return { userId: code.user_id };
}

/** Hourly (maintenance__prune): deletes link codes, used or not, a day past their expiry, with their lookups. */
export async function pruneTelegramLinkCodes(db: Db, now: Date = new Date()): Promise<number> {
  return pruneExpiredSecrets(
    db,
    { secrets: 'telegram_link_codes', lookups: 'telegram_link_code_hashes', hash: 'code_hash' },
    now,
  );
}
