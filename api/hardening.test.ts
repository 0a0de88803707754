import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { transaction } from '../db/connection.ts';
import { ledgerProblems } from '../domain/ledger/invariants.ts';
import { expireAbandonedSessions } from '../domain/quiz/expire-sessions.ts';
import { useWorkerDatabase } from '../worker/database.ts';
import { taskList } from '../worker/tasks.ts';
import { correctIndex } from './quiz/quiz-play.ts';
import { createTestApi, type TestApi } from './testing.ts';

// Regression tests for the defects a review found (docs/decisions/0003 and 0004 hold the rules).
let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

describe('review regressions', () => {
  test('offset time zones are ignored and a zone changes at most once a day', async () => {
    const player = await api.register();
    for (const tz of ['-0530', '+05:00', 'Etc/GMT+5', 'Not/AZone']) {
      expect((await api.call('GET', '/api/daily-bonus', { token: player.token, headers: { 'x-timezone': tz } })).status).toBe(200);
    }
    expect((await api.call('GET', '/api/daily-bonus', { token: player.token, headers: { 'x-timezone': 'Asia/Tokyo' } })).json.data.timezone).toBe('Asia/Tokyo');
    expect((await api.call('GET', '/api/daily-bonus', { token: player.token, headers: { 'x-timezone': 'America/New_York' } })).json.data.timezone).toBe('Asia/Tokyo');
    expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(200);
  });

  test('the daily quiz limit counts the last 24 hours, whatever the time zone', async () => {
    const player = await api.register();
    await api.sql`
      insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
      select ${player.user.id}, 'easy', 'standard', 'completed', 10, ${api.clock.now()}::timestamptz - make_interval(hours => 2 + g), ${api.clock.now()}::timestamptz - make_interval(hours => 2 + g)
      from generate_series(1, 10) g`;
    await api.sql`update users set timezone = 'Pacific/Kiritimati' where id = ${player.user.id}`;
    const res = await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy' } });
    expect(res.json.error?.code).toBe('DAILY_LIMIT_REACHED');
  });

  test('a fractional payout multiplier pays in whole micro-USDT', async () => {
    await api.sql`update app_settings set document = jsonb_set(document, '{challenge}', '{"payoutMultiplier": 1.9}')`;
    await Bun.sleep(1_100);
    const player = await api.register();
    await api.fund(player.user.id, 20);
    const { session, question } = (await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy', mode: 'challenge', stake: '0.7' } })).json.data;
    api.clock.advance(5_000);
    const won = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, { token: player.token, body: { questionId: question.id, answerIndex: await correctIndex(api, question.id) } });
    expect(won.status).toBe(200);
    expect(won.json.data.bet).toMatchObject({ result: 'won', winAmount: '1.33' });
    await api.sql`update app_settings set document = document - 'challenge'`;
    await Bun.sleep(1_100);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('the worker finishes abandoned quizzes so no stake waits in escrow', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    api.clock.advance(3_600_000);
    const { session } = (await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy', mode: 'challenge', stake: '2' } })).json.data;
    await api.sql`update quiz_answers set served_at = now() - interval '5 minutes', deadline_at = now() - interval '4 minutes' where session_id = ${session.id}`;
    useWorkerDatabase(api.db.url);
    await quickAddJob({ connectionString: api.db.url }, 'quiz_sessions__expire', {});
    await runOnce({ connectionString: api.db.url, taskList });
    const [row] = await api.sql`select status from quiz_sessions where id = ${session.id}`;
    expect(row!.status).toBe('completed');
    const [bet] = await api.sql`select bet_result from quiz_answers where session_id = ${session.id} and position = 0`;
    expect(bet!.bet_result).toBe('lost');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('the expiry worker leaves a quiz alone when the player answered between its scan and its locks', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    api.clock.advance(3_600_000);
    const { session, question } = (await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy', mode: 'challenge', stake: '2' } })).json.data;
    api.clock.advance(95_000); // 65 s past the deadline: stale when the worker looks
    let answered: Awaited<ReturnType<typeof api.call>> | undefined;
    await expireAbandonedSessions(api.sql, async (run) => {
      // the player answers (late) just after the worker's scan, before its locks
      answered ??= await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, { token: player.token, body: { questionId: question.id, answerIndex: 0 } });
      return transaction(api.sql, run);
    }, api.clock.now());
    expect(answered!.json.data).toMatchObject({ timedOut: true, next: { index: 1 } });
    const state = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data;
    expect(state.session.status).toBe('active');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('history pages do not skip rows written in the same transaction', async () => {
    const player = await api.register();
    await api.sql`
      insert into transactions (user_id, type, amount, status, created_at)
      select ${player.user.id}, 'quiz_reward', g * 1000, 'completed', '2027-01-01T00:00:00.123456Z'
      from generate_series(1, 4) g`;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json: { data: { id: string }[]; nextCursor: string | null } } = await api.call('GET', `/api/transactions?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: player.token });
      seen.push(...page.json.data.map((t) => t.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5); // four rewards and the welcome bonus
    expect(new Set(seen).size).toBe(5);
  });

  test('NUL characters, bad cursors and out-of-range settings are 400s, not 500s', async () => {
    const player = await api.register();
    expect((await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'a\u0000b' } })).status).toBe(400);
    expect((await api.call('POST', '/api/deposits', { token: player.token, body: { amount: '20', network: 'TRC20', reference: 'x\u0000' } })).status).toBe(400);
    for (const path of ['/api/bets?cursor=abc', '/api/activities?cursor=99999999999999999999999', `/api/transactions?cursor=2020-01-01|${'-'.repeat(36)}`]) {
      expect((await api.call('GET', path, { token: player.token })).status).toBe(200);
    }
    const bad = await api.call('PUT', '/api/admin/settings', { token: adminToken, body: { system: { security: { rateLimitWindow: 0 } } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Setting system.security.rateLimitWindow must be between 1 and 60');
    const fractional = await api.call('PUT', '/api/admin/settings', { token: adminToken, body: { quiz: { xpPerCorrect: 2.5 } } });
    expect(fractional.status).toBe(400);
    expect(fractional.json.error.message).toBe('Setting quiz.xpPerCorrect must be a whole number');
    expect((await api.call('PUT', '/api/admin/settings', { token: adminToken, body: { primaryColor: 'red' } })).status).toBe(400);
    expect((await api.call('PUT', '/api/admin/settings', { token: adminToken, body: { dailyBonus: { baseAmount: 'lots' } } })).status).toBe(400);
  });

  test('usernames are unique whatever the case, also under concurrency', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => api.register()));
    const results = await Promise.all(players.map((p, i) => api.call('PUT', '/api/users/profile', { token: p.token, body: { username: i % 2 ? 'Racer' : 'racer' } })));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409).length).toBe(5);
  });

  test('failed logins from one client do not lock the account for another', async () => {
    const player = await api.register();
    const login = (client: string, password: string) => api.call('POST', '/api/auth/login', { body: { email: player.email, password }, headers: { 'x-test-client': client } });
    for (let i = 0; i < 6; i++) await login('attacker', 'wrong password');
    expect((await login('attacker', player.password)).status).toBe(429);
    expect((await login('home', player.password)).status).toBe(200);
  });
});
