import type { Tx } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { writeAudit } from '../audit.ts';
import { postJournal, postSystemJournal } from '../ledger/post-journal.ts';
import { formatAmount } from '../money.ts';
import { notifyMany } from '../notifications/notify.ts';
import { poolAccount } from './enter-tournament.ts';
import { placeFinishers, type Finisher } from './ranking.ts';
import { appFeeOf, findTournament, tournamentJson, type TournamentRow } from './tournament-view.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue, namedValue } from '../notifications/wording-values.ts';
import type { ActivityWording, NoticeWording } from '../notifications/wordings.ts';

export type SettleInput = {
  tournamentId: string;
  now: Date;
  /** The settlement job settles only a due tournament; an admin's "complete now" settles at once. */
  when: 'due' | 'now';
  actorId?: string | null;
};
export type Settlement = {
  outcome: 'completed' | 'cancelled' | 'already_settled' | 'not_due';
  tournament: ReturnType<typeof tournamentJson>;
};

/**
 * Settles a tournament once, under its row lock (a second run, or the job racing an admin, finds it
 * settled and moves nothing): runs still open are closed, then with 2 or more finished runs the
 * pool goes to the winners by the prize split, one journal per winner (a journal is one player's,
 * decision 0084), and the fee to `tournament_fees` in a system journal; with fewer every entry fee
 * is refunded. Either way the pool account ends at zero, and the questions
 * its runs were served leave the tournament pool (retireServedQuestions).
 */
export async function settleTournament(tx: Tx, input: SettleInput): Promise<Settlement> {
  const t = await findTournament(tx, input.tournamentId, 'for update');
  const settled = async (outcome: Settlement['outcome']) => ({
    outcome,
    tournament: tournamentJson(await findTournament(tx, t.id), input.now),
  });
  if (t.status !== 'active') return settled('already_settled');
  if (input.when === 'due' && t.ends_at > input.now && !(await everyoneFinished(tx, t))) {
    await tx`select tournament_schedule_completion(${t.id}, ${t.ends_at})`;
    return settled('not_due');
  }
  await tx`
    select tournament_finish_run(tournament_id, user_id, ${input.now}) from tournament_participants
    where tournament_id = ${t.id} and run_started_at is not null and run_finished_at is null order by user_id`;
  const finishers = await tx<Finisher[]>`
    select user_id as "userId", correct_answers as correct, time_ms as "timeMs", run_finished_at as "finishedAt"
    from tournament_participants where tournament_id = ${t.id} and run_finished_at is not null`;
  if (finishers.length < 2) {
    await refundTournament(tx, t, input.now, { reason: null });
  } else {
    await payWinners(tx, t, finishers, input.now);
  }
  await tx`update tournaments set settled_by = ${input.actorId ?? null} where id = ${t.id}`;
  const result = await settled(finishers.length < 2 ? 'cancelled' : 'completed');
  if (input.actorId) {
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'tournament.complete',
      targetType: 'tournament',
      targetId: t.id,
      before: tournamentJson(t, input.now),
      after: result.tournament,
    });
  }
  return result;
}

/**
 * Retires from the tournament pool every question of the ended tournament that was served to a
 * player (decision 0047): completion reveals its key, and even a cancelled run showed its text.
 * Questions no run reached stay unused.
 */
async function retireServedQuestions(tx: Tx, tournamentId: string, now: Date): Promise<void> {
  await tx`
    update questions q set retired_at = ${now}
    where q.retired_at is null and q.id in (
      select question_id from tournament_answers where tournament_id = ${tournamentId} and served_at is not null)`;
}

async function everyoneFinished(tx: Tx, t: TournamentRow): Promise<boolean> {
  const [row] = await tx<{ open: number }[]>`
    select count(*)::int as open from tournament_participants where tournament_id = ${t.id} and run_finished_at is null`;
  return t.current_participants === t.max_participants && row!.open === 0;
}

/**
 * Pays each player out of the tournament's pool to their playable balance, a journal of that player
 * each (decision 0084), sent together (pipelined on the transaction's connection) in the order given:
 * callers give user-id order, the ledger's lock order. Returns the journal ids in that order.
 */
function payFromPool(
  tx: Tx,
  t: TournamentRow,
  journal: { type: 'tournament_win' | 'tournament_refund'; description: string },
  payments: { userId: string; amount: number; reverses?: number }[],
): Promise<number[]> {
  const pool = poolAccount(t.id);
  return Promise.all(
    payments.map((p) =>
      postJournal(tx, {
        ...journal,
        userId: p.userId,
        reference: t.id,
        reverses: p.reverses ?? null,
        postings: [
          { account: { system: pool }, amount: -p.amount },
          { account: { user: p.userId, kind: 'playable' }, amount: p.amount },
        ],
      }),
    ),
  );
}

/**
 * The whole pool out: each winner's prize by a journal of that winner (pool to their playable
 * balance, sent together in user-id order, as the refunds are), and the fee to `tournament_fees` by
 * a system journal.
 */
async function payWinners(tx: Tx, t: TournamentRow, finishers: Finisher[], now: Date): Promise<void> {
  const total = t.entry_fees + t.house_prize;
  const fee = appFeeOf(t);
  const placed = placeFinishers(finishers, total - fee, t.prize_split);
  const winners = placed.filter((p) => p.prize > 0).sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const description = `Tournament prize: ${t.name}`;
  const pool = poolAccount(t.id);
  // The prizes and the fee empty the pool exactly (the one journal of old refused anything else).
  if (winners.reduce((sum, w) => sum + w.prize, 0) + fee !== total)
    throw new Error(`tournament ${t.id}: prizes and fee do not add up to the pool of ${total}`);
  if (total > 0) {
    const journalIds = await payFromPool(
      tx,
      t,
      { type: 'tournament_win', description },
      winners.map((w) => ({ userId: w.userId, amount: w.prize })),
    );
    if (fee > 0)
      await postSystemJournal(tx, {
        type: 'tournament_win',
        description,
        reference: t.id,
        postings: [
          { account: { system: pool }, amount: -fee },
          { account: { system: 'tournament_fees' }, amount: fee },
        ],
      });
    const wins = await tx<{ id: string }[]>`
      insert into transactions (user_id, type, amount, status, description, details, journal_id, created_at)
      select w.user_id, 'tournament_win', w.prize, 'completed', ${description},
        jsonb_build_object('tournamentId', ${t.id}::uuid, 'rank', w.rank), w.journal_id, ${now}
      from unnest(${winners.map((w) => w.userId)}::uuid[], ${winners.map((w) => w.prize)}::int8[], ${winners.map((w) => w.rank)}::int[],
        ${journalIds}::int8[]) as w(user_id, prize, rank, journal_id)
      returning id`;
    await tx`select transactions_count(${wins.map((r) => r.id)}::uuid[], 1)`;
  }
  const ids = placed.map((p) => p.userId);
  await tx`
    update tournament_participants p set rank = x.rank, prize = x.prize
    from unnest(${ids}::uuid[], ${placed.map((p) => p.rank)}::int[], ${placed.map((p) => p.prize)}::int8[]) as x(user_id, rank, prize)
    where p.tournament_id = ${t.id} and p.user_id = x.user_id`;
  await tx`
    update users u set tournaments_won = tournaments_won + coalesce((x.rank = 1)::int, 0),
      total_earned = total_earned + coalesce(x.prize, 0)
    from tournament_participants p left join unnest(${ids}::uuid[], ${placed.map((p) => p.rank)}::int[], ${placed.map((p) => p.prize)}::int8[])
      as x(user_id, rank, prize) on x.user_id = p.user_id
    where p.tournament_id = ${t.id} and u.id = p.user_id`;
  const tournament = namedValue(t.name, t.translations, 'name');
  await tx`
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    select x.user_id, 'tournament_completed', case when x.rank = 1 then 'Tournament won' else 'Tournament finished' end,
      format('%s: place %s of %s', ${t.name}::text, x.rank, ${placed.length}::int),
      jsonb_build_object('key', 'tournament_placed', 'values',
        jsonb_build_object('tournament', ${tx.json(tournament as never)}::jsonb, 'rank', x.rank, 'players', ${placed.length}::int)),
      nullif(x.prize, 0), ${now}
    from unnest(${ids}::uuid[], ${placed.map((p) => p.rank)}::int[], ${placed.map((p) => p.prize)}::int8[]) as x(user_id, rank, prize)`;
  const amount = await noticeAmounts(tx);
  const players = placed.length;
  await notifyMany(
    tx,
    placed.map((p) => ({
      userId: p.userId,
      type: 'tournament_completed' as const,
      title: p.rank === 1 ? 'Tournament won!' : 'Tournament finished',
      message: `${t.name}: place ${p.rank} of ${players}${p.prize > 0 ? `, prize ${amount(p.prize, 'credit')}` : ''}.`,
      wording:
        p.prize > 0
          ? {
              key: 'tournament_placed_prize' as const,
              values: { tournament, rank: p.rank, players, prize: amountValue(p.prize) },
            }
          : { key: 'tournament_placed' as const, values: { tournament, rank: p.rank, players } },
      data: { tournamentId: t.id, rank: p.rank, prize: formatAmount(p.prize) },
    })),
  );
  const first = placed[0]!;
  // The winner's row is locked by the update above.
  await unlockAchievements(tx, first.userId, undefined, ['tournaments_won']);
  await tx`
    update tournaments set status = 'completed', settled_at = ${now}, app_fee = ${total > 0 ? fee : 0},
      winner_id = ${first.userId}, winner_score = ${first.correct}, winner_amount = ${first.prize}
    where id = ${t.id}`;
  await retireServedQuestions(tx, t.id, now);
}

const tooFewFinished = 'Fewer than 2 players finished';

/**
 * Cancels the tournament (`reason`: an admin's, or null when fewer than 2 players finished): each
 * entry fee comes back by a `tournament_refund` journal reversing the one that paid it (`reverses`),
 * and a house-funded prize goes back to the house. The pool ends at zero.
 */
export async function refundTournament(
  tx: Tx,
  t: TournamentRow,
  now: Date,
  input: { reason: string | null },
): Promise<void> {
  const description = `Refund: ${t.name}`;
  const pool = poolAccount(t.id);
  const paid = await tx<{ user_id: string; fee_journal_id: number }[]>`
    select user_id, fee_journal_id from tournament_participants
    where tournament_id = ${t.id} and fee_journal_id is not null order by user_id`;
  // One journal per fee, reversing the one that paid it.
  const journalIds = await payFromPool(
    tx,
    t,
    { type: 'tournament_refund', description },
    paid.map((p) => ({ userId: p.user_id, amount: t.entry_fee, reverses: p.fee_journal_id })),
  );
  const refunds = await tx<{ id: string }[]>`
    insert into transactions (user_id, type, amount, status, description, details, journal_id, created_at)
    select x.user_id, 'tournament_refund', ${t.entry_fee}, 'completed', ${description},
      jsonb_build_object('tournamentId', ${t.id}::uuid), x.journal_id, ${now}
    from unnest(${paid.map((p) => p.user_id)}::uuid[], ${journalIds}::int8[]) as x(user_id, journal_id)
    returning id`;
  await tx`select transactions_count(${refunds.map((r) => r.id)}::uuid[], 1)`;
  if (t.sponsor_journal_id !== null) {
    await postSystemJournal(tx, {
      type: 'tournament_refund',
      description: `Prize pool returned: ${t.name}`,
      reference: t.id,
      reverses: t.sponsor_journal_id,
      postings: [
        { account: { system: pool }, amount: -t.house_prize },
        { account: { system: 'house' }, amount: t.house_prize },
      ],
    });
  }
  const amount = await noticeAmounts(tx);
  const reason = input.reason ?? tooFewFinished;
  const tournament = namedValue(t.name, t.translations, 'name');
  const fee = amountValue(t.entry_fee);
  const activity: ActivityWording = input.reason
    ? { key: 'tournament_cancelled', values: { tournament, reason: input.reason, fee } }
    : { key: 'tournament_too_few', values: { tournament, fee } };
  await tx`
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    select user_id, 'tournament_cancelled', 'Tournament cancelled',
      format('%s: %s. Entry fee of %s refunded.', ${t.name}::text, ${reason}::text, ${amount(t.entry_fee)}::text),
      ${tx.json(activity as never)}, null, ${now}
    from tournament_participants where tournament_id = ${t.id}`;
  const entrants = await tx<{ user_id: string }[]>`
    select user_id from tournament_participants where tournament_id = ${t.id} order by seat`;
  const refunded = t.entry_fee > 0;
  const wording: NoticeWording = input.reason
    ? refunded
      ? { key: 'tournament_cancelled_refund', values: { tournament, reason: input.reason, fee } }
      : { key: 'tournament_cancelled', values: { tournament, reason: input.reason } }
    : refunded
      ? { key: 'tournament_too_few_refund', values: { tournament, fee } }
      : { key: 'tournament_too_few', values: { tournament } };
  await notifyMany(
    tx,
    entrants.map(({ user_id }) => ({
      userId: user_id,
      type: 'tournament_completed' as const,
      title: 'Tournament cancelled',
      message: `${t.name}: ${reason}.${refunded ? ` Your entry fee of ${amount(t.entry_fee)} was refunded.` : ''}`,
      wording,
      data: { tournamentId: t.id, cancelled: true },
    })),
  );
  await tx`update tournaments set status = 'cancelled', cancel_reason = ${reason}, settled_at = ${now}, app_fee = 0 where id = ${t.id}`;
  await retireServedQuestions(tx, t.id, now);
}
