import type { Tx } from '../../db/connection.ts';
import { openUserAccounts } from '../ledger/accounts.ts';
import { payUser } from '../ledger/pay-user.ts';
import { parseAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';

export type NewUser = {
  name: string;
  referralCode?: string | null;
  telegram?: { id: number; username: string | null; fullName: string; photoUrl: string | null };
};

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReferralCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join('');
}

/** Creates a player with empty accounts, the player role, the referrer captured from a valid code, and the welcome bonus. */
export async function createUser(tx: Tx, input: NewUser): Promise<{ id: string }> {
  const referrerCode = input.referralCode?.trim().toUpperCase() || null;
  const [user] = await tx<{ id: string }[]>`
    insert into users (name, referral_code, referrer_id, telegram_id, telegram_username, telegram_full_name, telegram_photo_url)
    values (
      ${input.name}, ${newReferralCode()},
      (select id from users where referral_code = ${referrerCode}),
      ${input.telegram?.id ?? null}, ${input.telegram?.username ?? null},
      ${input.telegram?.fullName ?? null}, ${input.telegram?.photoUrl ?? null})
    returning id`;
  const id = user!.id;
  await tx`insert into user_roles (user_id, role) values (${id}, 'player')`;
  await openUserAccounts(tx, id);
  const welcome = parseAmount((await readSettings(tx)).welcomeBonus.amount) ?? 0;
  if (welcome > 0) {
    await payUser(tx, { userId: id, type: 'welcome_bonus', amount: welcome, into: 'bonus', from: 'bonus_budget', description: 'Welcome bonus' });
  }
  return { id };
}
