import type { Tx } from '../../db/connection.ts';
import { userIdBy } from '../identity/user-lookups.ts';
import { readSettings } from '../settings/read-settings.ts';

export type RefusalReason =
  | 'invalid_format'
  | 'referrer_not_found'
  | 'self_referral'
  | 'already_has_referrer'
  | 'referrer_at_max'
  | 'referrals_disabled';

export type ReferralInput = { userId: string; code: string; isNewUser: boolean };
export type ReferralOutcome = { referralId: string } | { refused: RefusalReason };

/** Our codes (domain/identity/create-user.ts) are 8 letters and digits; anything else cannot be one. */
const codeShape = /^[A-Za-z0-9]{4,32}$/;

/**
 * Links a player to the owner of the referral code they arrived with (Telegram's start_param,
 * `?ref=`, or the sign-up form), as a pending referral that pays only after their qualifying action
 * (referrals__process). Every refusal is recorded with its reason and never fails the sign-up: a
 * malformed or unknown code, the player's own code (also a second account of the referrer's
 * Telegram id), a player already signed up or already referred, and a referrer at the maximum
 * (`referral.maxReferralsPerUser`, counting pending and completed referrals, under the referrer's
 * row lock so concurrent sign-ups with one code cannot pass it). While the programme is switched off
 * (`features.referrals`) no referral is made and the code is recorded as refused.
 */
export async function recordReferral(tx: Tx, input: ReferralInput): Promise<ReferralOutcome> {
  const code = input.code.trim();
  const refuse = async (reason: RefusalReason, referrerId: string | null = null) => {
    await tx`insert into referral_refusals (user_id, referrer_id, code, reason)
      values (${input.userId}, ${referrerId}, ${code.slice(0, 512)}, ${reason})`;
    return { refused: reason };
  };
  if (!(await readSettings(tx)).features.referrals) return refuse('referrals_disabled');
  if (!codeShape.test(code)) return refuse('invalid_format');
  // The code's player from its lookup (decision 0080), then their row by id.
  const referrerId = await userIdBy(tx, 'referralCode', code.toUpperCase());
  const [referrer] = !referrerId
    ? []
    : await tx<{ id: string; telegram_id: number | null }[]>`
    select id, telegram_id from users where id = ${referrerId}`;
  if (!referrer) return refuse('referrer_not_found');
  const [player] = await tx<{ telegram_id: number | null; referrer_id: string | null }[]>`
    select telegram_id, referrer_id from users where id = ${input.userId}`;
  const sameTelegram = player?.telegram_id != null && player.telegram_id === referrer.telegram_id;
  if (referrer.id === input.userId || sameTelegram) return refuse('self_referral', referrer.id);
  if (!input.isNewUser || player?.referrer_id) return refuse('already_has_referrer', referrer.id);
  await tx`select 1 from users where id = ${referrer.id} for update`;
  const { maxReferralsPerUser } = (await readSettings(tx)).referral;
  const [{ taken } = { taken: 0 }] = await tx<{ taken: number }[]>`
    select count(*)::int as taken from referrals where referrer_id = ${referrer.id} and status <> 'cancelled'`;
  if (taken >= maxReferralsPerUser) return refuse('referrer_at_max', referrer.id);
  const [row] = await tx<{ id: string }[]>`
    insert into referrals (referrer_id, user_id, code) values (${referrer.id}, ${input.userId}, ${code.toUpperCase()})
    returning id`;
  await tx`update users set referrer_id = ${referrer.id} where id = ${input.userId}`;
  return { referralId: row!.id };
}
