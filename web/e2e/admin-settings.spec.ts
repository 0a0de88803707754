import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, allowOneClientForAll } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession, withDb } from './fixtures';

// System Settings, App Settings, Daily Bonus, Analytics and Database at 1280x800. These change the
// shared settings, so they run in the "admin-settings" project, alone and one at a time, each restoring what it changed.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const SCREENS = 'test-results/screens';
async function screenshot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/admin-${name}.png`, fullPage });
}

async function adminApi(request: APIRequestContext) {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  return (method: 'put' | 'post', path: string, data?: unknown) =>
    request[method](path, { headers: { authorization: `Bearer ${admin.accessToken}` }, data });
}

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

test('System Settings: Save only after a valid change; bounds shown; conditional boxes; operator facts', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  await gotoHydrated(page, '/admin/settings');
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Settings' });
  await expect(save).toBeDisabled();
  await expect(page.getByLabel('Maintenance message')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Maintenance mode' }).click();
  await expect(page.getByLabel('Maintenance message')).toBeVisible();
  await page.getByRole('switch', { name: 'Maintenance mode' }).click();

  await page.getByRole('tab', { name: 'Security' }).click();
  const timeout = page.getByLabel(/Session timeout/);
  await timeout.fill('4');
  await expect(page.getByText('Session timeout must be between 5 and 1440')).toBeVisible();
  await expect(save).toBeDisabled();
  await timeout.fill('45');
  await expect(save).toBeEnabled();
  await expect(page.getByLabel('Allowed IPs')).toHaveCount(0);
  await page.getByRole('switch', { name: 'IP allow-list for the admin API' }).click();
  await expect(page.getByLabel('Allowed IPs')).toBeVisible();
  await page.getByRole('switch', { name: 'IP allow-list for the admin API' }).click();
  await save.click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText(/Last saved .* by/)).toBeVisible();
  await screenshot(page, 'system-settings-1280');

  await page.getByRole('tab', { name: 'Database' }).click();
  await expect(page.getByText('DATABASE_POOL_SIZE')).toBeVisible();
  const res = await api('put', '/api/admin/system-settings', { security: { sessionTimeout: 30 } });
  expect(res.status()).toBe(200);
});

test('App Settings: a saved title and layout reach the player at once; Reset Defaults asks first', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  await gotoHydrated(page, '/admin/app-settings');
  await expect(page.getByRole('heading', { name: 'App Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await page.getByLabel('Home page title', { exact: true }).fill('Quiz Night');
  await page.getByRole('tab', { name: 'Layout Settings' }).click();
  await page.getByRole('switch', { name: 'Compact mode' }).click();
  await page.getByRole('switch', { name: 'Animations' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  const message = page.getByRole('status').filter({ hasText: 'App settings updated successfully!' });
  await expect(message).toBeVisible();
  await expect(page.getByText(/Last updated .* by/)).toBeVisible();
  await screenshot(page, 'app-settings-1280');
  await expect(message).toBeHidden({ timeout: 5_000 }); // the message clears after 3 s

  const playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const player = await playerContext.newPage();
  await useSession(player, baseURL!, await registerPlayer(request, 'Layout Watcher'));
  await gotoHydrated(player, '/');
  await expect(player.getByRole('heading', { name: 'Quiz Night' })).toBeVisible();
  await expect(player.getByTestId('player-frame')).toHaveAttribute('data-compact', '');
  await expect(player.getByTestId('player-frame')).toHaveAttribute('data-motion', 'off');

  await page.getByRole('button', { name: 'Reset Defaults' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Defaults' });
  await expect(dialog).toContainText('Are you sure you want to reset all settings to defaults?');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('All settings were reset to their defaults.')).toBeVisible();
  // The reset also took the suite's one-client limits back to one player's: put them back, and let
  // the API's one-second cache of the settings pass before the next sign-in counts against them.
  await withDb(allowOneClientForAll);
  await page.waitForTimeout(1_100);
  await gotoHydrated(player, '/');
  await expect(player.getByRole('heading', { name: 'Quiz Night' })).toHaveCount(0);
  await expect(player.getByTestId('player-frame')).not.toHaveAttribute('data-compact', '');
  await playerContext.close();
});

test('Daily Bonus: stats, a condition the player sees, the CSV export and Reset All Streaks with its confirmation', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const api = await adminApi(request);
  await gotoHydrated(page, '/admin/daily-bonus');
  await expect(page.getByRole('heading', { name: 'Daily Bonus', level: 1 })).toBeVisible();
  for (const label of ['Total Users', 'Claims Today', 'Total Distributed', 'Top Streak', 'Claims This Month'])
    await expect(page.getByRole('region', { name: 'Daily bonus statistics' })).toContainText(label);
  await expect(page.getByLabel(/Base amount/)).toHaveAttribute('min', '0.1');
  await expect(page.getByLabel(/Cooldown/)).toHaveAttribute('max', '48');
  await page.getByRole('switch', { name: 'Require a quiz that day' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Daily bonus settings saved successfully!')).toBeVisible();

  const playerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const player = await playerContext.newPage();
  await useSession(player, baseURL!, await registerPlayer(request, 'Bonus Watcher'));
  await gotoHydrated(player, '/');
  await expect(player.getByTestId('bonus-locked')).toHaveText('Complete a quiz today to unlock your bonus');
  await screenshot(player, 'daily-bonus-locked-player-390');
  await playerContext.close();
  expect((await api('put', '/api/admin/daily-bonus', { conditions: { requireQuiz: false } })).status()).toBe(200);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('daily_bonus_claims.csv');

  await page.getByRole('button', { name: 'Reset All Streaks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset All Streaks' });
  await expect(dialog).toContainText('Are you sure you want to reset all user streaks? This action cannot be undone.');
  await screenshot(page, 'daily-bonus-reset-1280');
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('All user streaks have been reset.')).toBeVisible();
  await page.reload();
  await screenshot(page, 'daily-bonus-1280');
});

test('Analytics: real figures after a refresh, the period selector, charts and the definition of active', async ({
  page,
}) => {
  await gotoHydrated(page, '/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/Figures up to/)).toBeVisible();
  await expect(page.getByTestId('analytics-users-value')).not.toHaveText('0');
  await expect(page.getByText(/A player is active on a day \(UTC\) when/)).toBeVisible();
  await expect(page.locator('[aria-label="New users per period"] canvas').first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText('78.5%');
  await screenshot(page, 'analytics-1280', true);
  await page.getByRole('link', { name: '24h' }).click();
  await expect(page).toHaveURL(/period=24h/);
  await expect(page.getByText('+', { exact: false }).first()).toBeVisible();
});

test('Database: migrations with checksums, tables, the job queue and the read replica', async ({ page }) => {
  await gotoHydrated(page, '/admin/database');
  await expect(page.getByRole('heading', { name: 'Database', level: 1 })).toBeVisible();
  await expect(page.getByText('0066_analytics_rollups.sql')).toBeVisible();
  await expect(page.getByText('domain/analytics/refresh-analytics.sql')).toBeVisible();
  await expect(page.getByRole('region', { name: /Tables/ })).toContainText('users');
  await expect(page.getByText(/PostgreSQL/).first()).toBeVisible();
  await expect(page.getByTestId('ops-replica')).toContainText('not configured · allowed 5 s');
  await screenshot(page, 'database-1280');
});
