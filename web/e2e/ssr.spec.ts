import { expect, gotoHydrated, registerPlayer, test } from './fixtures';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function publicSettings(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/api/settings');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { content: { homePageTitle: string; homePageSubtitle: string } } }).data;
}

test('the home page HTML from a plain request already holds the page', async ({ request }) => {
  const settings = await publicSettings(request);
  const res = await request.get('/', { headers: { 'user-agent': BROWSER_UA } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  expect(html).toMatch(/^<!DOCTYPE html>/i);
  expect(html).toContain(`>${settings.content.homePageTitle}</h1>`);
  expect(html).toContain(settings.content.homePageSubtitle);
  expect(html).toContain('Guest User');
  expect(html).toMatch(/<link rel="icon"[^>]+href="\/favicon\.svg"/);
  const icon = await request.get('/favicon.svg');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg /);
  expect(html).toMatch(/<script[^>]+src="\/assets\/entry-client-[\w-]+\.js"/);
  // The query cache travels with the page, so the browser does not fetch the settings again.
  expect(html).toContain('$_TSR');
  // Inline scripts run only with this page's nonce: an injected script has none (issue 13).
  const csp = res.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  const again = await request.get('/', { headers: { 'user-agent': BROWSER_UA } });
  expect(again.headers()['content-security-policy']).not.toContain(nonce!);
});

test('a signed-in visitor gets their own data rendered on the server', async ({ request }) => {
  const player = await registerPlayer(request, 'Server Rendered');
  const res = await request.get('/profile', {
    headers: { cookie: `access_token=${player.accessToken}`, 'user-agent': BROWSER_UA },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Server Rendered');
  expect(html).toContain(player.user.email);
});

test('the page hydrates without errors and does not refetch what the server sent', async ({ page, request }) => {
  const settings = await publicSettings(request);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.content.homePageTitle);
  await expect(page.getByTestId('header-name')).toHaveText('Guest User');
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
});

test('assets are served with hashed names and long cache headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const css = /href="(\/assets\/app-[\w-]+\.css)"/.exec(html)?.[1];
  const js = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec(html)?.[1];
  for (const path of [css, js]) {
    expect(path).toBeTruthy();
    const res = await request.get(path!);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('immutable');
  }
  expect((await request.get('/assets/nope-123.js')).status()).toBe(404);
});

test('an unknown address shows the not-found page with a 404 status', async ({ page, request, pageErrors }) => {
  pageErrors.allow(/status of 404/);
  expect((await request.get('/no-such-page')).status()).toBe(404);
  await gotoHydrated(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('unknown API paths answer JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
});
