import type { Db } from '../../db/connection.ts';
import { entriesOf } from './list-tournaments.ts';
import { runReveals } from './run-reveals.ts';
import { findTournament, participantsOf, tournamentJson } from './tournament-view.ts';

/**
 * One tournament with its participants (scores, ranks and prizes once completed), the caller's entry
 * and, once completed, the reveals of the caller's run (`reveals`, null before).
 */
export async function readTournament(db: Db, input: { tournamentId: string; userId: string | null; now: Date }) {
  const t = await findTournament(db, input.tournamentId);
  const [participants, mine, reveals] = await Promise.all([
    participantsOf(db, t),
    entriesOf(db, input.userId, [t.id]),
    runReveals(db, t, input.userId),
  ]);
  return {
    ...tournamentJson(t, input.now),
    participants,
    me: mine.get(t.id) ?? { joined: false, started: false, finished: false },
    reveals,
  };
}
export type TournamentDetail = Awaited<ReturnType<typeof readTournament>>;
