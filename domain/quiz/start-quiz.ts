import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { completeSession } from './complete-session.ts';
import { readStanding, startRefusal } from './eligibility.ts';
import { pickQuestions } from './pick-questions.ts';
import { quizRules } from './quiz-settings.ts';
import type { Difficulty, QuizMode } from './rules.ts';
import { currentQuestion, sessionJson, type SessionRow } from './session-view.ts';
import { serveQuestion } from './serve-question.ts';

export type StartQuizInput = { userId: string; difficulty: Difficulty; mode: QuizMode; stake: Micro | null; now: Date };

/**
 * Starts a server-judged quiz: runs the spec's start checks under the player's row lock (so two
 * concurrent starts cannot both pass a limit), picks the questions and serves the first one.
 * An abandoned active quiz is finished first (its unanswered question counts as wrong).
 */
export async function startQuiz(tx: Tx, input: StartQuizInput) {
  const rules = quizRules(await readSettings(tx));
  const [user] = await tx`select id from users where id = ${input.userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');

  const [active] = await tx<SessionRow[]>`select * from quiz_sessions where user_id = ${input.userId} and status = 'active' for update`;
  if (active) await completeSession(tx, active, input.now, rules, { abandoned: true });

  let stake: Micro | null = null;
  if (input.mode === 'challenge') {
    const { minStake, maxStake } = rules.challenge;
    const step = 100_000; // 0.1 USDT
    if (input.stake === null || input.stake < minStake || input.stake > maxStake || input.stake % step !== 0) {
      throw new AppError('VALIDATION_ERROR', `Bet amount must be between $${formatAmount(minStake)} and $${formatAmount(maxStake)}`);
    }
    stake = input.stake;
  }

  const standing = await readStanding(tx, input.userId, input.now, rules);
  const refusal = startRefusal(standing, rules, input, input.now);
  if (refusal) throw new AppError(refusal.code, refusal.message);

  const questionIds = await pickQuestions(tx, input.userId, input.difficulty, rules.questionsPerQuiz);
  if (questionIds.length < rules.questionsPerQuiz) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to start quiz. Please try again.');

  const [session] = await tx<SessionRow[]>`
    insert into quiz_sessions (user_id, difficulty, mode, stake, question_count, started_at)
    values (${input.userId}, ${input.difficulty}, ${input.mode}, ${stake}, ${questionIds.length}, ${input.now})
    returning *`;
  await tx`
    insert into quiz_answers (session_id, position, question_id)
    select ${session!.id}, ordinality - 1, id::uuid from unnest(${questionIds}::text[]) with ordinality as id`;
  if (!(await serveQuestion(tx, session!, 0, input.now, rules))) {
    throw new AppError('INSUFFICIENT_BALANCE', `Minimum $${formatAmount(rules.challenge.minBalance)} required to play challenge quiz. Please deposit money first.`);
  }
  return { session: sessionJson(session!), question: await currentQuestion(tx, session!) };
}
