// The TON Connect manifest: what a wallet shows when the player connects it (issue 28).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { webPlugin } from '../web.ts';

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
  expect(res.json).toEqual({ url: appUrl, name: 'Quiz Rails', iconUrl: `${appUrl}/tonconnect-icon.png` });
});

test('the manifest icon is a 180x180 PNG (wallets refuse SVG icons)', async () => {
  const res = await webPlugin({ apiFetch: api.handle }).handle(new Request('http://localhost/tonconnect-icon.png'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  // The IHDR chunk: width and height, big-endian, after the signature, length and type.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
});

test('pages connect only to the app and the TON Connect origins; API replies to nothing foreign', async () => {
  const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src'))!;
  const page = connectSrc(contentSecurityPolicy('nonce', api.env.TONCONNECT_CONNECT_SRC));
  expect(page).toStartWith("connect-src 'self' https://config.ton.org https://bridge.tonapi.io");
  expect(page.split(' ')).not.toContain('https:');
  // TON Connect's empty `ontouchstart` handler, and no other inline handler.
  const scripts = contentSecurityPolicy('nonce').split('; ')[1];
  expect(scripts).toBe(
    "script-src 'self' 'nonce-nonce' 'unsafe-hashes' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  );
  const reply = await api.call('GET', '/tonconnect-manifest.json');
  expect(connectSrc(reply.headers.get('content-security-policy')!)).toBe("connect-src 'self'");
});
