import type { Db } from '../../db/connection.ts';
import type { Micro } from '../money.ts';

export const systemAccounts = [
  'house',
  'deposits_clearing',
  'withdrawals_pending',
  'fees',
  'bonus_budget',
  'quiz_escrow',
  'tournament_pools',
  'tournament_fees',
  'referral_budget',
] as const;
export type SystemAccount = (typeof systemAccounts)[number];
export type UserAccountKind = 'playable' | 'bonus';

/** A tournament's own pool account (domain/tournaments), opened with the tournament. */
export type PoolAccount = `tournament:${string}`;
export type AccountRef = { user: string; kind: UserAccountKind } | { system: SystemAccount | PoolAccount };

export async function openUserAccounts(db: Db, userId: string): Promise<void> {
  await db`insert into accounts (user_id, kind, balance) values (${userId}, 'playable', 0), (${userId}, 'bonus', 0)`;
}

export type Balances = { playable: Micro; bonus: Micro; locked: Micro; available: Micro; total: Micro };

/** A user's balances: playable and bonus from the ledger; locked = pending withdrawals not yet paid out. */
export async function readBalances(db: Db, userId: string): Promise<Balances> {
  const [row] = await db<{ playable: number; bonus: number; locked: number }[]>`
    select
      coalesce(max(balance) filter (where kind = 'playable'), 0)::int8 as playable,
      coalesce(max(balance) filter (where kind = 'bonus'), 0)::int8 as bonus,
      coalesce(max(locked) filter (where kind = 'playable'), 0)::int8 as locked
    from accounts where user_id = ${userId}`;
  return balancesOf(row ?? { playable: 0, bonus: 0, locked: 0 });
}

/** available = playable minus what pending withdrawals lock; total = playable + bonus. */
export function balancesOf({ playable, bonus, locked }: { playable: Micro; bonus: Micro; locked: Micro }): Balances {
  return { playable, bonus, locked, available: Math.max(0, playable - locked), total: playable + bonus };
}
