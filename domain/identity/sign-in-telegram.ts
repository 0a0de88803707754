import type { Tx } from '../../db/connection.ts';
import { recordReferral } from '../referrals/record-referral.ts';
import { createUser } from './create-user.ts';
import { languageOf } from './languages.ts';
import { userIdBy } from './user-lookups.ts';
import { visibleName } from './display-name.ts';
import type { TelegramUser } from './telegram-init-data.ts';

export type TelegramSignIn = { telegramUser: TelegramUser; referralCode: string | null };

export const fullNameOf = (u: TelegramUser) =>
  visibleName([u.first_name, u.last_name].filter(Boolean).join(' ')) ?? (u.username || `Telegram ${u.id}`);

/**
 * Finds or creates the player behind a validated Telegram user and refreshes their Telegram profile.
 * A blocked player is signed in too (decision 0066): the access check refuses every action, and the
 * app shows the blocked screen (GET /api/users/block-notice) instead of a bare refusal.
 */
export async function signInTelegram(tx: Tx, input: TelegramSignIn): Promise<{ userId: string; isNewUser: boolean }> {
  const u = input.telegramUser;
  const fullName = fullNameOf(u);
  const allowsMessages = u.allows_write_to_pm === true;
  // The player from the Telegram id's lookup (decision 0080), then their row by id, still holding the
  // Telegram id once its lock is ours (a closure that committed meanwhile gave it up: a new account is made).
  const holder = await userIdBy(tx, 'telegram', u.id);
  const [existing] = !holder
    ? []
    : await tx<{ id: string }[]>`
    update users set telegram_username = ${u.username ?? null}, telegram_full_name = ${fullName},
      telegram_photo_url = ${u.photo_url ?? null}, last_seen = now(),
      language = coalesce(language, ${languageOf(u.language_code)}),
      telegram_can_message = telegram_can_message or ${allowsMessages},
      telegram_blocked_at = case when ${allowsMessages} then null else telegram_blocked_at end
    where id = ${holder} and telegram_id = ${u.id}
    returning id`;
  if (existing) {
    // A returning player's code never makes a referral; the attempt is recorded (own code, or a second referrer).
    if (input.referralCode?.trim())
      await recordReferral(tx, { userId: existing.id, code: input.referralCode, isNewUser: false });
    return { userId: existing.id, isNewUser: false };
  }
  // Two first launches at once: the second waits on the lock and then finds the first (the lookup's
  // key would refuse a second account with the Telegram id anyway, create-user.ts).
  await tx`select pg_advisory_xact_lock(hashtextextended(${`telegram:${u.id}`}, 0))`;
  const raced = await userIdBy(tx, 'telegram', u.id);
  if (raced) return { userId: raced, isNewUser: false };
  const created = await createUser(tx, {
    name: fullName,
    referralCode: input.referralCode,
    language: languageOf(u.language_code),
    telegram: {
      id: u.id,
      username: u.username ?? null,
      fullName,
      photoUrl: u.photo_url ?? null,
      canMessage: allowsMessages,
    },
  });
  return { userId: created.id, isNewUser: true };
}
