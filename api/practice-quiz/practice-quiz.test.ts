import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { prunePracticeQuizzes } from '../../domain/practice-quiz/prune-practice-quizzes.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
let clients = 0;
/** Each test plays from its own address, so the per-address limit is met only where a test means to. */
let client = 'guest-0';
beforeEach(() => {
  clients += 1;
  client = `guest-${clients}`;
});

const headers = () => ({ 'x-test-client': client });
const start = () => api.call('POST', '/api/practice-quiz/sessions', { headers: headers() });
const answer = (id: string, body: unknown) =>
  api.call('POST', `/api/practice-quiz/sessions/${id}/answers`, { body, headers: headers() });
const state = (id: string) => api.call('GET', `/api/practice-quiz/sessions/${id}`, { headers: headers() });
/** The right option in the order the guest was shown it (the test reads the key beside the API). */
const rightIndex = async (sessionId: string, questionId: string) =>
  (
    await api.sql<{ index: number }[]>`
      select quiz_shown_key(option_order, key_index) as index from practice_quiz_answers
      where session_id = ${sessionId} and question_id = ${questionId}`
  )[0]!.index;
const sha256 = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex');
/** Changes one section of the system settings, as System Settings would. */
const setSystem = async (section: 'security' | 'features', values: object) => {
  await api.sql`update app_settings set document = document || jsonb_build_object('system',
    coalesce(document->'system', '{}') || jsonb_build_object(${section}::text,
      coalesce(document->'system'->${section}, '{}') || ${api.sql.json(values as never)}::jsonb))`;
  forgetCachedSettings();
};
/** What a practice quiz must never touch: the ledger, players, their quizzes and counters. */
const playerState = async () =>
  (
    await api.sql`
      select (select count(*) from journals)::int as journals, (select count(*) from postings)::int as postings,
        (select count(*) from transactions)::int as transactions, (select count(*) from users)::int as users,
        (select count(*) from quiz_sessions)::int as quizzes, (select count(*) from quiz_answers)::int as answers,
        (select count(*) from idempotency_keys)::int as keys`
  )[0];

describe('guest practice quiz', () => {
  test('a guest without an account starts five easy questions; no question carries its answer', async () => {
    const res = await start();
    expect(res.status).toBe(201);
    const { session, question, revealSeconds } = res.json.data;
    expect(revealSeconds).toBe(3);
    expect(session).toMatchObject({ difficulty: 'easy', status: 'active', index: 0, total: 5, correctAnswers: 0 });
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(session.expiresAt).getTime() - api.clock.now().getTime()).toBe(15 * 60_000);
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
    expect(question).toMatchObject({ index: 0, total: 5, difficulty: 'easy', stake: null });
    expect(new Date(question.deadlineAt).getTime() - api.clock.now().getTime()).toBe(30_000);
    const read = await state(session.id);
    expect(read.status).toBe(200);
    // what a reload reads to go on with the same quiz: its question and the reveal's length
    expect(read.json.data).toMatchObject({ question: { id: question.id }, result: null, revealSeconds: 3 });
    // No field that gives the answer away (as a field name: a question may mention "private keys").
    for (const body of [res.text, read.text])
      expect(body).not.toMatch(/"(correct(Index|Answer)?|explanation|salt|key\w*)"\s*:/i);
  });

  test('the server judges each answer, reveals the key it committed to, and ends with the score only', async () => {
    const before = await playerState();
    const { session, question: first } = (await start()).json.data;
    let question = first;
    const picks: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      api.clock.advance(2_000);
      const right = await rightIndex(session.id, question.id);
      const pick = i % 2 === 0 ? right : (right + 1) % 4;
      const res = await answer(session.id, { questionId: question.id, answerIndex: pick });
      expect(res.status).toBe(200);
      const reveal = res.json.data;
      expect(reveal.correct).toBe(pick === right);
      expect(reveal.timedOut).toBe(false);
      expect(reveal.correctAnswer).toBe(right);
      expect(reveal.explanation.length).toBeGreaterThan(0);
      // the commitment served with the question holds the revealed key
      expect(sha256(`${question.id}:${reveal.reveal.correctIndex}:${reveal.reveal.salt}`)).toBe(question.commitment);
      picks.push(reveal.correct);
      if (i < 4) {
        expect(reveal.result).toBeUndefined();
        expect(reveal.next.index).toBe(i + 1);
        // the next question is on screen when the 3 s reveal ends, and not before
        expect(new Date(reveal.next.servedAt).getTime() - api.clock.now().getTime()).toBe(3_000);
        question = reveal.next;
        api.clock.advance(3_000);
      } else {
        expect(reveal.next).toBeUndefined();
        expect(reveal.result).toEqual({ correctAnswers: 3, totalQuestions: 5, scorePercent: 60 });
      }
    }
    expect(picks).toEqual([true, false, true, false, true]);
    const done = (await state(session.id)).json.data;
    expect(done).toMatchObject({ session: { status: 'completed', correctAnswers: 3 }, question: null });
    // a reload after the last answer shows the same score again
    expect(done.result).toEqual({ correctAnswers: 3, totalQuestions: 5, scorePercent: 60 });
    expect((await answer(session.id, { questionId: question.id, answerIndex: 0 })).status).toBe(409);
    // nothing was paid, stored against a player or counted: the ledger is as it was, and balanced
    expect(await playerState()).toEqual(before);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('an answer during the reveal is refused unprocessed; after the deadline it counts as wrong', async () => {
    const { session, question } = (await start()).json.data;
    api.clock.advance(2_000);
    const first = await answer(session.id, { questionId: question.id, answerIndex: 0 });
    const next = first.json.data.next;
    const early = await answer(session.id, { questionId: next.id, answerIndex: 0 });
    expect(early.status).toBe(403);
    expect(early.json.error.code).toBe('RAPID_ANSWERS');
    api.clock.advance(3_000 + 31_000);
    const late = await answer(session.id, {
      questionId: next.id,
      answerIndex: await rightIndex(session.id, next.id),
    });
    expect(late.status).toBe(200);
    expect(late.json.data).toMatchObject({ correct: false, timedOut: true });
    expect(late.json.data.next.index).toBe(2);
  });

  test('bad input is a 4xx in the contract shape', async () => {
    const { session, question } = (await start()).json.data;
    const unknown = crypto.randomUUID();
    const cases: [Promise<{ status: number; json: any }>, number][] = [
      [state('not-an-id'), 400],
      [state(unknown), 404],
      [answer(unknown, { questionId: question.id, answerIndex: 0 }), 404],
      [answer(session.id, { questionId: question.id, answerIndex: 4 }), 400],
      [answer(session.id, { questionId: question.id, answerIndex: 1.5 }), 400],
      [answer(session.id, { questionId: question.id, answerIndex: '1' }), 400],
      [answer(session.id, { questionId: 'x', answerIndex: 0 }), 400],
      [answer(session.id, { questionId: question.id }), 400],
      [answer(session.id, { questionId: question.id, answerIndex: 0, reward: 5 }), 400],
      [answer(session.id, { questionId: unknown, answerIndex: 0 }), 400],
      [api.call('POST', `/api/practice-quiz/sessions/${session.id}/answers`, { raw: '{', headers: headers() }), 400],
    ];
    for (const [call, status] of cases) {
      const res = await call;
      expect(res.status).toBe(status);
      expect(Object.keys(res.json.error).sort()).toEqual(['code', 'message']);
    }
  });

  test('a quiz expires after 15 minutes and is then gone', async () => {
    const { session, question } = (await start()).json.data;
    api.clock.advance(15 * 60_000);
    expect((await state(session.id)).status).toBe(404);
    const late = await answer(session.id, { questionId: question.id, answerIndex: 0 });
    expect(late.status).toBe(404);
    expect(late.json.error.message).toBe('Practice quiz not found or expired');
    expect(await prunePracticeQuizzes(api.sql, api.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await api.sql`select 1 from practice_quiz_answers where session_id = ${session.id}`).length).toBe(0);
  });

  test('starts are limited per address like sign-ups, and refused while the quiz is off', async () => {
    await setSystem('security', { rateLimitMax: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await start()).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await start();
      expect(refused.json.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      client = 'another-guest';
      expect((await start()).status).toBe(201);
    } finally {
      await setSystem('security', { rateLimitMax: 100 });
    }
    await setSystem('features', { enableQuiz: false });
    try {
      client = 'quiz-off';
      const off = await start();
      expect(off.status).toBe(403);
      expect(off.json.error.code).toBe('FEATURE_DISABLED');
    } finally {
      await setSystem('features', { enableQuiz: true });
    }
  });
});
