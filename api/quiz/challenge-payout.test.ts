import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { correctIndex } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// The challenge payout with a multiplier from the settings (docs/decisions/0003).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('challenge payout', () => {
  test('a fractional payout multiplier pays in whole micro-USDT', async () => {
    await api.sql`update app_settings set document = jsonb_set(document, '{challenge}', '{"payoutMultiplier": 1.9}')`;
    await Bun.sleep(1_100);
    const player = await api.register();
    await api.fund(player.user.id, 20);
    const { session, question } = (
      await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '0.7' },
      })
    ).json.data;
    api.clock.advance(5_000);
    const won = await api.call('POST', `/api/quiz/sessions/${session.id}/answers`, {
      token: player.token,
      body: { questionId: question.id, answerIndex: await correctIndex(api, question.id) },
    });
    expect(won.status).toBe(200);
    expect(won.json.data.bet).toMatchObject({ result: 'won', winAmount: '1.33' });
    await api.sql`update app_settings set document = document - 'challenge'`;
    await Bun.sleep(1_100);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
