import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { refundTournament } from './settle-tournament.ts';
import { findTournament, tournamentJson } from './tournament-view.ts';

/** An admin cancels a tournament that is not settled yet: every entry fee refunded, with the reason. Audited. */
export async function cancelTournament(
  tx: Tx,
  input: { tournamentId: string; actorId: string; reason: string; now: Date },
) {
  const t = await findTournament(tx, input.tournamentId, 'for update');
  if (t.status !== 'active') throw new AppError('CONFLICT', 'Tournament is already settled');
  await refundTournament(tx, t, input.now, { reason: input.reason });
  await tx`update tournaments set settled_by = ${input.actorId} where id = ${t.id}`;
  const after = tournamentJson(await findTournament(tx, t.id), input.now);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'tournament.cancel',
    targetType: 'tournament',
    targetId: t.id,
    before: tournamentJson(t, input.now),
    after,
  });
  return after;
}
