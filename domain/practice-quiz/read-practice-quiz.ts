import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { type QuestionPayload, questionJson } from '../quiz/session-view.ts';
import { readSettings } from '../settings/read-settings.ts';
import { practiceClock } from './practice-quiz-rules.ts';
import { type PracticeQuizJson, type PracticeQuizResult, practiceQuizNotFound } from './practice-quiz-view.ts';

/**
 * A guest's practice quiz where it is, until it expires: the question it asks now, or its score once
 * every question is answered, and the reveal's length. Called by GET /api/practice-quiz/sessions/:id
 * (the page's resync after a refusal, and its return to the same quiz after a reload).
 */
export async function readPracticeQuiz(db: Db, input: { sessionId: string; now: Date }) {
  const [[row], settings] = await Promise.all([
    db<{ session: PracticeQuizJson | null; question: QuestionPayload | null; result: PracticeQuizResult | null }[]>`
      select j.session,
        case when j.session->>'status' = 'active' then practice_quiz_question(s.id, (j.session->>'index')::int) end as question,
        case when j.session->>'status' = 'completed' then practice_quiz_result(s.id) end as result
      from practice_quiz_sessions s cross join lateral (select practice_quiz_json(s.id) as session) j
      where s.id = ${input.sessionId} and s.expires_at > ${input.now}`,
    readSettings(db),
  ]);
  if (!row?.session) throw new AppError('NOT_FOUND', practiceQuizNotFound);
  return {
    session: row.session,
    question: row.question ? questionJson(row.question) : null,
    result: row.result,
    revealSeconds: practiceClock(settings).revealSeconds,
  };
}
export type PracticeQuizState = Awaited<ReturnType<typeof readPracticeQuiz>>;
