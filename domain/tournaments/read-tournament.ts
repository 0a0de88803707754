import type { Db } from '../../db/connection.ts';
import { entriesOf } from './list-tournaments.ts';
import { findTournament, participantsOf, tournamentJson } from './tournament-view.ts';

/** One tournament with its participants (scores, ranks and prizes once completed) and the caller's entry. */
export async function readTournament(db: Db, input: { tournamentId: string; userId: string | null; now: Date }) {
  const t = await findTournament(db, input.tournamentId);
  const [participants, mine] = await Promise.all([participantsOf(db, t), entriesOf(db, input.userId, [t.id])]);
  return {
    ...tournamentJson(t, input.now),
    participants,
    me: mine.get(t.id) ?? { joined: false, started: false, finished: false },
  };
}
export type TournamentDetail = Awaited<ReturnType<typeof readTournament>>;
