import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Issue 31: a limit that lifts with time says which limit and when, on the setup screen's
// eligibility and on the refused start (with or without an Idempotency-Key).

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const NOW = new Date('2027-03-10T12:00:00Z');
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000);
const start = (token: string, key?: string) =>
  api.call('POST', '/api/quiz/sessions', {
    token,
    body: { difficulty: 'easy', mode: 'standard' },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const eligibility = async (token: string) =>
  (await api.call('GET', '/api/quiz/eligibility?difficulty=easy', { token })).json.data;

/** Finished quizzes started (and ended) at these minutes before now. */
async function playedAt(userId: string, minutesAgo: number[]) {
  for (const m of minutesAgo) {
    await api.sql`insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
      values (${userId}, 'easy', 'standard', 'completed', 10, ${at(m)}, ${at(m)})`;
  }
}

test('the hourly limit lifts when the oldest of the hour’s quizzes is an hour old', async () => {
  api.clock.set(NOW);
  const player = await api.register();
  await playedAt(player.user.id, [50, 20, 5]); // 3 per hour
  const expected = new Date(at(50).getTime() + 3_600_000).toISOString(); // 12:10
  for (const key of [undefined, 'hourly-1']) {
    const refused = await start(player.token, key);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'HOURLY_LIMIT_REACHED',
      message: 'Hourly quiz limit reached (3 per hour). Please try again later.',
      resetsAt: expected,
    });
  }
  expect(await eligibility(player.token)).toMatchObject({
    allowed: false,
    code: 'HOURLY_LIMIT_REACHED',
    resetsAt: expected,
  });
  // and it does lift then
  api.clock.set(new Date(Date.parse(expected) + 1_000));
  expect(await eligibility(player.token)).toMatchObject({ allowed: true, resetsAt: null });
});

test('the daily limit lifts when the 10th latest quiz of the last 24 hours leaves the window', async () => {
  api.clock.set(NOW);
  const player = await api.register();
  // 11 in the last day (one more than the limit, as a limit lowered by the operator leaves it)
  await playedAt(player.user.id, [1400, 1300, 1200, 1100, 1000, 900, 800, 700, 600, 500, 400]);
  const expected = new Date(at(1300).getTime() + 86_400_000).toISOString();
  const refused = await start(player.token);
  expect(refused.json.error).toMatchObject({ code: 'DAILY_LIMIT_REACHED', resetsAt: expected });
  expect(await eligibility(player.token)).toMatchObject({ code: 'DAILY_LIMIT_REACHED', resetsAt: expected });
});

test('the pause between quizzes ends 30 s after the latest quiz ended; other refusals carry no time', async () => {
  api.clock.set(NOW);
  const player = await api.register();
  await api.sql`insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
    values (${player.user.id}, 'easy', 'standard', 'completed', 10, ${at(3)}, ${new Date(NOW.getTime() - 10_000)})`;
  const expected = new Date(NOW.getTime() + 20_000).toISOString();
  expect((await start(player.token)).json.error).toMatchObject({ code: 'TIME_BETWEEN_QUIZZES', resetsAt: expected });
  expect(await eligibility(player.token)).toMatchObject({ code: 'TIME_BETWEEN_QUIZZES', resetsAt: expected });

  api.clock.advance(60_000);
  const challenge = await api.call('POST', '/api/quiz/sessions', {
    token: player.token,
    body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
  });
  expect(challenge.json.error.code).toBe('INSUFFICIENT_BALANCE');
  expect(challenge.json.error.resetsAt).toBeUndefined();
});
