import type { Tx } from '../../db/connection.ts';
import { openUserAccounts } from '../ledger/accounts.ts';
import { payUser } from '../ledger/pay-user.ts';
import { recordReferral } from '../referrals/record-referral.ts';
import { parseAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Language } from './languages.ts';
import { AppError } from '../errors.ts';
import { claim } from './user-lookups.ts';

export type NewUser = {
  name: string;
  referralCode?: string | null;
  /** The interface language the player arrives with (Telegram's language_code), when it is one of ours. */
  language?: Language | null;
  telegram?: { id: number; username: string | null; fullName: string; photoUrl: string | null; canMessage: boolean };
  /** False: no welcome bonus now (an email account's comes when it verifies; the operator's admin never gets one). */
  welcomeBonus?: boolean;
};

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join('');
}

/**
 * Creates a player with empty accounts, the player role, a pending referral (or its recorded
 * refusal) for a code, and the welcome bonus unless told not to (an email account is paid when it
 * verifies its address, domain/identity/verify-email.ts).
 */
export async function createUser(tx: Tx, input: NewUser): Promise<{ id: string }> {
  const settings = await readSettings(tx);
  // A new player's calendar day (daily bonus) starts in the system settings' timezone until their device sends its own.
  const referralCode = newReferralCode();
  const [user] = await tx<{ id: string }[]>`
    insert into users (name, language, timezone, referral_code, telegram_id, telegram_username, telegram_full_name, telegram_photo_url, telegram_can_message)
    values (
      ${input.name}, ${input.language ?? null}, ${settings.system.general.timezone}, ${referralCode},
      ${input.telegram?.id ?? null}, ${input.telegram?.username ?? null},
      ${input.telegram?.fullName ?? null}, ${input.telegram?.photoUrl ?? null}, ${input.telegram?.canMessage ?? false})
    returning id`;
  const id = user!.id;
  // The code and the Telegram id are unique across players through their lookups (decision 0080).
  await tx`insert into referral_codes (code, user_id) values (${referralCode}, ${id})`;
  if (input.telegram && !(await claim(tx, 'telegram', input.telegram.id, id)))
    throw new AppError('CONFLICT', 'This Telegram account already belongs to another player');
  await tx`select users_count(array[${id}]::uuid[], 1), user_roles_add(${id}, 'player')`;
  await openUserAccounts(tx, id);
  if (input.referralCode?.trim()) await recordReferral(tx, { userId: id, code: input.referralCode, isNewUser: true });
  if (input.welcomeBonus !== false) await payWelcomeBonus(tx, id);
  return { id };
}

/** Pays the settings' welcome bonus into the bonus balance (nothing when it is zero). The caller makes sure it happens once. */
export async function payWelcomeBonus(tx: Tx, userId: string): Promise<void> {
  const amount = parseAmount((await readSettings(tx)).welcomeBonus.amount) ?? 0;
  if (amount <= 0) return;
  await payUser(tx, {
    userId,
    type: 'welcome_bonus',
    amount,
    into: 'bonus',
    from: 'bonus_budget',
    description: 'Welcome bonus',
  });
}
