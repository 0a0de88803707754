import { retrying, type Sql } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Refusal } from './eligibility.ts';
import { finishedQuizResult, type FinishedQuiz } from './finish-quiz.ts';
import { quizRules, quizRulesJson } from './quiz-settings.ts';
import { questionJson, type QuestionPayload } from './session-view.ts';
import { betJson, type SettledBet } from './settle-answer.ts';

export type AnswerInput = { userId: string; sessionId: string; questionId: string; answerIndex: number | null; now: Date };

type Finished = { complete: true; outOfFunds: boolean; result: FinishedQuiz };
type Outcome =
  | { error: keyof typeof errors }
  | ({ refused: 'RAPID_ANSWERS'; closed?: true; next?: QuestionPayload } & (Finished | { complete?: undefined }))
  | ({ correct: boolean; timedOut: boolean; correctAnswer: number; explanation: string; bet: SettledBet | null; next?: QuestionPayload } & (Finished | { complete?: undefined }));

const errors = {
  USER_NOT_FOUND: () => new AppError('USER_NOT_FOUND', 'User data not found'),
  USER_BLOCKED: () => new AppError('USER_BLOCKED', blockedMessage),
  NOT_FOUND: () => new AppError('NOT_FOUND', 'Quiz session not found'),
  ALREADY_ANSWERED: () => new AppError('ALREADY_ANSWERED', 'This question has already been answered'),
  QUIZ_COMPLETED: () => new AppError('QUIZ_COMPLETED', 'This quiz is already completed'),
  NOT_CURRENT_QUESTION: () => new AppError('VALIDATION_ERROR', 'This is not the current question'),
};

/** A refusal (its flag is kept), or what the player sees after answering. */
export type Answered = { refused: Refusal } | { answer: object };

const rapidAnswers: Refusal = { code: 'RAPID_ANSWERS', message: 'Answering too quickly - please take your time' };
/** The same refusal when it used the question's last attempt: the question is closed and counts as wrong. */
const rapidAnswersClosed: Refusal = { code: 'RAPID_ANSWERS', message: 'Answering too quickly - please take your time. That was the last attempt at this question: it counts as wrong.' };

/**
 * Judges one answer with the server's clock, in one statement: the database's `quiz_answer`
 * (db/migrations/0019) takes the player's and the question's row locks (so exactly one answer per
 * question), runs the spec's monitoring first (a refused answer is not processed, but the flag it
 * raises is kept, so the refusal is returned and its flag committed), settles the answer and either
 * serves the next question with its stake or, after the quiz's last question (or when the next
 * stake cannot be covered), finishes the quiz with its rewards. A question allows
 * `attemptsPerQuestion` submissions: when its last attempt is refused it counts as wrong and the
 * quiz moves on. Achievements the finished quiz earned are unlocked afterwards (finishedQuizResult).
 */
export async function answerQuestion(sql: Sql, input: AnswerInput): Promise<Answered> {
  const rules = quizRulesJson(quizRules(await readSettings(sql)));
  const outcome = await retrying(async () => {
    const [row] = await sql<{ outcome: Outcome }[]>`
      select quiz_answer(${input.userId}, ${input.sessionId}, ${input.questionId}, ${input.answerIndex}, ${input.now}, ${sql.json(rules as never)}) as outcome`;
    return row!.outcome;
  });
  if ('error' in outcome) throw errors[outcome.error]();
  const result = outcome.complete ? await finishedQuizResult(sql, outcome.result) : undefined;
  if ('refused' in outcome) return { refused: outcome.closed ? rapidAnswersClosed : rapidAnswers };
  const { correct, timedOut, correctAnswer, explanation } = outcome;
  const reveal = { correct, timedOut, correctAnswer, explanation, bet: outcome.bet ? betJson(outcome.bet) : undefined };
  if (outcome.next) return { answer: { ...reveal, next: questionJson(outcome.next) } };
  if (!outcome.complete) return { answer: reveal };
  return { answer: { ...reveal, result: { ...result, endedEarly: outcome.outOfFunds ? 'Insufficient balance for the next stake' : undefined } } };
}
