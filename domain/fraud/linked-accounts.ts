import type { Db } from '../../db/connection.ts';

/**
 * The other accounts linked to a player by a shared sign-in device, client network address or
 * withdrawal address (sign_in_signals, transactions). Read by the fraud score (score-user.ts) and
 * by a withdrawal request, which counts the payout address it is about to use as well (the hold,
 * domain/wallet/withdrawal-hold.ts).
 */

export type LinkedAccounts = { device: number; address: number; wallet: number; any: number };
export type LinkKind = 'device' | 'address' | 'wallet';

/**
 * Each player's linked accounts, by id, in one statement (the fraud sweep scores players in
 * batches). With `payoutAddress`, that address counts as each player's withdrawal address too.
 */
export async function linkedAccountsOf(
  db: Db,
  userIds: string[],
  payoutAddress: string | null = null,
): Promise<Map<string, LinkedAccounts>> {
  const rows = await db<(LinkedAccounts & { user_id: string })[]>`
    select u.id as user_id, l.* from unnest(${userIds}::uuid[]) as u(id) cross join lateral (
      with mine as (select device_hash, address_hash from sign_in_signals where user_id = u.id),
      wallets as (
        select wallet_address from transactions where user_id = u.id and type = 'withdrawal' and wallet_address is not null
        union select ${payoutAddress}::text where ${payoutAddress}::text is not null),
      linked as (
        select o.user_id, 'device' as via from sign_in_signals o
        where o.device_hash in (select device_hash from mine) and o.user_id <> u.id
        union
        select o.user_id, 'address' from sign_in_signals o
        where o.address_hash in (select address_hash from mine) and o.user_id <> u.id
        union
        select o.user_id, 'wallet' from transactions o
        where o.type = 'withdrawal' and o.wallet_address in (select wallet_address from wallets) and o.user_id <> u.id)
      select count(distinct user_id) filter (where via = 'device')::int as device,
        count(distinct user_id) filter (where via = 'address')::int as address,
        count(distinct user_id) filter (where via = 'wallet')::int as wallet,
        count(distinct user_id)::int as any
      from linked) l`;
  return new Map(rows.map(({ user_id, ...linked }) => [user_id, linked]));
}

export async function linkedAccounts(db: Db, userId: string, payoutAddress: string | null = null) {
  const [links] = (await linkedAccountsOf(db, [userId], payoutAddress)).values();
  return links!;
}

const linkedBy: Record<LinkKind, string> = {
  device: 'signed in from the same device',
  address: 'signed in from the same network address',
  wallet: 'the same withdrawal address',
};

/** "2 other accounts signed in from the same device": the reason a score or a hold gives. */
export const linkReason = (count: number, kind: LinkKind) => {
  const verb = kind !== 'wallet' ? '' : count === 1 ? 'uses ' : 'use ';
  return `${count} other account${count === 1 ? '' : 's'} ${verb}${linkedBy[kind]}`;
};
