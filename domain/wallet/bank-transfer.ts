import type { Db } from '../../db/connection.ts';

/** Bank deposits are recorded on this network name (transactions.network), apart from the chains. */
export const bankNetwork = 'BANK';

/**
 * The reference a player quotes in their next bank transfer, so an admin can match the money to the
 * deposit: their referral code and the number of bank deposits they reported so far plus one. It
 * stays the same until they report that transfer, and is never reused (its lookup in
 * `deposit_references` holds it while the deposit is live, deposit-lookups.ts). Shown by readWallet, checked by requestDeposit under the player's row lock.
 */
export async function nextBankReference(db: Db, userId: string): Promise<string> {
  const [row] = await db<{ code: string; n: number }[]>`
    select u.referral_code as code,
      (select count(*)::int from transactions t where t.user_id = u.id and t.type = 'deposit' and t.network = ${bankNetwork}) as n
    from users u where u.id = ${userId}`;
  return `CM-${row!.code}-${row!.n + 1}`.toUpperCase();
}
