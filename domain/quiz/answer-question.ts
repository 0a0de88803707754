import { allSettledOrThrow, retrying, transaction, type Db, type Sql } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import { completeSession, finishFacts } from './complete-session.ts';
import type { Refusal } from './eligibility.ts';
import { quizRules, type QuizRules } from './quiz-settings.ts';
import { questionJson, type QuestionPayload } from './session-view.ts';
import { betJson, type SettledBet } from './settle-answer.ts';

export type AnswerInput = { userId: string; sessionId: string; questionId: string; answerIndex: number | null; now: Date };

type Outcome =
  | { finish: true }
  | { error: keyof typeof errors }
  | { refused: 'RAPID_ANSWERS'; closed?: true; next?: QuestionPayload; complete?: true; outOfFunds?: boolean }
  | {
      correct: boolean; timedOut: boolean; correctAnswer: number; explanation: string; bet: SettledBet | null;
      next?: QuestionPayload; complete?: true; outOfFunds?: boolean;
    };

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
 * Judges one answer with the server's clock. The database's `quiz_answer` (db/migrations/0008)
 * does the judging in one round trip: the player's and the session's row locks (so exactly one
 * answer per question), the spec's monitoring first (a refused answer is not processed, but the
 * flag it raises is kept, so the refusal is returned and its flag committed), the settlement and
 * the next question served with its stake. Such an answer is one statement, committed on its own.
 * The quiz's last answer, or one after which the next stake cannot be covered, is judged again in
 * a transaction that also finishes the session. A question allows `attemptsPerQuestion`
 * submissions: when its last attempt is refused it counts as wrong and the quiz moves on.
 */
export async function answerQuestion(sql: Sql, input: AnswerInput): Promise<Answered> {
  const rules = quizRules(await readSettings(sql));
  const alone = await retrying(() => judge(sql, input, rules, false)).catch((error: { code?: string }) => {
    if (error.code === 'CQ409') return { finish: true as const };
    throw error;
  });
  if (!('finish' in alone)) return present(alone);
  return transaction(sql, async (tx) => {
    // The facts go out right behind the answer (pipelined); they are null unless the answer finished the quiz.
    const [outcome, facts] = await allSettledOrThrow([
      judge(tx, input, rules, true),
      finishFacts(tx, input.sessionId, input.now, rules, { settleOpen: false }),
    ]);
    if ('finish' in outcome) throw new Error('quiz_answer asked to finish while finishing');
    const presented = present(outcome);
    if (!('complete' in outcome)) return presented;
    if (!facts) throw new Error('a finished quiz has no finishing facts');
    const result = await completeSession(tx, input.sessionId, input.now, rules, { facts });
    if ('refused' in presented) return presented;
    return { answer: { ...presented.answer, result: { ...result, endedEarly: outcome.outOfFunds ? 'Insufficient balance for the next stake' : undefined } } };
  });
}

async function judge(db: Db, input: AnswerInput, rules: QuizRules, mayFinish: boolean): Promise<Outcome> {
  const [row] = await db<{ outcome: Outcome }[]>`
    select quiz_answer(${input.userId}, ${input.sessionId}, ${input.questionId}, ${input.answerIndex}, ${input.now}, ${db.json({
      fraudDetection: rules.fraudDetection,
      rapidAnswerMs: rules.rapidAnswerMs,
      rapidWindowMs: rules.rapidWindowMs,
      rapidAnswersToFlag: rules.rapidAnswersToFlag,
      maxConsecutiveCorrect: rules.maxConsecutiveCorrect,
      attemptsPerQuestion: rules.attemptsPerQuestion,
      payoutBasisPoints: rules.challenge.payoutBasisPoints,
      pointsPerCorrect: rules.pointsPerCorrect,
      revealSeconds: rules.revealSeconds,
      secondsPerQuestion: rules.secondsPerQuestion,
    })}, ${mayFinish}) as outcome`;
  return row!.outcome;
}

/** An answer's outcome for the API: an error thrown, a refusal, or the reveal with the next question. */
function present(outcome: Exclude<Outcome, { finish: true }>): Answered {
  if ('error' in outcome) throw errors[outcome.error]();
  if ('refused' in outcome) return { refused: outcome.closed ? rapidAnswersClosed : rapidAnswers };
  const { correct, timedOut, correctAnswer, explanation } = outcome;
  const reveal = { correct, timedOut, correctAnswer, explanation, bet: outcome.bet ? betJson(outcome.bet) : undefined };
  return { answer: outcome.next ? { ...reveal, next: questionJson(outcome.next) } : reveal };
}
