import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { finishAbandonedSession } from './finish-quiz.ts';
import { readStanding, standingFromJson, startRefusal, type StandingJson } from './eligibility.ts';
import { quizRules, type QuizRules } from './quiz-settings.ts';
import type { Difficulty, QuizMode } from './rules.ts';
import { questionJson, sessionFromJson, sessionJson, type QuestionPayload, type SessionJsonRow } from './session-view.ts';

export type StartQuizInput = { userId: string; difficulty: Difficulty; mode: QuizMode; stake: Micro | null; now: Date };

/**
 * Starts a server-judged quiz in two statements: the database's `quiz_start_facts`
 * (db/migrations/0011) takes the player's row lock (so two concurrent starts cannot both pass a
 * limit) and reads the standing, the active quiz and the picked questions; the spec's start checks
 * run here; then `quiz_open` writes the session and serves the first question. An abandoned active
 * quiz is finished first (its unanswered question counts as wrong).
 */
export async function startQuiz(tx: Tx, input: StartQuizInput) {
  const rules = quizRules(await readSettings(tx));
  const stake = input.mode === 'challenge' ? checkedStake(input.stake, rules) : null;

  const [row] = await tx<{ facts: { standing: StandingJson; activeSessionId: string | null; questionIds: string[] } | null }[]>`
    select quiz_start_facts(${input.userId}, ${input.difficulty}, ${rules.questionsPerQuiz}, ${input.now}, ${rules.flagBlockHours}) as facts`;
  const facts = row!.facts;
  if (!facts) throw new AppError('USER_NOT_FOUND', 'User data not found');
  let standing = standingFromJson(facts.standing);
  if (facts.activeSessionId) {
    await finishAbandonedSession(tx, facts.activeSessionId, input.now, rules);
    standing = await readStanding(tx, input.userId, input.now, rules);
  }
  const refusal = startRefusal(standing, rules, input, input.now);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (facts.questionIds.length < rules.questionsPerQuiz) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to start quiz. Please try again.');

  const [opened] = await tx<{ quiz: { session: SessionJsonRow; question: QuestionPayload } | null }[]>`
    select quiz_open(${crypto.randomUUID()}, ${input.userId}, ${input.difficulty}, ${input.mode}, ${stake}, ${facts.questionIds}::uuid[],
      ${input.now}, ${rules.revealSeconds}, ${rules.secondsPerQuestion}) as quiz`;
  if (!opened!.quiz) {
    throw new AppError('INSUFFICIENT_BALANCE', `Minimum $${formatAmount(rules.challenge.minBalance)} required to play challenge quiz. Please deposit money first.`);
  }
  return { session: sessionJson(sessionFromJson(opened!.quiz.session)), question: questionJson(opened!.quiz.question) };
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
