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
    expect(results.filter((r) => r.status === 409).map((r) => r.json.error.code)).toEqual(
      Array(5).fill('USERNAME_TAKEN'),
    );
    // The lookup (decision 0080) holds the winner's username, lower-cased, and nothing else of the racers.
    const winner = players[results.findIndex((r) => r.status === 200)]!;
    const held = await api.sql`
      select lower_username, user_id from usernames where user_id in ${api.sql(players.map((p) => p.user.id))}`;
    expect([...held]).toEqual([{ lower_username: 'racer', user_id: winner.user.id }]);
  });

  test('a changed username is given up for others; a change of case only keeps it', async () => {
    const [first, second] = await Promise.all([api.register(), api.register()]);
    const tag = crypto.randomUUID().slice(0, 8);
    const put = (p: typeof first, username: string | null) =>
      api.call('PUT', '/api/users/profile', { token: p.token, body: { username } });
    expect((await put(first, `Old_${tag}`)).status).toBe(200);
    expect((await put(first, `old_${tag}`)).status).toBe(200);
    expect((await put(second, `OLD_${tag}`)).json.error.code).toBe('USERNAME_TAKEN');
    expect((await put(first, `new_${tag}`)).status).toBe(200);
    expect((await put(second, `OLD_${tag}`)).status).toBe(200);
    expect((await put(first, null)).status).toBe(200);
    expect((await put(first, `old_${tag}`)).json.error.code).toBe('USERNAME_TAKEN');
    expect((await put(second, `New_${tag}`)).status).toBe(200);
    const held = await api.sql`
      select lower_username, user_id from usernames where user_id in (${first.user.id}, ${second.user.id})
      order by lower_username`;
    expect([...held]).toEqual([{ lower_username: `new_${tag}`, user_id: second.user.id }]);
  });
});
