import { Elysia } from 'elysia';
import * as v from 'valibot';
import { answerPracticeQuiz } from '../../domain/practice-quiz/answer-practice-quiz.ts';
import { practiceQuizNotFound } from '../../domain/practice-quiz/practice-quiz-view.ts';
import { readPracticeQuiz } from '../../domain/practice-quiz/read-practice-quiz.ts';
import { startPracticeQuiz } from '../../domain/practice-quiz/start-practice-quiz.ts';
import { limitByAddress } from '../http/client-limit.ts';
import type { Deps } from '../http/deps.ts';
import { AnswerBody } from '../quiz/routes.ts';

const SessionParams = v.object({ id: v.pipe(v.string(), v.uuid(practiceQuizNotFound)) });

/**
 * Guest practice quizzes (decision 0067): no account, no token, nothing at stake. A start counts
 * against the caller's address like a sign-up; the quiz itself is bounded (five questions, one answer
 * each) and reached only by its random id until it expires.
 */
export function practiceQuizRoutes({ sql, clientIp, now }: Deps) {
  return new Elysia()
    .post(
      '/api/practice-quiz/sessions',
      async ({ request, set }) => {
        await limitByAddress(sql, { endpoint: 'practice-quiz', address: clientIp(request) });
        set.status = 201;
        return { data: await startPracticeQuiz(sql, { now: now() }) };
      },
      { detail: { summary: 'Start a practice quiz without an account: five easy questions, no rewards' } },
    )

    .get(
      '/api/practice-quiz/sessions/:id',
      async ({ params }) => ({ data: await readPracticeQuiz(sql, { sessionId: params.id, now: now() }) }),
      { params: SessionParams, detail: { summary: 'A practice quiz and its current question' } },
    )

    .post(
      '/api/practice-quiz/sessions/:id/answers',
      async ({ params, body }) => ({
        data: await answerPracticeQuiz(sql, { sessionId: params.id, ...body, now: now() }),
      }),
      {
        params: SessionParams,
        body: AnswerBody,
        detail: { summary: 'Answer the practice question on screen (judged by the server clock)' },
      },
    );
}
