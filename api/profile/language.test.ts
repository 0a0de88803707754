import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { createTestApi, testBotToken, type TestApi } from '../../testing/test-api.ts';

// The player's interface language is stored on the server (decision 0036).
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function telegramLaunch(user: object) {
  const initData = signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
      user: JSON.stringify(user),
    },
    testBotToken,
  );
  return api.call('POST', '/api/telegram-webapp/webapp-init', { body: { initData } });
}

describe('player language', () => {
  test('a new email player follows the device (null) until they choose; the choice is kept', async () => {
    const player = await api.register();
    const before = await api.call('GET', '/api/users/profile', { token: player.token });
    expect(before.json.data.language).toBeNull();
    const put = await api.call('PUT', '/api/users/language', { token: player.token, body: { language: 'es' } });
    expect(put.status).toBe(200);
    expect(put.json.data.language).toBe('es');
    const after = await api.call('GET', '/api/users/profile', { token: player.token });
    expect(after.json.data.language).toBe('es');
  });

  test('only the five languages are accepted, and only for a signed-in player', async () => {
    const player = await api.register();
    for (const body of [{ language: 'pt' }, { language: 'ES' }, { language: null }, {}, { language: 'en', extra: 1 }]) {
      const res = await api.call('PUT', '/api/users/language', { token: player.token, body });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    const anonymous = await api.call('PUT', '/api/users/language', { body: { language: 'fr' } });
    expect(anonymous.status).toBe(401);
  });

  test("a Telegram player starts in Telegram's language_code when it is one of ours, and keeps a later choice", async () => {
    const first = await telegramLaunch({ id: 9_100_001, first_name: 'Li', language_code: 'zh-hans' });
    expect(first.status).toBe(200);
    expect(first.json.data.user.language).toBe('zh');
    const other = await telegramLaunch({ id: 9_100_002, first_name: 'Ana', language_code: 'pt-br' });
    expect(other.json.data.user.language).toBeNull();

    const token = first.json.data.tokens.accessToken;
    await api.call('PUT', '/api/users/language', { token, body: { language: 'de' } });
    const again = await telegramLaunch({ id: 9_100_001, first_name: 'Li', language_code: 'zh-hans' });
    expect(again.json.data.user.language).toBe('de');
  });
});
