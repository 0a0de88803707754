import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { correctIndex, playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Issue 13: one sheet of answer indexes must not win for everyone, and challenge wins are watched.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.clock.advance(3_600_000));

const start = (token: string, body: object) => api.call('POST', '/api/quiz/sessions', { token, body });

describe('options are shuffled per served question', () => {
  test('each served row shows its own order; answers, reveals and the review speak in it', async () => {
    const player = await api.register();
    const { session, question } = (await start(player.token, { difficulty: 'easy' })).json.data;
    const [stored] = await api.sql<{ options: string[]; correct_index: number }[]>`
      select options, correct_index from questions where id = ${question.id}`;
    expect([...question.options].sort()).toEqual([...stored!.options].sort());
    const shownRight = question.options.indexOf(stored!.options[stored!.correct_index]);
    expect(await correctIndex(api, question.id)).toBe(shownRight);

    api.clock.advance(5_000);
    const wrongShown = (shownRight + 1) % 4;
    const answered = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
      token: player.token,
      body: { questionId: question.id, answerIndex: wrongShown },
    });
    expect(answered.json.data).toMatchObject({ correct: false, correctAnswer: shownRight });
    const [row] = await api.sql<{ answer_index: number }[]>`
      select answer_index from quiz_answers where session_id = ${session.id} and position = 0`;
    expect(row!.answer_index).toBe(stored!.options.indexOf(question.options[wrongShown])); // stored as the question's own index

    // Finish the quiz, then the review shows the first answer in the order it was shown.
    let next = answered.json.data.next;
    while (next) {
      api.clock.advance(8_000);
      const res = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
        token: player.token,
        body: { questionId: next.id, answerIndex: await correctIndex(api, next.id) },
      });
      expect(res.json.data.correct).toBe(true);
      next = res.json.data.next;
    }
    const review = (await api.call('GET', `/api/quiz/sessions/${session.id}`, { token: player.token })).json.data
      .review;
    expect(review[0]).toMatchObject({ answerIndex: wrongShown, correctAnswer: shownRight, correct: false });
  });

  test('the same question is not shown in the same order to everyone', async () => {
    const [orders] = await api.sql<{ n: number }[]>`select count(distinct option_order)::int as n from quiz_answers`;
    const players = await Promise.all(Array.from({ length: 6 }, () => api.register()));
    for (const p of players) await start(p.token, { difficulty: 'easy' });
    const [after] = await api.sql<{ n: number; rows: number }[]>`
      select count(distinct option_order)::int as n, count(*)::int as rows from quiz_answers`;
    expect(after!.rows).toBeGreaterThanOrEqual(60);
    expect(after!.n).toBeGreaterThan(Math.max(orders!.n, 12)); // 24 orders of four options
  });
});

describe('challenge results are watched on their own', () => {
  test('a win rate above the setting over the last N challenge answers flags the player and caps the stake until reviewed', async () => {
    await api.sql`update app_settings set document = jsonb_set(document, '{challenge}',
      coalesce(document->'challenge', '{}') || '{"winRateWindow": 10, "maxWinRate": 0.8, "reviewStakeCap": "0.5"}')`;
    forgetCachedSettings();
    const player = await api.register();
    await api.fund(player.user.id, 100);
    // 9 of 10 right: the old flag (95% three quizzes in a row) never fired on this.
    await playQuiz(api, player.token, { mode: 'challenge', stake: '1', right: (i) => i !== 4 });
    const flags = await api.sql<{ code: string; reason: string }[]>`
      select code, reason from security_flags where user_id = ${player.user.id} and resolved_at is null`;
    expect([...flags]).toEqual([{ code: 'CHALLENGE_WIN_RATE', reason: '9 of the last 10 challenge answers won' }]);

    api.clock.advance(3_600_000);
    const capped = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '2' });
    expect(capped.status).toBe(403);
    expect(capped.json.error).toEqual({
      code: 'HIGH_WIN_RATE',
      message: 'Your stake is limited to $0.5 while your recent challenge results are reviewed',
    });
    const small = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '0.5' });
    expect(small.status).toBe(201);

    await api.sql`update security_flags set resolved_at = now() where user_id = ${player.user.id}`;
    api.clock.advance(3_600_000);
    expect((await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '2' })).status).toBe(201);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
