import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { PoolAccount } from '../ledger/accounts.ts';
import { postJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { refusePlay } from '../responsible-play/refuse-play.ts';
import type { TournamentRow } from './tournament-view.ts';

/** The ledger code of a tournament's own pool account. */
export const poolAccount = (tournamentId: string): PoolAccount => `tournament:${tournamentId}`;

/**
 * Seats the player in the tournament and moves the entry fee from their playable balance into the
 * tournament's pool, with the transaction they see (`tournament_creation` for the creator,
 * `tournament_join` otherwise). The caller holds the player's row lock and the tournament's. The
 * player's own limits refuse it first (refusePlay: a paid entry is a stake; a break refuses any).
 */
export async function enterTournament(
  tx: Tx,
  t: TournamentRow,
  userId: string,
  type: 'tournament_creation' | 'tournament_join',
  now: Date,
): Promise<void> {
  await refusePlay(tx, userId, now, t.entry_fee > 0 ? { stake: t.entry_fee } : {});
  if (t.entry_fee > 0) {
    const [account] = await tx<{ available: number }[]>`
      select balance - locked as available from accounts where user_id = ${userId} and kind = 'playable'`;
    const available = account?.available ?? 0;
    if (available < t.entry_fee) {
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        `Insufficient balance. Required: $${formatAmount(t.entry_fee)}, Available: $${formatAmount(available)}`,
      );
    }
  }
  const description = `${type === 'tournament_creation' ? 'Created' : 'Joined'} tournament: ${t.name}`;
  const journalId =
    t.entry_fee > 0
      ? await postJournal(tx, {
          type,
          userId,
          description,
          reference: t.id,
          postings: [
            { account: { user: userId, kind: 'playable' }, amount: -t.entry_fee },
            { account: { system: poolAccount(t.id) }, amount: t.entry_fee },
          ],
        })
      : null;
  // The seat is the tournament's count after this entry, taken under its row lock; the counter never goes
  // down, so seats are 1, 2, 3... per tournament (no key over many players' rows checks it, migration 0135).
  await tx`
    with seat as (
      update tournaments set current_participants = current_participants + 1, entry_fees = entry_fees + ${t.entry_fee}
      where id = ${t.id} returning current_participants)
    insert into tournament_participants (tournament_id, user_id, seat, joined_at, fee_journal_id)
    select ${t.id}, ${userId}, seat.current_participants, ${now}, ${journalId} from seat`;
  if (journalId !== null) {
    const [fee] = await tx<{ id: string }[]>`
      insert into transactions (user_id, type, amount, status, description, details, journal_id, created_at)
      values (${userId}, ${type}, ${t.entry_fee}, 'completed', ${description}, ${tx.json({ tournamentId: t.id })}, ${journalId}, ${now})
      returning id`;
    await tx`select transactions_count(array[${fee!.id}]::uuid[], 1)`;
  }
}
