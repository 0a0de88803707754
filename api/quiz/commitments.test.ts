import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

// Issue 30, commitments (decision 0058): every served question carries the hex SHA-256 of
// `{questionId}:{correctIndex}:{salt}`, and every reveal the key and salt that recompute it.
setDefaultTimeout(60_000);
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await addTournamentQuestions(api.sql, 'medium', 20);
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close(), 60_000);
beforeEach(() => api.clock.advance(3_600_000));

/** What a player computes in the browser (web/src/routes/fairness): the same hash, by hand. */
const commitmentOf = (questionId: string, reveal: { correctIndex: number; salt: string }) =>
  new Bun.CryptoHasher('sha256').update(`${questionId}:${reveal.correctIndex}:${reveal.salt}`).digest('hex');

type Served = { id: string; commitment: string };

describe('a played quiz', () => {
  test('every served question carries a commitment that its reveal, the answer reply and the review recompute', async () => {
    for (const mode of ['standard', 'challenge'] as const) {
      const player = await api.register();
      await api.fund(player.user.id, 50);
      const played = await playQuiz(api, player.token, {
        mode,
        ...(mode === 'challenge' ? { stake: '1' } : {}),
        right: (i) => i % 3 !== 0,
      });
      const served: Served[] = [played.start.question, ...played.answers.map((a) => a.next).filter(Boolean)];
      expect(served).toHaveLength(played.answers.length);
      played.answers.forEach((answer, i) => {
        const question = served[i]!;
        expect(question.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(answer.reveal.correctIndex).toBe(answer.correctAnswer);
        expect(commitmentOf(question.id, answer.reveal)).toBe(question.commitment);
      });

      const review = (await api.call('GET', `/api/quiz/sessions/${played.sessionId}`, { token: player.token })).json
        .data.review as { questionId: string; commitment: string; reveal: { correctIndex: number; salt: string } }[];
      expect(review.map((r) => r.commitment)).toEqual(served.map((q) => q.commitment));
      for (const r of review) expect(commitmentOf(r.questionId, r.reveal)).toBe(r.commitment);
    }
  });

  test('a resumed quiz shows the same commitment as when it was served', async () => {
    const player = await api.register();
    const started = (
      await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy' } })
    ).json.data;
    const resumed = (await api.call('GET', `/api/quiz/sessions/${started.session.id}`, { token: player.token })).json
      .data.question;
    expect(resumed.commitment).toBe(started.question.commitment);
  });

  test('a key changed after serving does not change the commitment, the judgement or the reveal', async () => {
    const player = await api.register();
    const started = (
      await api.call('POST', '/api/quiz/sessions', { token: player.token, body: { difficulty: 'easy' } })
    ).json.data;
    const [row] = await api.sql<
      { key: number }[]
    >`select correct_index as key from questions where id = ${started.question.id}`;
    await api.sql`update questions set correct_index = ${(row!.key + 1) % 4} where id = ${started.question.id}`;
    api.clock.advance(5_000);
    const shownKey = await api.sql<{ k: number }[]>`
      select quiz_shown_key(option_order, key_index) as k from quiz_answers where session_id = ${started.session.id} and position = 0`;
    const reply = (
      await api.call('POST', `/api/quiz/sessions/${started.session.id}/answers`, {
        token: player.token,
        body: { questionId: started.question.id, answerIndex: shownKey[0]!.k },
      })
    ).json.data;
    expect(reply.correct).toBe(true);
    expect(commitmentOf(started.question.id, reply.reveal)).toBe(started.question.commitment);
  });

  test('salts never repeat: every served row has its own', async () => {
    const player = await api.register();
    await playQuiz(api, player.token);
    api.clock.advance(60_000);
    await playQuiz(api, player.token);
    const [counts] = await api.sql<{ rows: number; salts: number; short: number }[]>`
      select (select count(*)::int from quiz_answers) + (select count(*)::int from tournament_answers) as rows,
        (select count(distinct salt)::int from (select salt from quiz_answers union all select salt from tournament_answers) s) as salts,
        (select count(*)::int from quiz_answers where length(salt) < 32) as short`;
    expect(counts!.rows).toBeGreaterThanOrEqual(20);
    expect(counts).toEqual({ rows: counts!.rows, salts: counts!.rows, short: 0 });
  });
});

describe('a tournament run', () => {
  test('each served question carries a commitment; the completion reveals keys and salts that recompute them', async () => {
    // The completion job runs at the last run's end by the server's clock: keep it in the past.
    api.clock.set(new Date(Date.now() - 600_000));
    const [a, b] = [await api.register('Ada'), await api.register('Bob')];
    await api.fund(a.user.id, 50);
    await api.fund(b.user.id, 50);
    const t = (
      await api.call('POST', '/api/tournaments', {
        token: a.token,
        body: { name: 'Fair duel', entryFee: '1', maxParticipants: 2, timeLimit: 30 },
      })
    ).json.data;
    await api.call('POST', `/api/tournaments/${t.id}/join`, { token: b.token });
    const served: Served[] = [];
    for (const p of [a, b]) {
      const started = (await api.call('POST', `/api/tournaments/${t.id}/play`, { token: p.token })).json.data;
      let question = started.question;
      while (question) {
        if (p === a) served.push(question);
        api.clock.advance(2_500);
        const reply = await api.call('POST', `/api/quiz/sessions/${started.session.id}/answers`, {
          token: p.token,
          body: { questionId: question.id, answerIndex: 0 },
        });
        expect(reply.json.data.reveal).toBeNull(); // sealed until completion
        question = reply.json.data.next;
      }
    }
    const before = (await api.call('GET', `/api/tournaments/${t.id}`, { token: a.token })).json.data;
    expect(before.reveals).toBeNull();
    await runOnce({ connectionString: api.db.url, taskList });
    const after = (await api.call('GET', `/api/tournaments/${t.id}`, { token: a.token })).json.data;
    expect(after.status).toBe('completed');
    expect(after.reveals.map((r: Served) => r.commitment)).toEqual(served.map((q) => q.commitment));
    for (const [i, r] of after.reveals.entries()) {
      expect(r.questionId).toBe(served[i]!.id);
      expect(commitmentOf(r.questionId, r.reveal)).toBe(r.commitment);
    }
  });
});
