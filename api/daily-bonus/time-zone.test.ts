import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// The player's time zone (docs/decisions/0004): only named zones, changed at most once a day.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('daily bonus time zone', () => {
  test('offset time zones are ignored and a zone changes at most once a day', async () => {
    const player = await api.register();
    for (const tz of ['-0530', '+05:00', 'Etc/GMT+5', 'Not/AZone']) {
      expect(
        (await api.call('GET', '/api/daily-bonus', { token: player.token, headers: { 'x-timezone': tz } })).status,
      ).toBe(200);
    }
    expect(
      (await api.call('GET', '/api/daily-bonus', { token: player.token, headers: { 'x-timezone': 'Asia/Tokyo' } })).json
        .data.timezone,
    ).toBe('Asia/Tokyo');
    expect(
      (
        await api.call('GET', '/api/daily-bonus', {
          token: player.token,
          headers: { 'x-timezone': 'America/New_York' },
        })
      ).json.data.timezone,
    ).toBe('Asia/Tokyo');
    expect((await api.call('GET', '/api/users/profile', { token: player.token })).status).toBe(200);
  });
});
