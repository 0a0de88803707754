import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { rapidAnswers } from '../quiz/answer-question.ts';
import { type QuestionPayload, questionJson } from '../quiz/session-view.ts';
import { readSettings } from '../settings/read-settings.ts';
import { practiceClock } from './practice-quiz-rules.ts';
import { type PracticeQuizAnswer, practiceQuizNotFound } from './practice-quiz-view.ts';

const errors = {
  NOT_FOUND: () => new AppError('NOT_FOUND', practiceQuizNotFound),
  ALREADY_ANSWERED: () => new AppError('ALREADY_ANSWERED', 'This question has already been answered'),
  NOT_CURRENT_QUESTION: () => new AppError('VALIDATION_ERROR', 'This is not the current question'),
};

type Outcome =
  | { error: keyof typeof errors }
  | { refused: 'RAPID_ANSWERS' }
  | (Omit<PracticeQuizAnswer, 'next'> & { next?: QuestionPayload });

/**
 * Judges a guest's answer by the server's clock in one statement, the database's practice_quiz_answer
 * (domain/practice-quiz/practice-quiz.sql): right or wrong against the key the question was served
 * with, wrong after its deadline, refused (403 RAPID_ANSWERS, not processed) before it was served.
 * Writes only the practice quiz's own row. Called by POST /api/practice-quiz/sessions/:id/answers.
 */
export async function answerPracticeQuiz(
  db: Db,
  input: { sessionId: string; questionId: string; answerIndex: number | null; now: Date },
): Promise<PracticeQuizAnswer> {
  const { secondsPerQuestion, revealSeconds } = practiceClock(await readSettings(db));
  const [row] = await db<{ outcome: Outcome }[]>`
    select practice_quiz_answer(${input.sessionId}, ${input.questionId}, ${input.answerIndex}, ${input.now},
      ${revealSeconds}, ${secondsPerQuestion}) as outcome`;
  const outcome = row!.outcome;
  if ('error' in outcome) throw errors[outcome.error]();
  if ('refused' in outcome) throw new AppError(rapidAnswers.code, rapidAnswers.message);
  const { next, ...reveal } = outcome;
  return next ? { ...reveal, next: questionJson(next) } : reveal;
}
