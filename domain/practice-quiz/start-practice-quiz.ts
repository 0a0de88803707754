import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { type QuestionPayload, questionJson } from '../quiz/session-view.ts';
import { readSettings } from '../settings/read-settings.ts';
import { checkFeature } from '../settings/require-feature.ts';
import { PRACTICE_QUIZ, practiceClock } from './practice-quiz-rules.ts';
import type { PracticeQuizJson } from './practice-quiz-view.ts';

/**
 * Opens a guest's practice quiz (decision 0067) in one statement, the database's practice_quiz_start
 * (domain/practice-quiz/practice-quiz.sql): five easy questions, the first one served now, with the
 * reveal's length. Writes only
 * practice_quiz_* rows: no player, no ledger, no counters. Refused while the quiz is switched off.
 * Called by POST /api/practice-quiz/sessions, after the caller's per-address limit.
 */
export async function startPracticeQuiz(db: Db, input: { now: Date }) {
  const settings = await readSettings(db);
  checkFeature(settings, 'quiz');
  const { secondsPerQuestion, revealSeconds } = practiceClock(settings);
  const expiresAt = new Date(input.now.getTime() + PRACTICE_QUIZ.lifetimeMinutes * 60_000);
  const [row] = await db<{ quiz: { session: PracticeQuizJson; question: QuestionPayload } | null }[]>`
    select practice_quiz_start(${crypto.randomUUID()}, ${PRACTICE_QUIZ.difficulty}, ${PRACTICE_QUIZ.questions}, ${input.now},
      ${secondsPerQuestion}, ${expiresAt}) as quiz`;
  const quiz = row!.quiz;
  if (!quiz) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to start quiz. Please try again.');
  // The reveal's length: how long the app shows each answer before the next question is served.
  return { session: quiz.session, question: questionJson(quiz.question), revealSeconds };
}
export type StartedPracticeQuiz = Awaited<ReturnType<typeof startPracticeQuiz>>;
