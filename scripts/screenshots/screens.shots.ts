import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../web/e2e/env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession, withDb } from '../../web/e2e/fixtures';
import { launchHash, signedInitData, telegramClientMock } from '../../web/e2e/telegram-client';
import {
  auth,
  findTransactions,
  fundedPlayer,
  playerWithPendingDeposit,
  SCREENS_DIR,
  TRC20_ADDRESS,
  unique,
} from '../../web/e2e/wallet-fixtures';

// Pictures for a human look (run by scripts/screenshots.ts, never by `npm test`): each flow waits for
// what it pictures, and asserts nothing the browser tests in web/e2e do not already.

function shooter(page: Page, testInfo: TestInfo) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  return (name: string, fullPage = true) =>
    page.screenshot({ path: `${SCREENS_DIR}/${testInfo.project.name}-${name}.png`, fullPage, animations: 'disabled' });
}

test('the main screens', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(120_000); // a dozen screens on 2 shared cores
  const shot = shooter(page, testInfo);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('home-guest');

  await gotoHydrated(page, '/login');
  await shot('login');

  await gotoHydrated(page, '/admin/login');
  await shot('admin-login');

  const player = await registerPlayer(request, 'Satoshi Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('level-tile')).toBeVisible();
  await shot('home');
  await page.getByRole('button', { name: 'Show details' }).click();
  await shot('home-header-expanded');

  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Satoshi Player');
  await shot('profile');

  await gotoHydrated(page, '/quiz');
  await shot('quiz');

  if (testInfo.project.name === 'mobile') {
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await expect(page.locator('#nav-more')).toBeVisible();
    await shot('nav-more', false);
  }

  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await shot('admin-access-denied');

  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('stat-card')).toHaveCount(8);
  await shot('admin-dashboard');
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeInViewport({ ratio: 1 });
    await shot('admin-drawer', false);
  }
  await gotoHydrated(page, '/admin/analytics');
  await shot('admin-section');
});

test('the wallet page and the profile wallet with its modals', async ({ page, request, baseURL }, testInfo) => {
  const shot = shooter(page, testInfo);
  const player = await fundedPlayer(request, 'Satoshi Wallet', '120');
  await useSession(page, baseURL!, player);

  await gotoHydrated(page, '/deposit');
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await shot('deposit');

  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('wallet-playable')).toBeVisible();
  await shot('profile-wallet');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw USDT' });
  await dialog.getByLabel('Amount (USDT)').fill('25');
  await dialog.getByLabel('Wallet address').fill(TRC20_ADDRESS);
  await shot('profile-withdraw-modal', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Deposit USDT' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit USDT' })).toBeVisible();
  await shot('profile-deposit-modal', false);
});

/** A new player who reads the app in `language`. */
async function playerIn(page: Page, name: string, language: string, amount?: string) {
  const player = amount ? await fundedPlayer(page.request, name, amount) : await registerPlayer(page.request, name);
  const res = await page.request.put('/api/users/language', { data: { language }, headers: auth(player) });
  expect(res.status()).toBe(200);
  return player;
}

// Issue 31: every player screen it changed, in English and in German (the longest words, the comma decimals).
for (const language of ['en', 'de']) {
  test(`the player screens issue 31 changed, in ${language}`, async ({ page, baseURL, pageErrors }, testInfo) => {
    test.setTimeout(180_000);
    const shot = shooter(page, testInfo);
    if (language === 'en') {
      await gotoHydrated(page, '/practice-quiz');
      await shot('guest-practice');
    }
    await useSession(page, baseURL!, await playerIn(page, 'Sprachtest Spieler', language, '2345.5'));
    const screens = [
      '/',
      '/quiz',
      '/leaderboard',
      '/tournaments',
      '/earn',
      '/profile',
      '/deposit',
      '/fairness',
      '/practice-quiz',
    ];
    for (const path of screens) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(`${language}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
    }

    // the hourly limit reached: three quizzes this hour
    const busy = await playerIn(page, 'Busy Spieler', language);
    await withDb(async (sql) => {
      await sql`insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
        select ${busy.user.id}, 'easy', 'standard', 'completed', 10, now() - make_interval(mins => m), now() - make_interval(mins => m)
        from unnest(array[50, 30, 10]) m`;
    });
    await page.context().clearCookies();
    await useSession(page, baseURL!, busy);
    await gotoHydrated(page, '/quiz');
    await expect(page.getByTestId('limit-notice')).toBeVisible();
    await shot(`${language}-quiz-hourly-limit`);

    // a blocked player: the blocked screen instead of a sign-out
    pageErrors.allow(/status of 403 .*\/api\/users\/profile/);
    const blocked = await playerIn(page, 'Gesperrt Spieler', language);
    const admin = await login(page.request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const block = await page.request.put(`/api/admin/users/${blocked.user.id}/block`, {
      headers: auth(admin),
      data: { reason: 'Shared an answer sheet', hours: 48 },
    });
    expect(block.status()).toBe(200);
    await page.context().clearCookies();
    await useSession(page, baseURL!, blocked);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('block-notice')).toBeVisible();
    await shot(`${language}-blocked`);
  });
}

// Issue 31's back-office screens (the back office is English only, decision 0036).
test('the back-office screens issue 31 changed', async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const shot = shooter(page, testInfo);
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
  const name = `Shot Tier ${unique()}`;
  const whale = await fundedPlayer(request, `${name} Whale`, '50');
  for (const [word, level] of [
    ['Three', 3],
    ['Five', 5],
    ['Ten', 10],
  ] as const) {
    const player = await registerPlayer(request, `${name} ${word}`);
    await withDb((sql) => sql`update users set level = ${level} where id = ${player.user.id}`);
  }

  await gotoHydrated(page, `/admin/users?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('user-row')).toHaveCount(4);
  await expect(page.getByTestId('telegram-user-card')).toBeVisible();
  await shot('admin-users-issue31');
  await gotoHydrated(page, `/admin/users?user=${whale.user.id}`);
  await expect(page.getByTestId('user-drawer')).toBeVisible();
  await shot('admin-users-drawer', false);

  await gotoHydrated(page, '/admin/loss-prevention');
  await expect(page.getByTestId('high-value-row').first()).toBeVisible();
  await shot('admin-loss-prevention');

  await gotoHydrated(page, '/admin/security');
  await expect(page.getByRole('region', { name: 'Tips' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a player' }).fill(name);
  await expect(page.getByRole('list', { name: 'Matching players' }).getByRole('button').first()).toBeVisible();
  await shot('admin-security');

  await gotoHydrated(page, '/admin/daily-bonus');
  await expect(page.getByRole('switch', { name: 'Streaks' })).toBeVisible();
  await shot('admin-daily-bonus');

  await gotoHydrated(page, '/admin/database');
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await shot('admin-database');

  await gotoHydrated(page, '/admin/tasks');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await shot('admin-tasks');

  await gotoHydrated(page, '/admin/quiz?tab=generator');
  await expect(page.getByRole('form', { name: 'Generate questions' })).toBeVisible();
  await shot('admin-quiz-generator');

  await gotoHydrated(page, '/admin/tournaments');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(dialog.getByRole('alert')).toBeFocused();
  await shot('admin-tournament-dialog-error', false);
});

test('the back office: transactions with the details modal, and wallet settings', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const shot = shooter(page, testInfo);
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
  const name = `Reviewer Shot ${unique()}`;
  await playerWithPendingDeposit(request, name, '120');

  await gotoHydrated(page, '/admin/transactions');
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
  await shot('admin-transactions');
  const rows = await findTransactions(page, name, '?type=deposit');
  await rows.first().getByRole('button', { name: 'View', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(details.getByRole('img', { name: 'Deposit proof' })).toBeVisible();
  await shot('admin-transactions-details', false);
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog', { name: 'Approve deposit' })).toBeVisible();
  await shot('admin-transactions-approve', false);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/admin/wallet-settings');
  await expect(page.getByTestId('wallet-row').first()).toBeVisible();
  await shot('admin-wallet-settings');
  await page.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Wallet' })).toBeVisible();
  await shot('admin-wallet-form', false);
});

test("inside Telegram: the sign-in status over the server's page", async ({ page }, testInfo) => {
  const shot = shooter(page, testInfo);
  const telegramId = 760_000_000 + Math.floor(Math.random() * 1_000_000);
  await page.addInitScript(telegramClientMock);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/telegram-webapp/webapp-init', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/#${launchHash(signedInitData({ id: telegramId, first_name: 'Tele', language_code: 'en' }))}`);
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeVisible();
  await shot('telegram-signing-in', false);
  release();
  await expect(page.getByTestId('header-name')).toHaveText(/Tele/);
  await shot('telegram-signed-in', false);
});
