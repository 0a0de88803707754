import { retrying, type Sql } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { keyReusedMessage, type IdempotencyKey } from '../idempotency.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Refusal } from './eligibility.ts';
import { finishedQuizResult, type FinishedQuiz, type QuizResult } from './finish-quiz.ts';
import { quizRules, quizRulesJson } from './quiz-rules.ts';
import { questionJson, type QuestionPayload, type QuizQuestionJson, type Reveal } from './session-view.ts';
import { betJson, type SettledBet } from './bet-view.ts';

export type AnswerInput = {
  userId: string;
  /** The sign-in session the access token is bound to (decision 0019), checked live in the answer's statement. */
  accessSession: string;
  sessionId: string;
  questionId: string;
  answerIndex: number | null;
  now: Date;
  /** The request's Idempotency-Key: a repeat replays the first outcome, another request under it is refused. */
  once?: IdempotencyKey;
};

/** `endedEarly`: why a challenge ended before its last question (no balance, or the player's own limit). */
type Finished = { complete: true; endedEarly: string | null; result: FinishedQuiz };
type Outcome =
  | { error: keyof typeof errors }
  | ({ refused: 'RAPID_ANSWERS'; closed?: true; next?: QuestionPayload } & (Finished | { complete?: undefined }))
  | ({
      correct: boolean;
      timedOut: boolean;
      correctAnswer: number;
      explanation: string;
      reveal: Reveal;
      bet: SettledBet | null;
      next?: QuestionPayload;
    } & (Finished | { complete?: undefined }));

const errors = {
  SESSION_ENDED: () => new AppError('UNAUTHORIZED', 'Please sign in to continue'),
  USER_NOT_FOUND: () => new AppError('USER_NOT_FOUND', 'User data not found'),
  USER_BLOCKED: () => new AppError('USER_BLOCKED', blockedMessage),
  NOT_FOUND: () => new AppError('NOT_FOUND', 'Quiz session not found'),
  ALREADY_ANSWERED: () => new AppError('ALREADY_ANSWERED', 'This question has already been answered'),
  QUIZ_COMPLETED: () => new AppError('QUIZ_COMPLETED', 'This quiz is already completed'),
  // The contract's code for an ended quiz, with the player told why this one ended.
  QUIZ_ABANDONED: () =>
    new AppError('QUIZ_COMPLETED', 'This quiz ended because it was left unanswered: start a new one'),
  NOT_CURRENT_QUESTION: () => new AppError('VALIDATION_ERROR', 'This is not the current question'),
};

/** The answer revealed: right or not, the right option with its commitment's salt, and a challenge answer's bet. */
const revealJson = (o: {
  correct: boolean;
  timedOut: boolean;
  correctAnswer: number;
  explanation: string;
  reveal: Reveal;
  bet: SettledBet | null;
}) => ({
  correct: o.correct,
  timedOut: o.timedOut,
  correctAnswer: o.correctAnswer,
  explanation: o.explanation,
  reveal: o.reveal,
  bet: o.bet ? betJson(o.bet) : undefined,
});

/** What the player sees after answering: the reveal, then the next question or, after the last one, the result. */
export type QuizAnswer = ReturnType<typeof revealJson> & {
  next?: QuizQuestionJson;
  result?: QuizResult & { endedEarly?: string };
};

/** A refusal (its flag is kept), or what the player sees after answering; `replayed` under a key already answered. */
export type Answered = { refused: Refusal } | { answer: QuizAnswer; replayed: boolean };

export const rapidAnswers: Refusal = {
  code: 'RAPID_ANSWERS',
  message: 'Answering too quickly - please take your time',
};
/** The same refusal when it used the question's last attempt: the question is closed and counts as wrong. */
export const rapidAnswersClosed: Refusal = {
  code: 'RAPID_ANSWERS',
  message:
    'Answering too quickly - please take your time. That was the last attempt at this question: it counts as wrong.',
};

/**
 * Judges one answer with the server's clock, in one statement: the database's `quiz_answer`
 * (domain/quiz/answer-question.sql) takes the player's and the question's row locks (so exactly one answer per
 * question), runs the spec's monitoring first (a refused answer is not processed, but the flag it
 * raises is kept, so the refusal is returned and its flag committed), settles the answer and either
 * serves the next question with its stake or, after the quiz's last question (or when the next
 * stake cannot be covered), finishes the quiz with its rewards. A question allows
 * `attemptsPerQuestion` submissions: when its last attempt is refused it counts as wrong and the
 * quiz moves on. Achievements the finished quiz earned are unlocked afterwards (finishedQuizResult).
 */
export async function answerQuestion(sql: Sql, input: AnswerInput): Promise<Answered> {
  const rules = quizRulesJson(quizRules(await readSettings(sql)));
  const { outcome, replayed } = await retrying(() => judge(sql, input, rules));
  if ('error' in outcome) throw errors[outcome.error]();
  const result = outcome.complete ? await finishedQuizResult(sql, outcome.result) : undefined;
  if ('refused' in outcome) return { refused: outcome.closed ? rapidAnswersClosed : rapidAnswers };
  const reveal = revealJson(outcome);
  if (outcome.next) return { answer: { ...reveal, next: questionJson(outcome.next) }, replayed };
  if (!outcome.complete || !result) return { answer: reveal, replayed };
  return {
    answer: {
      ...reveal,
      result: { ...result, endedEarly: outcome.endedEarly ?? undefined },
    },
    replayed,
  };
}

const sessionEnded = { error: 'SESSION_ENDED' };

/**
 * One statement: the access check (`session_live`; the player's block is judged by `quiz_answer`),
 * then `quiz_answer`, or under a key `quiz_answer_once` (CQ409: the key was used before).
 */
async function judge(sql: Sql, input: AnswerInput, rules: object): Promise<{ outcome: Outcome; replayed: boolean }> {
  const { userId, accessSession, sessionId, questionId, answerIndex, now, once } = input;
  if (!once) {
    const [row] = await sql<{ outcome: Outcome }[]>`
      select case when session_live(${userId}, ${accessSession})
        then quiz_answer(${userId}, ${sessionId}, ${questionId}, ${answerIndex}, ${now}, ${sql.json(rules as never)})
        else ${sql.json(sessionEnded)} end as outcome`;
    return { outcome: row!.outcome, replayed: false };
  }
  try {
    const [row] = await sql<{ outcome: Outcome }[]>`
      select case when session_live(${userId}, ${accessSession})
        then quiz_answer_once(${once.key}, ${once.requestHash}, ${userId}, ${sessionId}, ${questionId}, ${answerIndex}, ${now},
          ${sql.json(rules as never)})
        else ${sql.json(sessionEnded)} end as outcome`;
    return { outcome: row!.outcome, replayed: false };
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code !== 'CQ409') throw error;
    const first = JSON.parse(detail ?? 'null') as Outcome | null;
    if (!first) throw new AppError('IDEMPOTENCY_KEY_REUSED', keyReusedMessage);
    return { outcome: first, replayed: true };
  }
}
