import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// GET /api/users/standing (issue 30): the player's own fair-play state, so a refusal is never a surprise.
setDefaultTimeout(60_000);
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Player = Awaited<ReturnType<TestApi['register']>>;
const standing = async (p: Player) => {
  const res = await api.call('GET', '/api/users/standing', { token: p.token });
  expect(res.status).toBe(200);
  return res.json.data;
};
const start = (p: Player) => api.call('POST', '/api/quiz/sessions', { token: p.token, body: { difficulty: 'easy' } });

describe('GET /api/users/standing', () => {
  test('a new player: every quiz left, no wait, no flag, multiplier 1, no block, no limits', async () => {
    const p = await api.register();
    expect(await standing(p)).toEqual({
      quizzes: {
        today: { used: 0, max: 10, left: 10, nextFreesAt: null },
        thisHour: { used: 0, max: 3, left: 3, nextFreesAt: null },
        nextQuizAt: null,
      },
      flags: [],
      securityMultiplier: { value: 1, tier: null, winRate: null, answers: 0, threshold: null },
      block: null,
      limits: expect.objectContaining({ dailyStakeLimit: null, break: null, pending: [] }),
    });
    expect((await api.call('GET', '/api/users/standing')).status).toBe(401);
  });

  test('quizzes left and when they free up, and the wait, agree with what the start refuses', async () => {
    api.clock.set(new Date('2027-06-01T10:00:00Z'));
    const p = await api.register();
    const first = api.clock.now().getTime();
    await playQuiz(api, p.token);
    const s = await standing(p);
    expect(s.quizzes.today).toEqual({
      used: 1,
      max: 10,
      left: 9,
      nextFreesAt: new Date(first + 24 * 3600_000).toISOString(),
    });
    expect(s.quizzes.thisHour.left).toBe(2);
    // The 30 s gap runs from the end of the last quiz.
    expect(new Date(s.quizzes.nextQuizAt).getTime()).toBe(api.clock.now().getTime() + 30_000);
    expect((await start(p)).json.error.code).toBe('TIME_BETWEEN_QUIZZES');
    api.clock.set(new Date(s.quizzes.nextQuizAt));
    expect((await standing(p)).quizzes.nextQuizAt).toBeNull();
    expect((await start(p)).status).toBe(201);
    api.clock.advance(60_000);
    expect((await start(p)).status).toBe(201);
    api.clock.advance(60_000);
    const full = await standing(p);
    expect(full.quizzes.thisHour).toEqual({
      used: 3,
      max: 3,
      left: 0,
      nextFreesAt: new Date(first + 3600_000).toISOString(),
    });
    expect((await start(p)).json.error.code).toBe('HOURLY_LIMIT_REACHED');
    api.clock.set(new Date(full.quizzes.thisHour.nextFreesAt));
    expect((await start(p)).status).toBe(201);
  });

  test('an open flag with its reason and expiry, the win-rate tier behind the multiplier, and a block', async () => {
    api.clock.set(new Date('2027-06-05T10:00:00Z'));
    const p = await api.register();
    const at = api.clock.now();
    await api.sql`
      insert into security_flags (user_id, code, reason, created_at) values
        (${p.user.id}, 'SUSPICIOUS_ACTIVITY', 'More than 5 quick right answers in a row', ${at}),
        (${p.user.id}, 'CHALLENGE_WIN_RATE', 'Challenge win rate above 80%', ${at})`;
    await api.sql`update users set questions_answered = 40, correct_answers = 37 where id = ${p.user.id}`;
    const s = await standing(p);
    expect(s.flags).toEqual([
      {
        code: 'SUSPICIOUS_ACTIVITY',
        reason: 'More than 5 quick right answers in a row',
        since: at.toISOString(),
        expiresAt: new Date(at.getTime() + 24 * 3600_000).toISOString(),
      },
      { code: 'CHALLENGE_WIN_RATE', reason: 'Challenge win rate above 80%', since: at.toISOString(), expiresAt: null },
    ]);
    expect(s.securityMultiplier).toEqual({
      value: 0.8,
      tier: 'watch',
      winRate: 92.5,
      answers: 40,
      threshold: { winRate: 90, minAnswers: 20 },
    });
    expect((await start(p)).json.error.code).toBe('SUSPICIOUS_ACTIVITY');
    // The flag's expiry is when the start allows play again.
    api.clock.set(new Date(s.flags[0].expiresAt));
    expect((await standing(p)).flags.map((f: { code: string }) => f.code)).toEqual(['CHALLENGE_WIN_RATE']);
    expect((await start(p)).status).toBe(201);

    const admin = await api.registerAdmin();
    await api.call('PUT', `/api/admin/users/${p.user.id}/block`, {
      token: admin,
      body: { reason: 'Shared answer sheet', hours: 2 },
    });
    // A blocked player is refused everywhere else, but may read why and until when.
    expect((await start(p)).json.error.code).toBe('USER_BLOCKED');
    expect((await standing(p)).block).toEqual({
      reason: 'Shared answer sheet',
      until: new Date(api.clock.now().getTime() + 2 * 3600_000).toISOString(),
    });
  });
});

describe('GET /api/quiz/eligibility', () => {
  test("says a start would be refused by the player's own break, before they try", async () => {
    const p = await api.register();
    await api.call('PUT', '/api/users/limits', { token: p.token, body: { coolOffHours: 24 } });
    const res = await api.call('GET', '/api/quiz/eligibility?difficulty=easy&mode=standard', { token: p.token });
    expect(res.json.data).toMatchObject({ allowed: false, code: 'LIMIT_REACHED' });
    expect(res.json.data.reason).toMatch(/cool-off/);
  });
});

describe('the quiz rate limits switched off', () => {
  test('the standing shows no quiz counts while they are off', async () => {
    const admin = await api.registerAdmin();
    const save = (body: object) => api.call('PUT', '/api/admin/settings', { token: admin, body });
    expect((await save({ security: { enableRateLimiting: false } })).status).toBe(200);
    const p = await api.register();
    expect((await standing(p)).quizzes).toBeNull();
    expect((await save({ security: { enableRateLimiting: true } })).status).toBe(200);
    expect((await standing(p)).quizzes.today.max).toBe(10);
  });
});
