import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { refuseRestrictedTransfer } from '../fraud/transfer-restriction.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { postSystemJournal } from '../ledger/post-journal.ts';
import type { Micro } from '../money.ts';
import { refusePlay } from '../responsible-play/refuse-play.ts';
import { readSettings } from '../settings/read-settings.ts';
import { enterTournament, poolAccount } from './enter-tournament.ts';
import { checkTranslations } from '../identity/translations.ts';
import { findTournament, tournamentJson, type TournamentTranslations } from './tournament-view.ts';

type Difficulty = 'easy' | 'medium' | 'hard';

/** What both kinds of tournament are made of; validated by the caller. */
type TournamentFields = {
  name: string;
  description: string;
  category: string;
  rules: string;
  difficulty: Difficulty;
  questionCount: number;
  secondsPerQuestion: number;
  entryFee: Micro;
  maxParticipants: number;
  prizeSplit: number[];
  startsAt: Date;
  endsAt: Date;
  creatorId: string | null;
  sponsored: boolean;
  /** The organiser's wordings per player language (decision 0069); a player's tournament has none. */
  translations: TournamentTranslations;
};

/**
 * Picks the tournament's questions from the tournament pool (decision 0047): active, never retired,
 * and in no tournament still open, so no open tournament shares a question with another whose
 * completion could reveal it. Creations of one difficulty take turns (a transaction-scoped advisory
 * lock), so two at once never pick the same question. Too few: 409 with how many are left.
 */
async function pickQuestions(tx: Tx, tournamentId: string, difficulty: Difficulty, count: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext(${`tournament-questions:${difficulty}`}))`;
  const unused = tx`
    select q.id from questions q
    where q.pool = 'tournament' and q.difficulty = ${difficulty} and q.is_active and q.retired_at is null
      and not exists (select 1 from tournament_questions tq join tournaments t on t.id = tq.tournament_id
                      where tq.question_id = q.id and t.status = 'active')`;
  const picked = await tx`
    insert into tournament_questions (tournament_id, position, question_id)
    select ${tournamentId}, (row_number() over () - 1)::smallint, q.id
    from (${unused} order by random() limit ${count}) q
    returning position`;
  if (picked.length < count) {
    throw new AppError(
      'CONFLICT',
      `Only ${picked.length} unused ${difficulty} tournament questions left (${count} needed)`,
    );
  }
}

/**
 * Writes the tournament with its own pool account and its question set (picked now, the same for
 * every participant), and queues its settlement for `endsAt`. Returns its id.
 */
async function openTournament(tx: Tx, f: TournamentFields, feeBasisPoints: number): Promise<string> {
  const id = crypto.randomUUID();
  const [pool] = await tx<{ id: number }[]>`
    insert into system_accounts (code) values (${poolAccount(id)}) returning id`;
  await tx`
    insert into tournaments (id, name, description, category, rules, difficulty, question_count, seconds_per_question,
      entry_fee, fee_basis_points, prize_split, max_participants, starts_at, ends_at, creator_id, sponsored, pool_account_id, created_at,
      translations)
    values (${id}, ${f.name}, ${f.description}, ${f.category}, ${f.rules}, ${f.difficulty}, ${f.questionCount}, ${f.secondsPerQuestion},
      ${f.entryFee}, ${feeBasisPoints}, ${f.prizeSplit}::smallint[], ${f.maxParticipants}, ${f.startsAt}, ${f.endsAt}, ${f.creatorId}, ${f.sponsored},
      ${pool!.id}, now(), ${tx.json(f.translations as never)})`;
  await pickQuestions(tx, id, f.difficulty, f.questionCount);
  await tx`select tournament_schedule_completion(${id}, ${f.endsAt})`;
  return id;
}

export type CreateTournamentInput = {
  userId: string;
  name: string;
  description: string;
  entryFee: Micro;
  maxParticipants: number;
  timeLimitMinutes: number;
  now: Date;
};

/**
 * A player's tournament: open now for `timeLimitMinutes`, the settings' question set, the whole
 * prize to the winner. The creator is participant 1 and pays the entry fee (`tournament_creation`);
 * a player who may not move value to others (transferRestriction) cannot create one.
 */
export async function createTournament(tx: Tx, input: CreateTournamentInput) {
  await lockActiveUser(tx, input.userId, input.now);
  await refuseRestrictedTransfer(tx, input.userId, 'paid tournaments');
  // The player's limits and break refuse before a question set is picked: a player on a break reads
  // their break, never how many questions are left (enterTournament asks again, under the same lock).
  await refusePlay(tx, input.userId, input.now, input.entryFee > 0 ? { stake: input.entryFee } : {});
  const { tournaments: rules } = await readSettings(tx);
  const id = await openTournament(
    tx,
    {
      name: input.name,
      description: input.description,
      category: 'general',
      rules: '',
      difficulty: rules.difficulty,
      questionCount: rules.questionCount,
      secondsPerQuestion: rules.secondsPerQuestion,
      entryFee: input.entryFee,
      maxParticipants: input.maxParticipants,
      prizeSplit: [100],
      startsAt: input.now,
      endsAt: new Date(input.now.getTime() + input.timeLimitMinutes * 60_000),
      creatorId: input.userId,
      sponsored: false,
      translations: {},
    },
    Math.round(rules.feePercent * 100),
  );
  await enterTournament(tx, await findTournament(tx, id, 'for update'), input.userId, 'tournament_creation', input.now);
  return tournamentJson(await findTournament(tx, id), input.now);
}

export type ScheduleTournamentInput = {
  actorId: string;
  name: string;
  category: string;
  description: string;
  rules: string;
  difficulty: Difficulty;
  questionCount: number;
  entryFee: Micro;
  prizePool: Micro;
  prizeSplit: number[];
  maxParticipants: number;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  translations?: unknown;
};

/** An admin's sponsored tournament; its house-funded prize moves from `house` into the pool now. Audited. */
export async function scheduleTournament(tx: Tx, input: ScheduleTournamentInput) {
  if (input.endsAt <= input.now) throw new AppError('VALIDATION_ERROR', 'End date must be in the future');
  const { tournaments: rules } = await readSettings(tx);
  const id = await openTournament(
    tx,
    {
      name: input.name,
      description: input.description,
      category: input.category,
      rules: input.rules,
      difficulty: input.difficulty,
      questionCount: input.questionCount,
      secondsPerQuestion: rules.secondsPerQuestion,
      entryFee: input.entryFee,
      maxParticipants: input.maxParticipants,
      prizeSplit: input.prizeSplit,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      creatorId: null,
      sponsored: true,
      translations: checkTranslations(input.translations ?? {}, {
        name: { label: 'Tournament name', max: 100 },
        description: { label: 'Description', max: 500 },
        rules: { label: 'Rules', max: 2000 },
      }),
    },
    Math.round(rules.feePercent * 100),
  );
  if (input.prizePool > 0) {
    const journalId = await postSystemJournal(tx, {
      type: 'tournament_sponsorship',
      description: `Prize pool of tournament: ${input.name}`,
      reference: id,
      postings: [
        { account: { system: 'house' }, amount: -input.prizePool },
        { account: { system: poolAccount(id) }, amount: input.prizePool },
      ],
    });
    await tx`update tournaments set house_prize = ${input.prizePool}, sponsor_journal_id = ${journalId} where id = ${id}`;
  }
  const created = tournamentJson(await findTournament(tx, id), input.now);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'tournament.create',
    targetType: 'tournament',
    targetId: id,
    after: created,
  });
  return created;
}
