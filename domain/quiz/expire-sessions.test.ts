import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { transaction } from '../../db/connection.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';
import { ledgerProblems } from '../ledger/invariants.ts';
import { expireAbandonedSessions } from './expire-sessions.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Abandoned quizzes are finished by the worker (worker/tasks/quiz__expire_sessions.ts), never a live one.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('expiring abandoned quizzes', () => {
  test('quiz__expire_sessions: the worker finishes abandoned quizzes so no stake waits in escrow', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    api.clock.advance(3_600_000);
    const { session } = (
      await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '2' },
      })
    ).json.data;
    await api.sql`update quiz_answers set served_at = now() - interval '5 minutes', deadline_at = now() - interval '4 minutes' where session_id = ${session.id} and served_at is not null`;
    useWorkerDatabase(api.db.url);
    await quickAddJob({ connectionString: api.db.url }, 'quiz__expire_sessions', {});
    await runOnce({ connectionString: api.db.url, taskList });
    const [row] = await api.sql`select status from quiz_sessions where id = ${session.id}`;
    expect(row!.status).toBe('abandoned');
    const [bet] = await api.sql`select bet_result from quiz_answers where session_id = ${session.id} and position = 0`;
    expect(bet!.bet_result).toBe('lost');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('the expiry worker leaves a quiz alone when the player answered between its scan and its locks', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    api.clock.advance(3_600_000);
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '2' },
      })
    ).json.data;
    api.clock.advance(95_000); // 65 s past the deadline: stale when the worker looks
    let answered: Awaited<ReturnType<typeof api.call>> | undefined;
    await expireAbandonedSessions(
      api.sql,
      async (run) => {
        // the player answers (late) just after the worker's scan, before its locks
        answered ??= await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
          token: player.token,
          body: { questionId: question.id, answerIndex: 0 },
        });
        return transaction(api.sql, run);
      },
      api.clock.now(),
    );
    expect(answered!.json.data).toMatchObject({ timedOut: true, next: { index: 1 } });
    const state = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data;
    expect(state.session.status).toBe('active');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
