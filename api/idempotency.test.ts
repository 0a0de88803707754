import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../domain/ledger/invariants.ts';
import { correctIndex } from '../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { txHash } from '../testing/tx-hash.ts';
import { addDepositAddresses } from '../testing/deposit-addresses.ts';

// Issue 13: every money-moving POST honours Idempotency-Key, and keyed requests never deadlock.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
});
afterAll(() => api.close());

const trc20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const keyed = (key: string) => ({ 'idempotency-key': key });
const noServerErrors = (results: { status: number; text: string }[]) =>
  expect(results.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
const journalCount = async (userId: string) =>
  (await api.sql<{ n: number }[]>`select count(*)::int as n from journals where user_id = ${userId}`)[0]!.n;

async function fundedPlayer(amount: number) {
  const player = await api.register();
  await api.fund(player.user.id, amount);
  return player;
}

describe('20 concurrent keyed requests of every keyed endpoint: no 5xx', () => {
  test('withdrawals, each with its own key (these deadlocked: the key row before the user lock)', async () => {
    const player = await fundedPlayer(100);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', '/api/withdrawals', {
          token: player.token,
          body: { amount: '40', network: 'TRC20', address: trc20 },
          headers: keyed(`w-${i}`),
        }),
      ),
    );
    noServerErrors(results);
    expect(results.filter((r) => r.status === 201).length).toBe(2);
  });

  test('deposits, each with its own key', async () => {
    const player = await api.register();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', '/api/deposits', {
          token: player.token,
          body: { amount: '50', network: 'TRC20', reference: txHash() },
          headers: keyed(`d-${i}`),
        }),
      ),
    );
    noServerErrors(results);
    expect(results.filter((r) => r.status === 201).length).toBe(5); // five pending deposits at most
  });

  test('challenge starts, each with its own key', async () => {
    const player = await fundedPlayer(50);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', '/api/quiz/sessions', {
          token: player.token,
          body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
          headers: keyed(`s-${i}`),
        }),
      ),
    );
    noServerErrors(results);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
  });

  test('answers to one question, each with its own key', async () => {
    const player = await fundedPlayer(50);
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
      })
    ).json.data;
    api.clock.advance(5_000);
    const answerIndex = await correctIndex(api, question.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
          token: player.token,
          body: { questionId: question.id, answerIndex },
          headers: keyed(`a-${i}`),
        }),
      ),
    );
    noServerErrors(results);
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(new Set(results.filter((r) => r.status !== 200).map((r) => r.json.error.code))).toEqual(
      new Set(['ALREADY_ANSWERED']),
    );
  });

  test('daily-bonus claims, each with its own key', async () => {
    const player = await api.register();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', '/api/daily-bonus/claim', { token: player.token, headers: keyed(`b-${i}`) }),
      ),
    );
    noServerErrors(results);
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});

describe('the same key replays the first reply; another request under it is a 409', () => {
  test('a challenge start sent twice 61 s apart opens one session and takes one stake', async () => {
    const player = await fundedPlayer(50);
    const body = { difficulty: 'easy', mode: 'challenge', stake: '2' };
    const first = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body,
      headers: keyed('start-1'),
    });
    expect(first.status).toBe(201);
    api.clock.advance(61_000);
    const again = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body,
      headers: keyed('start-1'),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    const [sessions] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from quiz_sessions where user_id = ${player.user.id}`;
    expect(sessions!.n).toBe(1);
    const [stakes] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from journals where user_id = ${player.user.id} and type = 'quiz_stake'`;
    expect(stakes!.n).toBe(1);
    const other = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body: { ...body, stake: '3' },
      headers: keyed('start-1'),
    });
    expect(other.status).toBe(409);
    expect(other.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('a repeated answer replays the reveal and the next question, and settles once', async () => {
    const player = await fundedPlayer(50);
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
      })
    ).json.data;
    api.clock.advance(5_000);
    const body = { questionId: question.id, answerIndex: await correctIndex(api, question.id) };
    const path = `/api/quiz/sessions/${session.id}/answers`;
    const first = await api.call('POST', path, { token: player.token, body, headers: keyed('answer-1') });
    expect(first.status).toBe(200);
    const journals = await journalCount(player.user.id);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('POST', path, { token: player.token, body, headers: keyed('answer-1') }),
      ),
    );
    for (const again of concurrent) {
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.json).toEqual(first.json);
    }
    expect(await journalCount(player.user.id)).toBe(journals);
    const other = await api.call('POST', path, {
      token: player.token,
      body: { questionId: first.json.data.next.id, answerIndex: 0 },
      headers: keyed('answer-1'),
    });
    expect(other.json.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [next] = await api.sql<{ answered_at: Date | null }[]>`
      select answered_at from quiz_answers where session_id = ${session.id} and position = 1`;
    expect(next!.answered_at).toBeNull(); // the refused request's answer was rolled back
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('a repeated daily-bonus claim replays the first reply and credits once', async () => {
    const player = await api.register();
    const journals = await journalCount(player.user.id);
    const first = await api.call('POST', '/api/daily-bonus/claim', { token: player.token, headers: keyed('bonus-1') });
    expect(first.status).toBe(200);
    const again = await api.call('POST', '/api/daily-bonus/claim', { token: player.token, headers: keyed('bonus-1') });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await journalCount(player.user.id)).toBe(journals + 1);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
