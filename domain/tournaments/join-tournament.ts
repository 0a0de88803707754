import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { refuseRestrictedTransfer } from '../fraud/transfer-restriction.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { enterTournament } from './enter-tournament.ts';
import { findTournament, statusAt, tournamentJson } from './tournament-view.ts';

/**
 * Joins a tournament and pays its entry fee (`tournament_join`). The player's row lock, then the
 * tournament's: concurrent joins take seats one at a time, so the last seat goes to exactly one
 * player and nobody pays without a seat. A paid tournament refuses a player who may not move value
 * to others (transferRestriction): their fee would go to the winners.
 */
export async function joinTournament(tx: Tx, input: { userId: string; tournamentId: string; now: Date }) {
  await lockActiveUser(tx, input.userId, input.now);
  const t = await findTournament(tx, input.tournamentId, 'for update');
  const status = statusAt(t, input.now);
  if ((status !== 'active' && status !== 'upcoming') || t.ends_at <= input.now)
    throw new AppError('CONFLICT', 'Tournament is not active');
  const [joined] = await tx`
    select 1 from tournament_participants where tournament_id = ${t.id} and user_id = ${input.userId}`;
  if (joined) throw new AppError('CONFLICT', 'You have already joined this tournament');
  if (t.current_participants >= t.max_participants) throw new AppError('CONFLICT', 'Tournament is full');
  if (t.entry_fee > 0) await refuseRestrictedTransfer(tx, input.userId, 'paid tournaments');
  await enterTournament(tx, t, input.userId, 'tournament_join', input.now);
  return tournamentJson(await findTournament(tx, t.id), input.now);
}
