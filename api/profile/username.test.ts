import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Usernames are unique without regard to case.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('profile username', () => {
  test('usernames are unique whatever the case, also under concurrency', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => api.register()));
    const results = await Promise.all(
      players.map((p, i) =>
        api.call('PUT', '/api/users/profile', { token: p.token, body: { username: i % 2 ? 'Racer' : 'racer' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409).length).toBe(5);
  });
});
