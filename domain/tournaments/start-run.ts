import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { refuseRestrictedTransfer } from '../fraud/transfer-restriction.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { refusePlay } from '../responsible-play/refuse-play.ts';
import { questionJson, type QuestionPayload } from '../quiz/session-view.ts';
import { findTournament, statusAt } from './tournament-view.ts';

/**
 * Starts the participant's one run of the tournament's questions (the first one served now, by the
 * server's clock), or resumes it at its current question after a reload. Shaped as a quiz start:
 * `{ session, question }`, the session's id being the run's, for the quiz's answer endpoint.
 * A player restricted since joining a paid tournament (transferRestriction) may not start its run: a
 * run thrown on purpose hands the pool to an accomplice, and with fewer than 2 finishers it is
 * refunded. A player on a break (cool-off or self-exclusion, decision 0059) may not start a run of a
 * tournament joined before it (refusePlay: 403 LIMIT_REACHED); a run already started resumes
 * (walking away throws it just the same).
 */
export async function startRun(tx: Tx, input: { userId: string; tournamentId: string; now: Date }) {
  await lockActiveUser(tx, input.userId, input.now);
  // A share lock: runs start side by side, but not while the tournament is being joined or settled.
  const t = await findTournament(tx, input.tournamentId, 'for share');
  const [entry] = await tx<{ run_id: string; run_started_at: Date | null; run_finished_at: Date | null }[]>`
    select run_id, run_started_at, run_finished_at from tournament_participants
    where tournament_id = ${t.id} and user_id = ${input.userId} for update`;
  if (!entry) throw new AppError('FORBIDDEN', 'Join this tournament to play');
  if (entry.run_finished_at) throw new AppError('CONFLICT', 'You have already played this tournament');
  if (statusAt(t, input.now) !== 'active' || t.ends_at <= input.now)
    throw new AppError('CONFLICT', 'Tournament is not active');
  if (!entry.run_started_at) await refusePlay(tx, input.userId, input.now);
  if (!entry.run_started_at && t.entry_fee > 0) await refuseRestrictedTransfer(tx, input.userId, 'paid tournaments');
  const startedAt = entry.run_started_at ?? input.now;
  if (!entry.run_started_at) {
    await tx`
      insert into tournament_answers (tournament_id, user_id, position, question_id, option_order, served_at, deadline_at, key_index)
      select tq.tournament_id, ${input.userId}, tq.position, tq.question_id, quiz_option_order(),
        case when tq.position = 0 then ${input.now}::timestamptz end,
        case when tq.position = 0 then ${input.now}::timestamptz + make_interval(secs => ${t.seconds_per_question}) end,
        q.correct_index
      from tournament_questions tq join questions q on q.id = tq.question_id where tq.tournament_id = ${t.id}`;
    await tx`update tournament_participants set run_started_at = ${input.now} where tournament_id = ${t.id} and user_id = ${input.userId}`;
  }
  const [current] = await tx<{ q: QuestionPayload }[]>`
    select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category,
      a.position, ${t.question_count}::int,
      a.served_at, a.deadline_at, null, quiz_commitment(q.id, a.option_order, a.key_index, a.salt)) as q
    from tournament_answers a join questions q on q.id = a.question_id
    where a.tournament_id = ${t.id} and a.user_id = ${input.userId} and a.served_at is not null and a.answered_at is null`;
  if (!current) throw new AppError('CONFLICT', 'You have already played this tournament');
  return {
    session: {
      id: entry.run_id,
      tournamentId: t.id,
      difficulty: t.difficulty,
      mode: 'tournament' as const,
      isChallengeMode: false,
      stake: null,
      status: 'active' as const,
      index: current.q.index,
      total: t.question_count,
      correctAnswers: null,
      score: null,
      reward: '0',
      startedAt: startedAt.toISOString(),
      completedAt: null,
      totalTime: 0,
    },
    question: questionJson(current.q),
  };
}
export type StartedRun = Awaited<ReturnType<typeof startRun>>;
