import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// Failed sign-ins are limited per client (docs/decisions/0004).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('sign-in rate limit', () => {
  test('failed logins from one client do not lock the account for another', async () => {
    const player = await api.register();
    const login = (client: string, password: string) =>
      api.call('POST', '/api/auth/login', {
        body: { email: player.email, password },
        headers: { 'x-test-client': client },
      });
    for (let i = 0; i < 6; i++) await login('attacker', 'wrong password');
    expect((await login('attacker', player.password)).status).toBe(429);
    expect((await login('home', player.password)).status).toBe(200);
  });
});
