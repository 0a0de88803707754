import type { Db } from '../../db/connection.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { ledgerRefusal } from '../ledger/post-journal.ts';
import { formatAmount, type Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { checkFeature } from '../settings/require-feature.ts';
import { quizRules, quizRulesJson, type QuizRules } from './quiz-rules.ts';
import type { Difficulty, QuizMode } from './types.ts';
import {
  questionJson,
  sessionFromJson,
  sessionJson,
  type QuestionPayload,
  type SessionJsonRow,
} from './session-view.ts';

export type StartQuizInput = { userId: string; difficulty: Difficulty; mode: QuizMode; stake: Micro | null; now: Date };

/**
 * Starts a server-judged quiz in one statement, the database's `quiz_start` (domain/quiz/start-quiz.sql):
 * under the player's row lock (so two concurrent starts cannot both pass a limit) it finishes an
 * abandoned active quiz, runs the spec's start checks, picks the questions and serves the first
 * one. A refusal comes back as CQ403 (nothing written) with the error code and the player's message.
 * Under an Idempotency-Key it runs in the caller's transaction, which holds the key
 * (api/http/idempotency.ts); without one the statement is the whole start and needs no transaction.
 */
export async function startQuiz(db: Db, input: StartQuizInput) {
  const settings = await readSettings(db);
  checkFeature(settings, input.mode === 'challenge' ? 'challenge' : 'quiz');
  const rules = quizRules(settings);
  const stake = input.mode === 'challenge' ? checkedStake(input.stake, rules) : null;
  try {
    const [row] = await db<{ quiz: { session: SessionJsonRow; question: QuestionPayload } }[]>`
      select quiz_start(${crypto.randomUUID()}, ${input.userId}, ${input.difficulty}, ${input.mode}, ${stake}, ${input.now},
        ${db.json(quizRulesJson(rules) as never)}) as quiz`;
    const quiz = row!.quiz;
    return { session: sessionJson(sessionFromJson(quiz.session)), question: questionJson(quiz.question) };
  } catch (error) {
    const { code, detail, message } = error as { code?: string; detail?: string; message: string };
    if (code === 'CQ403') throw new AppError(detail as ErrorCode, message);
    throw ledgerRefusal(error) ?? error;
  }
}

export type StartedQuiz = Awaited<ReturnType<typeof startQuiz>>;

/** A challenge stake per question: within the settings' bounds, in steps of 0.1 USDT. */
function checkedStake(stake: Micro | null, rules: QuizRules): Micro {
  const { minStake, maxStake } = rules.challenge;
  const step = 100_000; // 0.1 USDT
  if (stake === null || stake < minStake || stake > maxStake || stake % step !== 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Bet amount must be between $${formatAmount(minStake)} and $${formatAmount(maxStake)}`,
    );
  }
  return stake;
}
