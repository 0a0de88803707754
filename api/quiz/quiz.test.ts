import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { quizRules, quizRulesJson } from '../../domain/quiz/quiz-rules.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import { createAuth } from '../http/auth.ts';
import { createAccessCache } from '../http/access-cache.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { correctIndex, playQuiz } from '../../testing/quiz-play.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.clock.advance(3_600_000)); // every test starts clear of the hourly limit and the gap

const start = (token: string, body: object) => api.call('POST', '/api/quiz/sessions', { token, body });
const answer = (token: string, sessionId: string, body: object) =>
  api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, { token, body });
const answerRight = async (token: string, sessionId: string, question: { id: string }) =>
  answer(token, sessionId, { questionId: question.id, answerIndex: await correctIndex(api, question.id) });
/** The session's settled answers: how many, and how many right (the player's counters take them when the quiz finishes). */
const settled = async (sessionId: string) =>
  (
    await api.sql<{ answered: number; right: number }[]>`
    select count(*)::int as answered, (count(*) filter (where is_correct))::int as right from quiz_answers
    where session_id = ${sessionId} and answered_at is not null`
  )[0]!;
const playable = async (userId: string) =>
  (
    await api.sql<{ balance: number }[]>`select balance from accounts where user_id = ${userId} and kind = 'playable'`
  )[0]!.balance;

describe('quiz sessions', () => {
  test('a question never carries its answer; the answer is revealed only after answering', async () => {
    const player = await api.register();
    const res = await start(player.token, { difficulty: 'easy', mode: 'standard' });
    expect(res.status).toBe(201);
    const { session, question } = res.json.data;
    expect(question).toMatchObject({ index: 0, total: 10, difficulty: 'easy' });
    expect(question.options).toHaveLength(4);
    expect(Object.keys(question).sort()).toEqual([
      'category',
      'commitment',
      'deadlineAt',
      'difficulty',
      'id',
      'index',
      'options',
      'question',
      'servedAt',
      'stake',
      'total',
    ]);
    expect(new Date(question.deadlineAt).getTime() - api.clock.now().getTime()).toBe(30_000);
    const resumed = await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token });
    expect(resumed.json.data.question.id).toBe(question.id);
    expect(JSON.stringify(resumed.json.data.question)).not.toMatch(/correct|explanation|answer/i);
    expect(JSON.stringify(res.json.data.question)).not.toMatch(/correct|explanation|answer/i);
    api.clock.advance(4_000);
    const key = await correctIndex(api, question.id);
    const judged = await answer(player.token, session.id, { questionId: question.id, answerIndex: key });
    expect(judged.json.data).toMatchObject({ correct: true, correctAnswer: key });
    expect(judged.json.data.explanation.length).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(judged.json.data.next)).not.toMatch(/correct|explanation/i);
  });

  test('mid-quiz the session shows its current question, and the right answers and score so far', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    let current = question;
    for (const right of [true, false, true]) {
      api.clock.advance(5_000);
      const key = await correctIndex(api, current.id);
      current = (
        await answer(player.token, session.id, { questionId: current.id, answerIndex: right ? key : (key + 1) % 4 })
      ).json.data.next;
    }
    const state = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data;
    expect(state.session).toMatchObject({ status: 'active', index: 3, correctAnswers: 2, score: 20 });
    expect(state.question).toMatchObject({ id: current.id, index: 3 });
  });

  test('another player cannot read or answer my session', async () => {
    const [me, other] = [await api.register(), await api.register()];
    const res = await start(me.token, { difficulty: 'easy' });
    const { session, question } = res.json.data;
    expect((await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: other.token })).status).toBe(404);
    expect((await answer(other.token, session.id, { questionId: question.id, answerIndex: 0 })).status).toBe(404);
  });

  test('an answer after the 30 s deadline counts as wrong and resets the streak', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    api.clock.advance(5_000);
    const first = await answerRight(player.token, session.id, question);
    expect(first.json.data.correct).toBe(true);
    const next = first.json.data.next;
    // The next question starts after the 3 s reveal and then has its full 30 s.
    expect(new Date(next.deadlineAt).getTime() - api.clock.now().getTime()).toBe(33_000);
    api.clock.advance(33_001);
    const late = await answerRight(player.token, session.id, next);
    expect(late.json.data).toMatchObject({ correct: false, timedOut: true });
    expect(await settled(session.id)).toEqual({ answered: 2, right: 1 });
    // The other eight right: the player's streak at the end counts only the answers after the late one.
    let current = late.json.data;
    while (current.next) {
      api.clock.advance(5_000);
      current = (await answerRight(player.token, session.id, current.next)).json.data;
    }
    expect(current.result).toMatchObject({ correctAnswers: 9, totalQuestions: 10 });
    const [user] =
      await api.sql`select quiz_streak, questions_answered, correct_answers from users where id = ${player.user.id}`;
    expect(user).toMatchObject({ quiz_streak: 8, questions_answered: 10, correct_answers: 9 });
  });

  test('one answer per question: a second or concurrent answer is refused and changes nothing', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    api.clock.advance(5_000);
    const key = await correctIndex(api, question.id);
    const both = await Promise.all([
      answer(player.token, session.id, { questionId: question.id, answerIndex: key }),
      answer(player.token, session.id, { questionId: question.id, answerIndex: (key + 1) % 4 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await answer(player.token, session.id, { questionId: question.id, answerIndex: key });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('ALREADY_ANSWERED');
    expect((await settled(session.id)).answered).toBe(1);
  });

  test('the last answer sent three times at once finishes the quiz once and pays its reward once', async () => {
    const player = await api.register();
    const { session, question: first } = (await start(player.token, { difficulty: 'easy' })).json.data;
    let question = first;
    for (let i = 0; i < 9; i++) {
      api.clock.advance(8_000);
      question = (await answerRight(player.token, session.id, question)).json.data.next;
    }
    api.clock.advance(8_000);
    const key = await correctIndex(api, question.id);
    const all = await Promise.all(
      [0, 1, 2].map(() => answer(player.token, session.id, { questionId: question.id, answerIndex: key })),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(all.find((r) => r.status === 200)!.json.data.result).toMatchObject({ correctAnswers: 10, reward: '5' });
    const [paid] = await api.sql<{ rewards: number; completed: number }[]>`
      select (select count(*)::int from transactions where user_id = ${player.user.id} and type = 'quiz_reward') as rewards,
             (select quizzes_completed from users where id = ${player.user.id}) as completed`;
    expect(paid).toEqual({ rewards: 1, completed: 1 });
  });

  test('a full standard quiz pays the reward, XP, level, activity and the first-quiz achievement', async () => {
    const player = await api.register();
    const { result, answers } = await playQuiz(api, player.token, { thinkMs: 5_000 });
    expect(answers).toHaveLength(10);
    expect(result).toMatchObject({
      score: 100,
      correctAnswers: 10,
      totalQuestions: 10,
      scorePercent: 100,
      reward: '5',
      xpGained: 100,
      level: 2,
    });
    expect(result.achievementsUnlocked.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining(['first_quiz', 'perfect_score', 'correct_5_row', 'correct_10_row']),
    );
    expect(result.streakBonus).toBe('4');
    const profile = (await api.call('GET', '/api/users/profile', { token: player.token })).json.data;
    // Quiz rewards and the streak bonus are promotional credit until the first deposit: 5 welcome + 5 reward + 4 streak + 3 for four achievements.
    expect(profile).toMatchObject({
      playableBalance: '0',
      bonusBalance: '17',
      level: 2,
      totalXP: 100,
      quizzesCompleted: 1,
      correctAnswers: 10,
      questionsAnswered: 10,
      dailyQuizzesCompleted: 1,
    });
    const activities = (await api.call('GET', '/api/activities', { token: player.token })).json;
    expect(activities.data.map((a: { type: string }) => a.type)).toContain('quiz_completed');
    const achievements = (await api.call('GET', '/api/achievements', { token: player.token })).json.data;
    expect(achievements.length).toBeGreaterThanOrEqual(12);
    expect(achievements.find((a: { id: string }) => a.id === 'first_quiz').unlocked).toBe(true);
    expect(achievements.find((a: { id: string }) => a.id === 'level_10').unlocked).toBe(false);
  });

  test('a quiz left open ends abandoned with its open question wrong; an ended quiz cannot be finished again', async () => {
    const player = await api.register();
    const { session } = (await start(player.token, { difficulty: 'easy' })).json.data;
    const db = api.sql;
    const rules = db.json(quizRulesJson(quizRules(defaultSettings)) as never);
    const finish = () =>
      db`select quiz_finish(${player.user.id}, ${session.id}, ${api.clock.now()}, ${rules}, true) as result`;
    const [row] = await finish();
    expect(row!.result).toMatchObject({ correctAnswers: 0, totalQuestions: 10, reward: 0 });
    const [open] = await db<
      { answered_at: Date | null; timed_out: boolean }[]
    >`select answered_at, timed_out from quiz_answers where session_id = ${session.id} and position = 0`;
    expect(open).toMatchObject({ timed_out: true });
    expect(open!.answered_at).not.toBeNull();
    const journals = async () =>
      (await db<{ n: number }[]>`select count(*)::int as n from journals where user_id = ${player.user.id}`)[0]!.n;
    const before = await journals();
    await expect(finish()).rejects.toThrow('has already ended');
    expect(await journals()).toBe(before);
  });

  test('a new start ends the abandoned quiz first; a refused start leaves it as it was', async () => {
    const player = await api.register();
    const first = (await start(player.token, { difficulty: 'easy' })).json.data;
    api.clock.advance(5_000);
    await answerRight(player.token, first.session.id, first.question);
    const status = async (id: string) =>
      (
        await api.sql<{ status: string; answered: number }[]>`
      select s.status, (select count(*)::int from quiz_answers a where a.session_id = s.id and a.answered_at is not null) as answered
      from quiz_sessions s where s.id = ${id}`
      )[0];
    const tooSoon = await start(player.token, { difficulty: 'easy' });
    expect(tooSoon.json.error.code).toBe('TIME_BETWEEN_QUIZZES');
    expect(await status(first.session.id)).toEqual({ status: 'active', answered: 1 });
    // The abandoned quiz ends when its open question's 30 s ran out; the next may start 30 s after that.
    api.clock.advance(70_000);
    const second = await start(player.token, { difficulty: 'easy' });
    expect(second.status).toBe(201);
    expect(await status(first.session.id)).toEqual({ status: 'abandoned', answered: 2 });
    expect(await status(second.json.data.session.id)).toEqual({ status: 'active', answered: 0 });
  });

  test('achievements unlock once', async () => {
    const player = await api.register();
    await playQuiz(api, player.token);
    api.clock.advance(60_000);
    const second = await playQuiz(api, player.token);
    expect(second.result.achievementsUnlocked.map((a: { id: string }) => a.id)).not.toContain('first_quiz');
    const [n] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where user_id = ${player.user.id} and type = 'achievement_reward' and description like '%First Steps%'`;
    expect(n!.n).toBe(1);
  });

  test('slow answers get the 0.5 time bonus; wrong answers earn nothing but the minimum rule', async () => {
    const player = await api.register();
    const slow = await playQuiz(api, player.token, { thinkMs: 25_000, right: (i) => i < 2 });
    expect(slow.result).toMatchObject({ correctAnswers: 2, reward: '0.5', xpGained: 20 });
  });
});

describe('start checks', () => {
  test('30 s between quizzes, 3 per hour, 10 per day', async () => {
    api.clock.set(new Date('2027-01-10T12:00:00Z')); // midday, so the day's quizzes below fall on one calendar day
    const player = await api.register();
    await playQuiz(api, player.token);
    const tooSoon = await start(player.token, { difficulty: 'easy' });
    expect(tooSoon.status).toBe(403);
    expect(tooSoon.json.error.code).toBe('TIME_BETWEEN_QUIZZES');
    expect(tooSoon.json.error.message).toMatch(/^Please wait \d+ seconds$/);
    api.clock.advance(31_000);
    await playQuiz(api, player.token);
    api.clock.advance(31_000);
    await playQuiz(api, player.token);
    api.clock.advance(31_000);
    const hourly = await start(player.token, { difficulty: 'easy' });
    expect(hourly.json.error.code).toBe('HOURLY_LIMIT_REACHED');
    await api.sql`update quiz_sessions set started_at = started_at - interval '2 hours', completed_at = completed_at - interval '2 hours' where user_id = ${player.user.id}`;
    await api.sql`
      insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
      select ${player.user.id}, 'easy', 'standard', 'completed', 10, ${api.clock.now()}::timestamptz - make_interval(hours => 2, mins => g), ${api.clock.now()}::timestamptz - make_interval(hours => 2, mins => g)
      from generate_series(1, 7) g`;
    const daily = await start(player.token, { difficulty: 'easy' });
    expect(daily.status).toBe(403);
    expect(daily.json.error.code).toBe('DAILY_LIMIT_REACHED');
    const eligibility = await api.call('GET', '/api/quiz/eligibility?difficulty=easy', { token: player.token });
    expect(eligibility.json.data).toMatchObject({
      allowed: false,
      code: 'DAILY_LIMIT_REACHED',
      dailyQuizzesCompleted: 10,
      maxDailyQuizzes: 10,
    });
  });

  test('fewer than 10 answers means easy only; hard needs level 5', async () => {
    const player = await api.register();
    const medium = await start(player.token, { difficulty: 'medium' });
    expect(medium.status).toBe(403);
    expect(medium.json.error.code).toBe('DIFFICULTY_RESTRICTION');
    const fresh = (await api.call('GET', '/api/quiz/eligibility?difficulty=medium', { token: player.token })).json.data;
    expect(fresh.lockedDifficulties.medium).toEqual({
      code: 'DIFFICULTY_RESTRICTION',
      message: 'Answer at least 10 questions to unlock medium and hard quizzes',
      answers: 10,
    });
    await playQuiz(api, player.token);
    api.clock.advance(31_000);
    const hard = await start(player.token, { difficulty: 'hard' });
    expect(hard.json.error.code).toBe('LEVEL_RESTRICTION');
    const eligibility = (await api.call('GET', '/api/quiz/eligibility?difficulty=hard', { token: player.token })).json
      .data;
    expect(eligibility).toMatchObject({ allowed: false, code: 'LEVEL_RESTRICTION' });
    expect(eligibility.lockedDifficulties).toEqual({
      easy: null,
      medium: null,
      hard: { code: 'LEVEL_RESTRICTION', message: 'Reach level 5 to play hard quizzes', level: 5 },
    });
    await api.sql`update users set level = 5 where id = ${player.user.id}`;
    expect((await start(player.token, { difficulty: 'hard' })).status).toBe(201);
  });

  test('a blocked player cannot start; limits come from the settings', async () => {
    const player = await api.register();
    await api.sql`update users set status = 'blocked' where id = ${player.user.id}`;
    const blocked = await start(player.token, { difficulty: 'easy' });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.code).toBe('USER_BLOCKED');
    await api.sql`update users set status = 'active' where id = ${player.user.id}`;
    await api.sql`update app_settings set document = jsonb_set(document, '{security}', '{"maxHourlyQuizzes": 0}')`;
    await Bun.sleep(1_100);
    expect((await start(player.token, { difficulty: 'easy' })).json.error.code).toBe('HOURLY_LIMIT_REACHED');
    await api.sql`update app_settings set document = document - 'security'`;
    await Bun.sleep(1_100);
  });

  test('three rapid answers within 60 s: the third is refused, not processed, and the player is flagged', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    let current = question;
    // Each answer 1 s after its question is served (after the previous answer's 3 s reveal).
    for (let i = 0; i < 2; i++) {
      api.clock.advance(i > 0 ? 4_000 : 1_000);
      const res = await answerRight(player.token, session.id, current);
      expect(res.status).toBe(200);
      current = res.json.data.next;
    }
    api.clock.advance(4_000);
    const refused = await answerRight(player.token, session.id, current);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: 'RAPID_ANSWERS',
      message: 'Answering too quickly - please take your time',
    });
    expect(await settled(session.id)).toEqual({ answered: 2, right: 2 });
    const [flag] = await api.sql`select code from security_flags where user_id = ${player.user.id}`;
    expect(flag!.code).toBe('RAPID_ANSWERS');
    api.clock.advance(5_000);
    expect((await answer(player.token, session.id, { questionId: current.id, answerIndex: 0 })).status).toBe(200);
    api.clock.advance(3_600_000);
    const suspicious = await start(player.token, { difficulty: 'easy' });
    expect(suspicious.json.error.code).toBe('SUSPICIOUS_ACTIVITY');
  });

  test('a token for a player who does not exist is refused as signed out, not as a server error', async () => {
    const token = await createAuth(
      api.env.JWT_SECRET,
      api.sql,
      createAccessCache(api.sql, { ttlMs: 0 }),
    ).issueAccessToken(crypto.randomUUID(), crypto.randomUUID());
    const res = await start(token, { difficulty: 'easy' });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHORIZED');
  });

  test('2 attempts per question: when the second attempt is refused too, the question counts as wrong and the quiz moves on', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    let current = question;
    for (let i = 0; i < 2; i++) {
      api.clock.advance(i > 0 ? 4_000 : 1_000);
      current = (await answerRight(player.token, session.id, current)).json.data.next;
    }
    api.clock.advance(3_500);
    const first = await answerRight(player.token, session.id, current);
    expect(first.json.error.code).toBe('RAPID_ANSWERS');
    expect(
      (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data.question.id,
    ).toBe(current.id);

    api.clock.advance(500);
    const second = await answerRight(player.token, session.id, current);
    expect(second.status).toBe(403);
    expect(second.json.error).toEqual({
      code: 'RAPID_ANSWERS',
      message:
        'Answering too quickly - please take your time. That was the last attempt at this question: it counts as wrong.',
    });
    expect(await settled(session.id)).toEqual({ answered: 3, right: 2 });
    const [spent] =
      await api.sql`select answer_index, is_correct, timed_out, attempts from quiz_answers where session_id = ${session.id} and question_id = ${current.id}`;
    expect(spent).toEqual({ answer_index: null, is_correct: false, timed_out: false, attempts: 2 });
    const state = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data;
    expect(state.session.index).toBe(3);
    expect(state.question.id).not.toBe(current.id);
    const again = await answer(player.token, session.id, { questionId: current.id, answerIndex: 0 });
    expect(again.json.error.code).toBe('ALREADY_ANSWERED');
  });

  test('when both attempts at the last question are refused, the quiz finishes with that question wrong', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    let current = question;
    for (let i = 0; i < 9; i++) {
      api.clock.advance(i < 7 ? 8_000 : 4_000); // the 8th and 9th answers are rapid (1 s after the reveal)
      current = (await answerRight(player.token, session.id, current)).json.data.next;
    }
    for (const wait of [3_500, 500]) {
      api.clock.advance(wait);
      expect((await answerRight(player.token, session.id, current)).json.error.code).toBe('RAPID_ANSWERS');
    }
    const state = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data;
    expect(state.session).toMatchObject({ status: 'completed', correctAnswers: 9 });
    expect(state.review.at(-1)).toMatchObject({ answerIndex: null, correct: false });
  });

  test('more than 5 quick right answers in a row raise a flag for review; the answers still count', async () => {
    const player = await api.register();
    const { answers, result } = await playQuiz(api, player.token, { thinkMs: 2_500, right: (i) => i < 6 });
    expect(answers).toHaveLength(10);
    expect(result.correctAnswers).toBe(6);
    const flags = await api.sql`select code from security_flags where user_id = ${player.user.id}`;
    expect(flags.map((f) => f.code)).toEqual(['SUSPICIOUS_ACTIVITY']);
  });

  test('bad start and answer input is a 400 in the contract shape', async () => {
    const player = await api.register();
    for (const body of [
      {},
      { difficulty: 'extreme' },
      { difficulty: 'easy', mode: 'casino' },
      { difficulty: 'easy', extra: 1 },
    ]) {
      const res = await start(player.token, body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const { session } = (await start(player.token, { difficulty: 'easy' })).json.data;
    for (const body of [
      {},
      { questionId: 'x', answerIndex: 1 },
      { questionId: crypto.randomUUID(), answerIndex: 4 },
      { questionId: crypto.randomUUID(), answerIndex: '1' },
    ]) {
      const res = await answer(player.token, session.id, body);
      expect(res.status).toBe(400);
    }
    expect((await api.call('GET', '/api/quiz/sessions/not-a-uuid', { token: player.token })).status).toBe(400);
  });
});

describe('question selection', () => {
  test('a player does not see a question again while unseen ones remain', async () => {
    const player = await api.register();
    const [{ n } = { n: 0 }] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from questions where difficulty = 'easy' and is_active`;
    const quizzes = Math.min(Math.floor(n / 10), 10); // start-quiz.sql remembers the last 10 quizzes
    expect(quizzes).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let i = 0; i < quizzes; i++) {
      api.clock.advance(3 * 3_600_000); // at most 8 quizzes a calendar day: clear of the daily limit of 10
      const { answers, start } = await playQuiz(api, player.token, { right: (q) => q > 0 }); // 90%: clear of the perfect-score check
      seen.push(start.question.id, ...answers.filter((a) => a.next).map((a) => a.next.id));
    }
    expect(seen).toHaveLength(quizzes * 10);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test('three quizzes in a row at 95% or more flag the player (perfect-score suspicion)', async () => {
    const player = await api.register();
    for (let i = 0; i < 3; i++) {
      api.clock.advance(3_600_000);
      await playQuiz(api, player.token, { thinkMs: 8_000 });
    }
    const flags = await api.sql`select code from security_flags where user_id = ${player.user.id}`;
    expect(flags.map((f) => f.code)).toContain('HIGH_WIN_RATE');
    api.clock.advance(3_600_000);
    expect((await start(player.token, { difficulty: 'easy' })).json.error.code).toBe('SUSPICIOUS_ACTIVITY');
  });
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
