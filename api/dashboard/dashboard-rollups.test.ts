import { afterAll, beforeAll, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { refreshAnalytics } from '../../domain/analytics/refresh-analytics.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

// The dashboard's quiz and active-player cards read rollups (decision 0060): after real quizzes
// (completed with different scores, one left active, one abandoned by starting another), by players
// and by an admin, they must equal a scan of quiz_sessions and analytics_last_active, before and
// after the quiz__fold_counters job folds the changes.

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await createTestApi();
  useWorkerDatabase(api.db.url);
  const admin = await api.register('Rollup Admin');
  await api.makeAdmin(admin.user.id);
  adminToken = admin.token;
}, 60_000);
afterAll(() => api.close(), 30_000);

async function scan() {
  const [row] = await api.sql<{ total: number; completed: number; average: number; active: number }[]>`
    select (select count(*) from quiz_sessions)::int as total,
      (select count(*) from quiz_sessions where status = 'completed')::int as completed,
      (select coalesce(round(avg(correct_answers * 100.0 / question_count), 1), 0)
       from quiz_sessions where status = 'completed')::float8 as average,
      (select count(*) from analytics_last_active u where day > (now() at time zone 'UTC')::date - 7
        and not exists (select 1 from user_roles r where r.user_id = u.user_id and r.role = 'admin'))::int as active`;
  return row!;
}

async function expectCardsToMatchTheScan() {
  const dashboard = await api.call('GET', '/api/admin/dashboard', { token: adminToken });
  expect(dashboard.status).toBe(200);
  const { quiz, users } = dashboard.json.data.overview;
  const s = await scan();
  const completionRate = s.total > 0 ? Math.round((s.completed / s.total) * 1000) / 10 : 0;
  expect({
    total: quiz.totalQuizzes,
    average: quiz.averageScore,
    rate: quiz.completionRate,
    active: users.activeUsers,
  }).toEqual({ total: s.total, average: s.average, rate: completionRate, active: s.active });
  return s;
}

test('quiz__fold_counters: the quiz and active-player cards equal a scan after mixed quizzes, folded or not', async () => {
  const [one, two] = [await api.register('Rollup One'), await api.register('Rollup Two')];
  await playQuiz(api, one.token, { right: (i) => i % 3 === 0 });
  await playQuiz(api, two.token, { right: () => true });
  await playQuiz(api, adminToken, { right: (i) => i < 2 });
  await expectCardsToMatchTheScan();
  await quickAddJob({ connectionString: api.db.url }, 'quiz__fold_counters', {});
  await runOnce({ connectionString: api.db.url, taskList });
  expect((await api.sql`select count(*)::int as n from quiz_counter_changes`)[0]!.n).toBe(0);
  await expectCardsToMatchTheScan();

  // One left active, then abandoned by starting another; one more completed; analytics refreshed.
  const started = await api.call('POST', '/api/quiz/sessions', {
    token: one.token,
    body: { difficulty: 'easy', mode: 'standard' },
  });
  expect(started.status).toBe(201);
  await expectCardsToMatchTheScan();
  api.clock.advance(120_000); // past the pause between quizzes
  await playQuiz(api, one.token, { right: (i) => i % 2 === 0 });
  await playQuiz(api, two.token, { right: () => false });
  await refreshAnalytics(api.sql);
  const s = await expectCardsToMatchTheScan();
  expect(s).toMatchObject({ total: 6, completed: 5, active: 2 });
  expect(s.average).toBeGreaterThan(0);
  await quickAddJob({ connectionString: api.db.url }, 'quiz__fold_counters', {});
  await runOnce({ connectionString: api.db.url, taskList });
  await expectCardsToMatchTheScan();
}, 120_000);
