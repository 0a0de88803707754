import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Micro } from '../money.ts';

/** What an action asks of the player's limits: a stake (counted as if lost for the loss limit), a deposit, or neither. */
export type PlayAction = { stake?: Micro; deposit?: Micro };

/**
 * Refuses with 403 `LIMIT_REACHED` (the message names the limit and when it resets) an action the
 * player's own limits or break forbid: the database's `play_refusal` over `play_state`
 * (play-limits.sql), the same judge the quiz's start and answer run. Called under the player's row
 * lock (lockActiveUser) by tournament create, join and a run's start and by deposit requests and TON intents, so
 * concurrent actions cannot together pass a limit.
 */
export async function refusePlay(db: Db, userId: string, now: Date, action: PlayAction = {}): Promise<void> {
  const [row] = await db<{ refusal: { message: string } | null }[]>`
    select play_refusal(play_state(${userId}, ${now}), ${action.stake ?? null}::bigint, 0, ${action.deposit ?? null}::bigint) as refusal`;
  if (row?.refusal) throw new AppError('LIMIT_REACHED', row.refusal.message);
}
