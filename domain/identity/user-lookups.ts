import type { Db, Tx } from '../../db/connection.ts';

/**
 * The lookups of the users' global unique values (decision 0080 step 3, migration 0130): a Telegram
 * id, a referral code, a username (lower-cased) and an email address, each in a table keyed by the
 * value that holds the player's id. A table distributed by player cannot keep a value unique across
 * players, so the use case that sets a value on the player's row claims it here in the same
 * transaction, and the lookup's primary key is what keeps it unique. A reader finds the player by
 * the lookup, then the player's row by id.
 */
const lookups = {
  telegram: { table: 'telegram_ids', value: 'telegram_id' },
  referralCode: { table: 'referral_codes', value: 'code' },
  username: { table: 'usernames', value: 'lower_username' },
  email: { table: 'email_addresses', value: 'email' },
} as const;

export type UserLookup = keyof typeof lookups;

/** A username's lookup key: usernames are unique whatever their case. */
export const usernameKey = (username: string) => username.toLowerCase();

/** The player holding `value`, or undefined. */
export async function userIdBy(sql: Db, lookup: UserLookup, value: string | number): Promise<string | undefined> {
  const { table, value: column } = lookups[lookup];
  const [found] = await sql<{ user_id: string }[]>`
    select user_id from ${sql(table)} where ${sql(column)} = ${value}`;
  return found?.user_id;
}

/**
 * Claims `value` for the player. A concurrent claim of one value waits for the first to commit and
 * then finds it taken. True when the player holds the value now (also when they already did).
 */
export async function claim(tx: Tx, lookup: UserLookup, value: string | number, userId: string): Promise<boolean> {
  const { table, value: column } = lookups[lookup];
  const [claimed] = await tx`
    insert into ${tx(table)} (${tx(column)}, user_id) values (${value}, ${userId})
    on conflict (${tx(column)}) do nothing returning user_id`;
  return claimed !== undefined || (await userIdBy(tx, lookup, value)) === userId;
}

/** Gives up the player's `value` (nothing when another player holds it). */
export async function release(tx: Tx, lookup: UserLookup, value: string | number, userId: string): Promise<void> {
  const { table, value: column } = lookups[lookup];
  await tx`delete from ${tx(table)} where ${tx(column)} = ${value} and user_id = ${userId}`;
}
