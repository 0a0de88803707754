import { Elysia } from 'elysia';
import * as v from 'valibot';
import { retrying } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { parseAmount } from '../../domain/money.ts';
import { answerQuestion } from '../../domain/quiz/answer-question.ts';
import { readEligibility } from '../../domain/quiz/read-eligibility.ts';
import { readSessionState } from '../../domain/quiz/session-view.ts';
import { withLimitReset } from '../../domain/quiz/limit-reset.ts';
import { startQuiz } from '../../domain/quiz/start-quiz.ts';
import { DIFFICULTIES, QUIZ_MODES } from '../../domain/quiz/types.ts';
import { betHistory } from '../../domain/quiz/bet-history.ts';
import { answerRun } from '../../domain/tournaments/answer-run.ts';
import type { Deps } from '../http/deps.ts';
import { idempotencyOf, replyOnce, runIdempotent } from '../http/idempotency.ts';
import { listQuery } from '../http/pagination.ts';

const difficulty = v.picklist(DIFFICULTIES, 'Difficulty must be easy, medium or hard');
const mode = v.picklist(QUIZ_MODES, 'Mode must be standard or challenge');
const StartBody = v.strictObject({
  difficulty,
  mode: v.optional(mode, 'standard'),
  stake: v.optional(v.nullable(v.union([v.string(), v.number()], 'Bet amount must be between $0.1 and $10'))),
});
const AnswerBody = v.strictObject({
  questionId: v.pipe(v.string('questionId is required'), v.uuid('questionId must be a question id')),
  answerIndex: v.nullable(
    v.pipe(
      v.number('answerIndex must be 0 to 3, or null when time ran out'),
      v.integer('answerIndex must be 0 to 3'),
      v.minValue(0, 'answerIndex must be 0 to 3'),
      v.maxValue(3, 'answerIndex must be 0 to 3'),
    ),
  ),
});
const SessionParams = v.object({ id: v.pipe(v.string(), v.uuid('Quiz session not found')) });

export function quizRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/api/quiz/eligibility',
      async ({ request, query }) => {
        const { userId } = await auth.requireUser(request);
        return {
          data: await readEligibility(sql, { userId, difficulty: query.difficulty, mode: query.mode, now: now() }),
        };
      },
      {
        query: v.object({ difficulty: v.optional(difficulty, 'easy'), mode: v.optional(mode, 'standard') }),
        detail: { summary: 'May this player start this quiz now, and the counters' },
      },
    )

    .post(
      '/api/quiz/sessions',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        // A stake sent is an amount in any mode (a standard quiz then ignores it); a challenge needs one.
        const sent = body.stake !== undefined && body.stake !== null;
        const stake = sent ? parseAmount(body.stake) : null;
        if ((sent || body.mode === 'challenge') && stake === null)
          throw new AppError('VALIDATION_ERROR', 'Bet amount must be between $0.1 and $10');
        const input = { userId, difficulty: body.difficulty, mode: body.mode, stake };
        // A refusal by the daily, hourly or between-quizzes limit says when it lifts.
        return withLimitReset(sql, { userId, now: now() }, async () => {
          // Without a key the start is one statement (quiz_start): no transaction round trips (decision 0049).
          if (!request.headers.has('idempotency-key')) {
            return replyOnce({ data: await retrying(() => startQuiz(sql, { ...input, now: now() })) }, 201, false);
          }
          return runIdempotent(sql, request, { userId, fingerprint: input }, async (tx) => ({
            status: 201,
            body: { data: await startQuiz(tx, { ...input, now: now() }) },
          }));
        });
      },
      { body: StartBody, detail: { summary: 'Start a quiz (standard, or challenge with a stake per question)' } },
    )

    .get(
      '/api/quiz/sessions/:id',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await readSessionState(sql, userId, params.id) };
      },
      { params: SessionParams, detail: { summary: 'A quiz session and its current question (resume after a reload)' } },
    )

    .post(
      '/api/quiz/sessions/:id/answers',
      async ({ request, params, body }) => {
        // The access check runs inside the answer's own statement (decision 0049).
        const caller = await auth.signedCaller(request);
        const input = {
          userId: caller.userId,
          accessSession: caller.sessionId,
          sessionId: params.id,
          questionId: body.questionId,
          answerIndex: body.answerIndex,
          now: now(),
          once: await idempotencyOf(request, body),
        };
        // A tournament run is not a quiz session: only when no quiz session has this id is it tried as a run.
        const outcome = await answerQuestion(sql, input).catch((error) =>
          error instanceof AppError && error.code === 'NOT_FOUND' ? null : Promise.reject(error),
        );
        if (outcome === null) {
          await auth.requireUser(request);
          return { data: await answerRun(sql, { ...input, runId: params.id }) };
        }
        if ('refused' in outcome) throw new AppError(outcome.refused.code, outcome.refused.message);
        return replyOnce({ data: outcome.answer }, 200, outcome.replayed);
      },
      {
        params: SessionParams,
        body: AnswerBody,
        detail: { summary: 'Answer the current question (judged by the server clock)' },
      },
    )

    .get(
      '/api/bets',
      async ({ request, query }) => {
        const { userId } = await auth.requireUser(request);
        return betHistory(sql, { userId, limit: query.limit, cursor: query.cursor ?? null });
      },
      { query: listQuery(20), detail: { summary: 'Challenge betting history' } },
    );
}
