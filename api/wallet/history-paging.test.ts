import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Paging a player's transaction history by cursor.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('transaction history paging', () => {
  test('history pages do not skip rows written in the same transaction', async () => {
    const player = await api.register();
    await api.sql`
      insert into transactions (user_id, type, amount, status, created_at)
      select ${player.user.id}, 'quiz_reward', g * 1000, 'completed', '2027-01-01T00:00:00.123456Z'
      from generate_series(1, 4) g`;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { json: { data: { id: string }[]; nextCursor: string | null } } = await api.call(
        'GET',
        `/api/transactions?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: player.token },
      );
      seen.push(...page.json.data.map((t) => t.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5); // four rewards and the welcome bonus
    expect(new Set(seen).size).toBe(5);
  });
});
