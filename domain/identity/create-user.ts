import type { Tx } from '../../db/connection.ts';
import { openUserAccounts } from '../ledger/accounts.ts';
import { payUser } from '../ledger/pay-user.ts';
import { recordReferral } from '../referrals/record-referral.ts';
import { parseAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Language } from './languages.ts';

export type NewUser = {
  name: string;
  referralCode?: string | null;
  /** The interface language the player arrives with (Telegram's language_code), when it is one of ours. */
  language?: Language | null;
  telegram?: { id: number; username: string | null; fullName: string; photoUrl: string | null; canMessage: boolean };
  /** False for an account that is not a player (the operator's admin): no welcome bonus. */
  welcomeBonus?: boolean;
};

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join('');
}

/** Creates a player with empty accounts, the player role, a pending referral (or its recorded refusal) for a code, and the welcome bonus (unless told not to). */
export async function createUser(tx: Tx, input: NewUser): Promise<{ id: string }> {
  const settings = await readSettings(tx);
  // A new player's calendar day (daily bonus) starts in the system settings' timezone until their device sends its own.
  const [user] = await tx<{ id: string }[]>`
    insert into users (name, language, timezone, referral_code, telegram_id, telegram_username, telegram_full_name, telegram_photo_url, telegram_can_message)
    values (
      ${input.name}, ${input.language ?? null}, ${settings.system.general.timezone}, ${newReferralCode()},
      ${input.telegram?.id ?? null}, ${input.telegram?.username ?? null},
      ${input.telegram?.fullName ?? null}, ${input.telegram?.photoUrl ?? null}, ${input.telegram?.canMessage ?? false})
    returning id`;
  const id = user!.id;
  await tx`insert into user_roles (user_id, role) values (${id}, 'player')`;
  await openUserAccounts(tx, id);
  if (input.referralCode?.trim()) await recordReferral(tx, { userId: id, code: input.referralCode, isNewUser: true });
  const welcome = input.welcomeBonus === false ? 0 : (parseAmount(settings.welcomeBonus.amount) ?? 0);
  if (welcome > 0) {
    await payUser(tx, {
      userId: id,
      type: 'welcome_bonus',
      amount: welcome,
      into: 'bonus',
      from: 'bonus_budget',
      description: 'Welcome bonus',
    });
  }
  return { id };
}
