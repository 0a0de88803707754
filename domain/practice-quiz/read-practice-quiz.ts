import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { type QuestionPayload, questionJson } from '../quiz/session-view.ts';
import { type PracticeQuizJson, practiceQuizNotFound } from './practice-quiz-view.ts';

/**
 * A guest's practice quiz and the question it asks now (none once every question is answered), until
 * it expires. Called by GET /api/practice-quiz/sessions/:id (the page's resync after a refusal).
 */
export async function readPracticeQuiz(db: Db, input: { sessionId: string; now: Date }) {
  const [row] = await db<{ session: PracticeQuizJson | null; question: QuestionPayload | null }[]>`
    select j.session, case when j.session->>'status' = 'active'
        then practice_quiz_question(s.id, (j.session->>'index')::int) end as question
    from practice_quiz_sessions s cross join lateral (select practice_quiz_json(s.id) as session) j
    where s.id = ${input.sessionId} and s.expires_at > ${input.now}`;
  if (!row?.session) throw new AppError('NOT_FOUND', practiceQuizNotFound);
  return { session: row.session, question: row.question ? questionJson(row.question) : null };
}
export type PracticeQuizState = Awaited<ReturnType<typeof readPracticeQuiz>>;
