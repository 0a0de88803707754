import { allSettledOrThrow, type Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { completeSession } from './complete-session.ts';
import { readStanding, startRefusal } from './eligibility.ts';
import { pickQuestions } from './pick-questions.ts';
import { quizRules, type QuizRules } from './quiz-settings.ts';
import type { Difficulty, QuizMode } from './rules.ts';
import { questionAt, sessionJson, type SessionRow } from './session-view.ts';
import { serveQuestion } from './serve-question.ts';

export type StartQuizInput = { userId: string; difficulty: Difficulty; mode: QuizMode; stake: Micro | null; now: Date };

/**
 * Starts a server-judged quiz: runs the spec's start checks under the player's row lock (so two
 * concurrent starts cannot both pass a limit), picks the questions and serves the first one.
 * An abandoned active quiz is finished first (its unanswered question counts as wrong).
 * Reads that do not depend on each other go out together, as do the writes (postgres.js pipelines
 * them on the transaction's connection and they run in the order listed: `.execute()` sends a
 * query when it is listed, since postgres.js queries are lazy and would otherwise go out after the
 * queries of the async functions beside them), so a start waits for few round trips.
 */
export async function startQuiz(tx: Tx, input: StartQuizInput) {
  const rules = quizRules(await readSettings(tx));
  const stake = input.mode === 'challenge' ? checkedStake(input.stake, rules) : null;

  const [[user], [active], standingNow, questionIds] = await allSettledOrThrow([
    tx`select id from users where id = ${input.userId} for update`.execute(),
    tx<SessionRow[]>`select * from quiz_sessions where user_id = ${input.userId} and status = 'active' for update`.execute(),
    readStanding(tx, input.userId, input.now, rules),
    pickQuestions(tx, input.userId, input.difficulty, rules.questionsPerQuiz),
  ]);
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  let standing = standingNow;
  if (active) {
    await completeSession(tx, active.id, input.now, rules, { abandoned: true });
    standing = await readStanding(tx, input.userId, input.now, rules);
  }
  const refusal = startRefusal(standing, rules, input, input.now);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (questionIds.length < rules.questionsPerQuiz) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to start quiz. Please try again.');

  const sessionId = crypto.randomUUID();
  const [[session], , served, question] = await allSettledOrThrow([
    tx<SessionRow[]>`
      insert into quiz_sessions (id, user_id, difficulty, mode, stake, question_count, started_at)
      values (${sessionId}, ${input.userId}, ${input.difficulty}, ${input.mode}, ${stake}, ${questionIds.length}, ${input.now})
      returning *`.execute(),
    tx`
      insert into quiz_answers (session_id, position, question_id)
      select ${sessionId}, ordinality - 1, id::uuid from unnest(${questionIds}::text[]) with ordinality as id`.execute(),
    serveQuestion(tx, { id: sessionId, user_id: input.userId, stake, current_index: 0 }, 0, input.now, rules),
    questionAt(tx, sessionId, 0),
  ]);
  if (!served) {
    throw new AppError('INSUFFICIENT_BALANCE', `Minimum $${formatAmount(rules.challenge.minBalance)} required to play challenge quiz. Please deposit money first.`);
  }
  return { session: sessionJson(session!), question };
}

/** A challenge stake per question: within the settings' bounds, in steps of 0.1 USDT. */
function checkedStake(stake: Micro | null, rules: QuizRules): Micro {
  const { minStake, maxStake } = rules.challenge;
  const step = 100_000; // 0.1 USDT
  if (stake === null || stake < minStake || stake > maxStake || stake % step !== 0) {
    throw new AppError('VALIDATION_ERROR', `Bet amount must be between $${formatAmount(minStake)} and $${formatAmount(maxStake)}`);
  }
  return stake;
}
