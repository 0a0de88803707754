import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { correctIndex, playQuiz } from '../../testing/quiz-play.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => api.clock.advance(3_600_000));

const start = (token: string, body: object) => api.call('POST', '/api/quiz/sessions', { token, body });
const balances = async (token: string) => {
  const u = (await api.call('GET', '/api/users/profile', { token })).json.data;
  return { playable: Number(u.playableBalance), bonus: Number(u.bonusBalance) };
};

const expectLedgerConsistent = async () => expect(await ledgerProblems(api.sql)).toEqual([]);

describe('challenge mode', () => {
  test('needs a playable balance of 10 (the bonus balance does not count)', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 9.9);
    const res = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '1' });
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Minimum $10 required to play challenge quiz. Please deposit money first.',
    });
  });

  test('the stake is 0.1 to 10 in steps of 0.1', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 50);
    for (const stake of ['0.05', '10.1', '0.15', 'abc', -1, null]) {
      const res = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Bet amount must be between $0.1 and $10');
    }
    expect((await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: 0.1 })).status).toBe(201);
  });

  test('a stake that is not an amount is refused in a standard quiz too (which otherwise ignores a stake)', async () => {
    const player = await api.register();
    for (const stake of ['abc', '-5', '1.1234567', -1]) {
      const res = await start(player.token, { difficulty: 'easy', mode: 'standard', stake });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Bet amount must be between $0.1 and $10');
    }
    expect((await start(player.token, { difficulty: 'easy', stake: null })).status).toBe(201);
  });

  test('each served question moves the stake into escrow; a right answer pays 2x, a wrong one loses the stake', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    const started = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '2' });
    expect(started.json.data.question.stake).toBe('2');
    expect((await balances(player.token)).playable).toBe(18);
    const sessionId = started.json.data.session.id;
    let q = started.json.data.question;
    api.clock.advance(5_000);
    const won = await api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, {
      token: player.token,
      body: { questionId: q.id, answerIndex: await correctIndex(api, q.id) },
    });
    // netAmount is what the bet changed the balance by: the winnings, not the stake coming back
    expect(won.json.data.bet).toEqual({ amount: '2', result: 'won', winAmount: '4', lossAmount: '0', netAmount: '2' });
    expect((await balances(player.token)).playable).toBe(20); // 18 + 4 - 2 for the next question
    q = won.json.data.next;
    api.clock.advance(8_000);
    const lost = await api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, {
      token: player.token,
      body: { questionId: q.id, answerIndex: ((await correctIndex(api, q.id)) + 1) % 4 },
    });
    expect(lost.json.data.bet).toEqual({
      amount: '2',
      result: 'lost',
      winAmount: '0',
      lossAmount: '2',
      netAmount: '-2',
    });
    expect((await balances(player.token)).playable).toBe(18);
    const bets = (await api.call('GET', '/api/bets', { token: player.token })).json;
    expect(bets.data.map((b: { result: string; netAmount: string }) => [b.result, b.netAmount])).toEqual([
      ['lost', '-2'],
      ['won', '2'],
    ]);
    await expectLedgerConsistent();
  });

  test('an answer that serves the next question writes one netted journal; the escrow keeps the stake for the next question', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 20);
    const started = await start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '2' });
    const sessionId = started.json.data.session.id;
    const answer = async (right: boolean) => {
      const q = (await api.call('GET', `/api/quiz/sessions/${sessionId}`, { token: player.token })).json.data.question;
      const key = await correctIndex(api, q.id);
      api.clock.advance(5_000);
      const before = await api.sql<{ id: number }[]>`select id from journals where user_id = ${player.user.id}`;
      const res = await api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, {
        token: player.token,
        body: { questionId: q.id, answerIndex: right ? key : (key + 1) % 4 },
      });
      expect(res.status).toBe(200);
      const added = await api.sql<{ type: string; movements: string }[]>`
        select j.type, string_agg(coalesce(s.code, a.kind::text) || ' ' || p.amount, ', ' order by p.amount) as movements
        from journals j join postings p on p.user_id = j.user_id and p.journal_id = j.id
        left join accounts a on a.user_id = p.user_id and a.id = p.account_id
        left join system_accounts s on s.id = p.system_account_id
        where j.user_id = ${player.user.id} and j.id <> all(${before.map((b) => b.id)}::int8[]) group by j.id, j.type`;
      return [...added];
    };
    expect(await answer(true)).toEqual([{ type: 'quiz_payout', movements: 'house -2000000, playable 2000000' }]);
    expect(await answer(false)).toEqual([{ type: 'quiz_stake_lost', movements: 'playable -2000000, house 2000000' }]);
    const [escrow] = await api.sql<{ held: number }[]>`
      select coalesce(sum(p.amount), 0)::int8 as held from postings p join system_accounts s on s.id = p.system_account_id
      join journals j on j.user_id = p.user_id and j.id = p.journal_id
      where s.code = 'quiz_escrow' and j.reference like ${sessionId + ':%'}`;
    expect(escrow!.held).toBe(2_000_000);
    expect((await balances(player.token)).playable).toBe(18);

    // A payout multiplier of 1 has no winnings: a right answer moves no money at all.
    const [{ document } = { document: {} }] = await api.sql<
      { document: Record<string, unknown> }[]
    >`select document from app_settings`;
    await api.sql`update app_settings set document = document || jsonb_build_object('challenge', coalesce(document->'challenge', '{}') || '{"payoutMultiplier": 1}')`;
    forgetCachedSettings();
    try {
      expect(await answer(true)).toEqual([]);
      expect((await balances(player.token)).playable).toBe(18);
    } finally {
      await api.sql`update app_settings set document = ${api.sql.json(document as never)}`;
      forgetCachedSettings();
    }
    await expectLedgerConsistent();
  });

  test('a full challenge quiz: the result lists every question won or lost and pays no standard reward', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 30);
    const { result, sessionId } = await playQuiz(api, player.token, {
      mode: 'challenge',
      stake: '1',
      right: (i) => i % 2 === 0,
    });
    expect(result).toMatchObject({ correctAnswers: 5, reward: '0' });
    expect((await balances(player.token)).playable).toBe(30); // +1 x 5 wins, -1 x 5 losses
    const review = (await api.call('GET', `/api/quiz/sessions/${sessionId}`, { token: player.token })).json.data.review;
    expect(review.map((r: { bet: { result: string } }) => r.bet.result)).toEqual([
      'won',
      'lost',
      'won',
      'lost',
      'won',
      'lost',
      'won',
      'lost',
      'won',
      'lost',
    ]);
    await expectLedgerConsistent();
  });

  test("the player's counters move when a quiz finishes: answers, right answers, the streak across quizzes, challenge wins and winnings", async () => {
    const player = await api.register();
    await api.fund(player.user.id, 30);
    const counters = async () => {
      const [user] = await api.sql<
        {
          questions_answered: number;
          correct_answers: number;
          quiz_streak: number;
          challenge_wins: number;
          total_earned: number;
        }[]
      >`
        select questions_answered, correct_answers, quiz_streak, challenge_wins, total_earned from users where id = ${player.user.id}`;
      // Everything paid with a transaction (rewards, bonuses, achievements); the rest of total_earned is challenge winnings (micro-USDT).
      const [paid] = await api.sql<
        { sum: number }[]
      >`select coalesce(sum(amount), 0)::int8 as sum from transactions where user_id = ${player.user.id} and journal_id is not null`;
      const { total_earned, ...rest } = user!;
      return { ...rest, winnings: total_earned - paid!.sum };
    };
    const before = await counters();
    // Right at 0, 2, 4, 6, 7, 8, 9: the streak at the end is the four since the last wrong answer.
    const first = await playQuiz(api, player.token, {
      mode: 'challenge',
      stake: '1',
      right: (i) => i >= 6 || i % 2 === 0,
    });
    expect(first.result).toMatchObject({ correctAnswers: 7 });
    expect(first.result).not.toHaveProperty('streakBonus');
    expect(await counters()).toEqual({
      questions_answered: 10,
      correct_answers: 7,
      quiz_streak: 4,
      challenge_wins: 7,
      winnings: before.winnings + 7_000_000,
    });
    // All right: the streak goes on from 4 to 14, crossing 5 and 10 (bonus 2 x floor(14 / 5)).
    api.clock.advance(3_600_000);
    const second = await playQuiz(api, player.token, { mode: 'challenge', stake: '1' });
    expect(second.result).toMatchObject({ correctAnswers: 10, streakBonus: '4' });
    expect(await counters()).toEqual({
      questions_answered: 20,
      correct_answers: 17,
      quiz_streak: 14,
      challenge_wins: 17,
      winnings: before.winnings + 17_000_000,
    });
    await expectLedgerConsistent();
  });

  test('the quiz ends early when the next stake cannot be covered', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 10);
    const { result, answers } = await playQuiz(api, player.token, {
      mode: 'challenge',
      stake: '5',
      right: () => false,
    });
    expect(answers).toHaveLength(2);
    expect(result.endedEarly).toBe('Insufficient balance for the next stake');
    expect((await balances(player.token)).playable).toBe(0);
    await expectLedgerConsistent();
  });

  test('simultaneous challenge starts cannot overdraw: one starts, the others are refused', async () => {
    const player = await api.register();
    await api.fund(player.user.id, 10);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => start(player.token, { difficulty: 'easy', mode: 'challenge', stake: '10' })),
    );
    expect(results.filter((r) => r.status === 201).length).toBe(1);
    expect((await balances(player.token)).playable).toBe(0);
    await expectLedgerConsistent();
  });

  test('randomized run: many players, quizzes and stakes at once; the ledger sums to zero and nothing is negative', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => api.register()));
    await Promise.all(players.map((p) => api.fund(p.user.id, 15 + Math.floor(Math.random() * 30))));
    await Promise.all(
      players.map(async (p, i) => {
        const stake = ['0.1', '0.5', '1', '2', '5'][i % 5]!;
        await playQuiz(api, p.token, {
          mode: i % 3 === 0 ? 'standard' : 'challenge',
          stake: i % 3 === 0 ? undefined : stake,
          thinkMs: 2_500,
          right: () => Math.random() < 0.5,
        });
      }),
    );
    const [settled] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from quiz_answers where bet_result is not null`;
    expect(settled!.n).toBeGreaterThan(20);
    await expectLedgerConsistent();
  });
});
