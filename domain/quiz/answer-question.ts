import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { readSettings } from '../settings/read-settings.ts';
import { completeSession } from './complete-session.ts';
import type { Refusal } from './eligibility.ts';
import { quizRules } from './quiz-settings.ts';
import { findSession, questionJson, type QuestionPayload } from './session-view.ts';
import { betJson, type SettledBet } from './settle-answer.ts';

export type AnswerInput = { userId: string; sessionId: string; questionId: string; answerIndex: number | null; now: Date };

type Outcome =
  | { error: keyof typeof errors }
  | { refused: 'RAPID_ANSWERS' }
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

const rapidAnswers: Refusal = { code: 'RAPID_ANSWERS', message: 'Answering too quickly - please take your time' };

/**
 * Judges one answer with the server's clock. The database's `quiz_answer` (db/migrations/0008)
 * does the judging in one round trip: the player's and the session's row locks (so exactly one
 * answer per question), the spec's monitoring first (a refused answer is not processed, but the
 * flag it raises is kept, so the refusal is returned and the transaction commits), the settlement
 * and the next question served with its stake. The last answer also finishes the session here.
 */
export async function answerQuestion(tx: Tx, input: AnswerInput) {
  const rules = quizRules(await readSettings(tx));
  const [row] = await tx<{ outcome: Outcome }[]>`
    select quiz_answer(${input.userId}, ${input.sessionId}, ${input.questionId}, ${input.answerIndex}, ${input.now}, ${tx.json({
      fraudDetection: rules.fraudDetection,
      rapidAnswerMs: rules.rapidAnswerMs,
      rapidWindowMs: rules.rapidWindowMs,
      rapidAnswersToFlag: rules.rapidAnswersToFlag,
      maxConsecutiveCorrect: rules.maxConsecutiveCorrect,
      payoutBasisPoints: rules.challenge.payoutBasisPoints,
      pointsPerCorrect: rules.pointsPerCorrect,
      revealSeconds: rules.revealSeconds,
      secondsPerQuestion: rules.secondsPerQuestion,
    })}) as outcome`;
  const outcome = row!.outcome;
  if ('error' in outcome) throw errors[outcome.error]();
  if ('refused' in outcome) return { refused: rapidAnswers };

  const { correct, timedOut, correctAnswer, explanation } = outcome;
  const reveal = { correct, timedOut, correctAnswer, explanation, bet: outcome.bet ? betJson(outcome.bet) : undefined };
  if (outcome.next) return { answer: { ...reveal, next: questionJson(outcome.next) } };
  const s = await findSession(tx, input.userId, input.sessionId);
  const result = await completeSession(tx, s, input.now, rules);
  return { answer: { ...reveal, result: { ...result, endedEarly: outcome.outOfFunds ? 'Insufficient balance for the next stake' : undefined } } };
}
