import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Translations } from '../identity/translations.ts';
import { applyBasisPoints, formatAmount, type Micro } from '../money.ts';

/** Name, description and rules per player language, as the organiser worded them (decision 0069). */
export type TournamentTranslations = Translations<'name' | 'description' | 'rules'>;

/** A tournament row with its creator's and winner's display names. */
export type TournamentRow = {
  id: string;
  name: string;
  description: string;
  category: string;
  rules: string;
  difficulty: 'easy' | 'medium' | 'hard';
  question_count: number;
  seconds_per_question: number;
  entry_fee: Micro;
  house_prize: Micro;
  fee_basis_points: number;
  prize_split: number[];
  max_participants: number;
  current_participants: number;
  entry_fees: Micro;
  status: 'active' | 'completed' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
  creator_id: string | null;
  creator_name: string | null;
  sponsored: boolean;
  pool_account_id: number;
  sponsor_journal_id: number | null;
  winner_id: string | null;
  winner_name: string | null;
  winner_score: number | null;
  winner_amount: Micro | null;
  app_fee: Micro | null;
  settled_at: Date | null;
  cancel_reason: string | null;
  created_at: Date;
  translations: TournamentTranslations;
};

/** The player's display name, as every list shows it. */
export const displayNameSql = (alias: string) => `coalesce(nullif(${alias}.telegram_full_name, ''), ${alias}.name)`;

/** The columns of a tournament row with the names it shows, and where they come from (alias `t`). */
export const tournamentColumnsSql = `t.*, ${displayNameSql('c')} as creator_name, ${displayNameSql('w')} as winner_name`;
export const tournamentFromSql =
  'from tournaments t left join users c on c.id = t.creator_id left join users w on w.id = t.winner_id';
/** `select` of a tournament row; append `where ...`. */
const tournamentSelectSql = `select ${tournamentColumnsSql} ${tournamentFromSql}`;

export type TournamentStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';

/** Stored status, with an active tournament whose start is still ahead shown as upcoming. */
export const statusAt = (t: Pick<TournamentRow, 'status' | 'starts_at'>, now: Date): TournamentStatus =>
  t.status === 'active' && t.starts_at > now ? 'upcoming' : t.status;

/** The app fee the entry fees pay at completion (a house-funded prize pays none). */
export const appFeeOf = (t: Pick<TournamentRow, 'entry_fees' | 'fee_basis_points'>): Micro =>
  applyBasisPoints(t.entry_fees, t.fee_basis_points);

/** The rules as players read them, built from the same numbers the settlement uses. */
export function rulesText(t: TournamentRow): string {
  const fee = t.fee_basis_points / 100;
  const split =
    t.prize_split.length === 1
      ? 'The winner takes the prize pool'
      : `Places 1-${t.prize_split.length} share the prize pool (${t.prize_split.join('/')}%)`;
  const lines = [
    `Everyone plays the same ${t.question_count} questions, ${t.seconds_per_question} s each, once, before the tournament ends.`,
    'Most right answers wins; equal right answers go to the faster total answer time, then to the earlier finish.',
    `${split} after a ${fee}% fee on the entry fees. Tied places share their prizes evenly.`,
    'Fewer than 2 finished players: the tournament is cancelled and every entry fee is refunded.',
  ];
  return t.rules ? `${t.rules}\n\n${lines.join('\n')}` : lines.join('\n');
}

export function tournamentJson(t: TournamentRow, now: Date) {
  const totalPool = t.entry_fees + t.house_prize;
  const fee = t.app_fee ?? appFeeOf(t);
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    category: t.category,
    difficulty: t.difficulty,
    status: statusAt(t, now),
    entryFee: formatAmount(t.entry_fee),
    maxParticipants: t.max_participants,
    currentParticipants: t.current_participants,
    totalPool: formatAmount(totalPool),
    prizePool: formatAmount(totalPool - fee),
    housePrize: formatAmount(t.house_prize),
    feePercent: t.fee_basis_points / 100,
    prizeSplit: t.prize_split,
    questionCount: t.question_count,
    secondsPerQuestion: t.seconds_per_question,
    rules: rulesText(t),
    /** The organiser's own rules, which `rules` opens with; the client words the rest from the figures. */
    organiserRules: t.rules,
    startsAt: t.starts_at.toISOString(),
    endsAt: t.ends_at.toISOString(),
    creatorId: t.creator_id,
    creatorName: t.creator_name ?? 'Crypto Master',
    sponsored: t.sponsored,
    winnerId: t.winner_id,
    winnerName: t.winner_name,
    winnerScore: t.winner_score,
    winnerAmount: t.winner_amount === null ? null : formatAmount(t.winner_amount),
    appFee: t.app_fee === null ? null : formatAmount(t.app_fee),
    cancelReason: t.cancel_reason,
    createdAt: t.created_at.toISOString(),
    translations: t.translations,
  };
}
export type TournamentJson = ReturnType<typeof tournamentJson>;

/** The tournament, or the contract's 404. `lock` takes its row lock (FOR UPDATE) first. */
export async function findTournament(
  db: Db,
  id: string,
  lock: '' | 'for update' | 'for share' = '',
): Promise<TournamentRow> {
  if (lock) await db`select 1 from tournaments where id = ${id} ${db.unsafe(lock)}`;
  const [row] = await db<TournamentRow[]>`${db.unsafe(tournamentSelectSql)} where t.id = ${id}`;
  if (!row) throw new AppError('NOT_FOUND', 'Tournament not found');
  return row;
}

type ParticipantRow = {
  user_id: string;
  user_name: string;
  seat: number;
  joined_at: Date;
  run_started_at: Date | null;
  run_finished_at: Date | null;
  correct_answers: number | null;
  time_ms: number | null;
  rank: number | null;
  prize: Micro | null;
};

/** Participants in seat order, or by rank once completed; scores and prizes only after completion. */
export async function participantsOf(db: Db, t: TournamentRow) {
  const rows = await db<ParticipantRow[]>`
    select p.user_id, ${db.unsafe(displayNameSql('u'))} as user_name, p.seat, p.joined_at, p.run_started_at, p.run_finished_at,
      p.correct_answers, p.time_ms, p.rank, p.prize
    from tournament_participants p join users u on u.id = p.user_id
    where p.tournament_id = ${t.id}
    order by p.rank nulls last, p.seat`;
  const revealed = t.status === 'completed';
  return rows.map((p) => ({
    userId: p.user_id,
    userName: p.user_name,
    joinedAt: p.joined_at.toISOString(),
    isCreator: p.user_id === t.creator_id,
    started: p.run_started_at !== null,
    finished: p.run_finished_at !== null,
    score: revealed ? p.correct_answers : null,
    timeMs: revealed ? p.time_ms : null,
    rank: revealed ? p.rank : null,
    prize: revealed && p.prize !== null ? formatAmount(p.prize) : null,
  }));
}

/** The caller's place in a tournament: joined, run started or finished. */
export type MyEntry = { joined: boolean; started: boolean; finished: boolean };
