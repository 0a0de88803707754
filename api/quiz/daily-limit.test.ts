import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// The daily quiz limit (docs/decisions/0003).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('daily quiz limit', () => {
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
});
