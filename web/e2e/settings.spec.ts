import type { APIRequestContext } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dbUrlFile } from './env';

// These tests change the shared settings document, so they run alone after the other projects
// (see playwright.config.ts) and one at a time; each one restores what it changed.
test.describe.configure({ mode: 'serial' });

async function settingsWriter(request: APIRequestContext) {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  return async (changes: Record<string, unknown>) => {
    const res = await request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: changes,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
}

test('maintenance mode replaces every player page, and the admin sign-in stays reachable', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const write = await settingsWriter(request);
  await write({
    features: { maintenanceMode: true },
    appConfig: {
      maintenanceMessage: 'Upgrading the quiz engine.',
      translations: { de: { maintenanceMessage: 'Wir bauen die Quiz-Maschine um.' } },
    },
  });
  try {
    for (const path of ['/', '/profile', '/login']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible();
      await expect(page.getByText('Upgrading the quiz engine.')).toBeVisible();
      await expect(page.getByText("We'll be back soon. Thank you for your patience!")).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
    await gotoHydrated(page, '/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    // A German device reads the operator's German wording; a French one, with none, the main text.
    for (const [locale, message] of [
      ['de-DE', 'Wir bauen die Quiz-Maschine um.'],
      ['fr-FR', 'Upgrading the quiz engine.'],
    ]) {
      const context = await browser.newContext({ locale, baseURL });
      const other = await context.newPage();
      await gotoHydrated(other, '/');
      await expect(other.getByText(message!)).toBeVisible();
      await context.close();
    }
  } finally {
    await write({
      features: { maintenanceMode: false },
      appConfig: {
        maintenanceMessage: 'App is under maintenance. Please try again later.',
        translations: { de: { maintenanceMessage: '' } },
      },
    });
  }
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toHaveCount(0);
});

test('feature flags and layout settings shape the navigation and the header', async ({ page, request, baseURL }) => {
  const write = await settingsWriter(request);
  await useSession(page, baseURL!, await registerPlayer(request, 'Flag Watcher'));
  await gotoHydrated(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Daily bonus available' })).toBeVisible();
  await write({ features: { tournaments: false, tasks: false, dailyBonus: false } });
  try {
    await gotoHydrated(page, '/');
    // daily bonus off: no header button, no card, no floating button
    await expect(page.getByRole('banner').getByRole('link', { name: /daily bonus/i })).toHaveCount(0);
    await expect(page.getByTestId('daily-bonus-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Claim daily bonus' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Home, Quiz, Leaderboard, Profile: few enough for no More toggle even at 390 px
    await expect(nav.getByRole('link')).toHaveCount(4);
    await expect(nav.getByRole('link', { name: /^Tournaments/ })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Earn Tasks' })).toHaveCount(0);
    await gotoHydrated(page, '/tournaments');
    await expect(page.getByRole('heading', { name: 'Not available right now' })).toBeVisible();

    await write({ layout: { showHeader: false, showBottomNav: false } });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Quick quiz' })).toBeVisible();
  } finally {
    await write({
      features: { tournaments: true, tasks: true, dailyBonus: true },
      layout: { showHeader: true, showBottomNav: true },
    });
  }
});

test('amounts are shown in the settings’ currency and decimal places, on the server-rendered page and after hydration', async ({
  page,
  request,
  baseURL,
}) => {
  const write = await settingsWriter(request);
  await useSession(page, baseURL!, await registerPlayer(request, 'Currency Watcher'));
  await write({ system: { general: { currency: 'BTC', decimalPlaces: 4 } } });
  try {
    // The HTML the server sends already has them (no flash of USDT before hydration).
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/data-testid="header-balance"[^>]*>\d[\d,]*\.\d{4}</);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('header-balance')).toHaveText(/^\d[\d,]*\.\d{4}$/);
    await expect(page.getByTestId('balance-tile')).toContainText('BTC');
    await expect(page.getByTestId('balance-tile')).not.toContainText('USDT');
  } finally {
    await write({ system: { general: { currency: 'USDT', decimalPlaces: 2 } } });
  }
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('header-balance')).toHaveText(/^\d[\d,]*\.\d\d$/);
  await expect(page.getByTestId('balance-tile')).toContainText('USDT');
});

test('theme and colours come from the settings', async ({ page, request }) => {
  const write = await settingsWriter(request);
  await write({ theme: 'light', primaryColor: '#ff5500' });
  try {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-primary').trim()),
    ).toBe('#ff5500');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(243, 246, 251)');
    // An invalid colour is refused by the server and never reaches the page's styles.
    const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const refused = await request.put('/api/admin/settings', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { primaryColor: 'red;}body{display:none' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toBe('Setting primaryColor must be a colour like #00BFFF');
    await gotoHydrated(page, '/');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-primary').trim()),
    ).toBe('#ff5500');
  } finally {
    await write({ theme: 'dark', primaryColor: '#00BFFF' });
  }
});

test('when the settings cannot be read, the page is the error screen, and Try Again recovers without a reload', async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(/status of 500/);
  pageErrors.allow(/Error: Something went wrong\. Please try again\./); // the router logs the server-rendered error on hydration
  const home = ((await (await request.get('/api/settings')).json()) as { data: { content: { homePageTitle: string } } })
    .data.content.homePageTitle;
  // The settings document becomes unreadable: its table is renamed away for the length of the test.
  const sql = postgres(readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'), { max: 1, onnotice: () => {} });
  let broken = true;
  const restore = async () => {
    if (broken) await sql`alter table app_settings_unreadable rename to app_settings`;
    broken = false;
  };
  await sql`alter table app_settings rename to app_settings_unreadable`;
  try {
    await expect.poll(async () => (await request.get('/api/settings')).status()).toBe(500);
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    // no page built from made-up settings: no title, header or navigation
    await expect(page.getByRole('heading', { name: home })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: 'test-results/screens/settings-unreadable.png', animations: 'disabled' });

    await restore();
    await expect.poll(async () => (await request.get('/api/settings')).status()).toBe(200);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await restore();
    await sql.end();
  }
});
