// The TON Connect manifest: what a wallet shows when the player connects it (issue 28).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

const appUrl = 'https://quiz.example.com';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL: `${appUrl}/` });
});
afterAll(() => api.close());

test('the TON Connect manifest names the app as its settings do, at the public URL', async () => {
  const admin = await api.registerAdmin();
  const saved = await api.call('PUT', '/api/admin/settings', {
    token: admin,
    body: { appConfig: { appName: 'Quiz Rails' } },
  });
  expect(saved.status).toBe(200);
  forgetCachedSettings();
  const res = await api.call('GET', '/tonconnect-manifest.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*'); // wallets fetch it from their own origin
  expect(res.json).toEqual({ url: appUrl, name: 'Quiz Rails', iconUrl: `${appUrl}/favicon.svg` });
});
