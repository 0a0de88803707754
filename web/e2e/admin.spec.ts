import { expect, gotoHydrated, login, registerPlayer, test, useSession, waitForHydration } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { signedInitData } from './telegram-client';
import { txHash } from '../../testing/tx-hash.ts';

const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('an unauthenticated visit to /admin goes to the sign-in page, which shows no credentials', async ({ page }) => {
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(ADMIN_EMAIL);
  expect(text).not.toContain(ADMIN_PASSWORD);
});

test('wrong admin credentials are refused with the spec message', async ({ page, pageErrors }) => {
  pageErrors.allow(/status of 401/);
  await gotoHydrated(page, '/admin/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the admin signs in and the dashboard shows the real counts', async ({ page, request }, testInfo) => {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const readTotalUsers = async () => {
    const res = await request.get('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { overview: { users: { totalUsers: number } } } }).data.overview.users
      .totalUsers;
  };
  const before = await readTotalUsers();

  await gotoHydrated(page, '/admin/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-card')).toHaveCount(8);
  for (const label of [
    'Total Users',
    'Active Users',
    'Telegram Users',
    'Total Revenue',
    'Daily Revenue',
    'Total Quizzes',
    'Tournaments',
    'Prize Pool',
  ]) {
    await expect(page.getByTestId('stat-card').filter({ hasText: label })).toHaveCount(1);
  }
  // Other tests register players meanwhile: the figure lies between two reads of the API.
  const shown = count(await page.getByTestId('stat-total-users').textContent());
  const after = await readTotalUsers();
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Pending Actions' })).toContainText('Withdrawals');
  await expect(page.getByRole('region', { name: 'Recent Users' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Transactions' })).toBeVisible();
  if (testInfo.project.name === 'desktop') await expect(page.getByTestId('admin-label')).toContainText('Admin');
  else await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

  // An authenticated visit to the sign-in page goes back to the dashboard.
  await page.goto('/admin/login');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test('the dashboard cards show real pending work, bonus claims, support and the Telegram status', async ({
  page,
  request,
  baseURL,
  pageErrors,
}, testInfo) => {
  pageErrors.allow(/status of 400/); // the refused username below
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const auth = { authorization: `Bearer ${admin.accessToken}` };
  // Real rows behind the cards: a pending deposit, a bonus claim and a Mini App launch.
  // "Today" figures are per UTC day: they are checked only when the day has not turned since the rows were made.
  const utcDay = () => new Date().toISOString().slice(0, 10);
  const rowsMadeOn = utcDay();
  const player = await registerPlayer(request, 'Dashboard Depositor');
  const playerAuth = { authorization: `Bearer ${player.accessToken}` };
  const deposit = await request.post('/api/deposits', {
    headers: playerAuth,
    data: { amount: '25', network: 'TRC20', method: 'crypto', reference: txHash() },
  });
  expect(deposit.status()).toBe(201);
  expect((await request.post('/api/daily-bonus/claim', { headers: playerAuth })).status()).toBe(200);
  const launch = await request.post('/api/telegram-webapp/webapp-init', {
    data: {
      initData: signedInitData({ id: 7_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Launcher' }),
    },
  });
  expect(launch.status()).toBe(200);
  const api = (await (await request.get('/api/admin/dashboard', { headers: auth })).json()).data;
  expect(api.pending.deposits).toBeGreaterThan(0);

  await useSession(page, baseURL!, admin);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('stat-card')).toHaveCount(8);

  const pending = page.getByTestId('pending-actions');
  for (const row of ['withdrawals', 'verifications', 'deposits', 'tournament-approvals'])
    await expect(pending.getByTestId(`pending-${row}`)).toBeVisible();
  expect(
    count(await pending.getByTestId('pending-deposits').getByTestId('pending-count').textContent()),
  ).toBeGreaterThan(0);
  await expect(pending.getByTestId('pending-verifications')).toContainText('deposits');

  const bonus = page.getByTestId('daily-bonus-analytics');
  const sameDay = utcDay() === rowsMadeOn;
  if (sameDay) expect(count(await bonus.getByTestId('bonus-claims-today').textContent())).toBeGreaterThan(0);
  await expect(bonus).toContainText('Top streak');

  await expect(page.getByTestId('support-contact')).toContainText('@');
  await expect(page.getByText('Support Tickets')).toHaveCount(0);

  const telegram = page.getByTestId('telegram-card');
  await expect(telegram.getByTestId('telegram-connected')).toHaveText('Connected');
  if (sameDay) expect(count(await telegram.getByTestId('telegram-launches').textContent())).toBeGreaterThan(0);
  await expect(telegram.getByTestId('telegram-platform')).toHaveText('Web browser');
  const own = telegram.getByTestId('telegram-admin-link');
  await expect(own).toContainText('Not linked to Telegram');

  await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`), fullPage: true });

  await own.getByLabel('Your Telegram username').fill('ab');
  await own.getByRole('button', { name: 'Create link' }).click();
  await expect(own.getByRole('alert')).toContainText('Enter your Telegram username');
  await own.getByLabel('Your Telegram username').fill('@dashboard_admin');
  await own.getByRole('button', { name: 'Create link' }).click();
  await expect(own).toContainText(/startapp=link-|start parameter link-/);
  await expect(own).toContainText('Valid until');

  // A pending row opens its screen, filtered.
  await pending.getByTestId('pending-deposits').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/transactions\?.*status=pending/);
  await expect(page).toHaveURL(/type=deposit/);
});

test('a dashboard card that fails shows its own error and recovers; the others still load', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  pageErrors.allow(/status of 500/);
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);
  let failing = true;
  await page.route('**/api/admin/dashboard/telegram', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Telegram status is unavailable.' } }),
    });
  });
  await gotoHydrated(page, '/admin');
  const telegram = page.getByTestId('telegram-card');
  await expect(telegram.getByRole('alert')).toContainText('Telegram status could not be loaded.', { timeout: 15_000 });
  await expect(page.getByTestId('stat-card')).toHaveCount(8);
  await expect(page.getByTestId('pending-actions').getByTestId('pending-withdrawals')).toBeVisible();
  failing = false;
  await telegram.getByRole('button', { name: 'Try Again' }).click();
  await expect(telegram.getByTestId('telegram-admin-link')).toBeVisible();
});

test('a player can open neither the admin pages nor the admin endpoints', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Curious Player');
  expect((await request.get('/api/admin/dashboard')).status()).toBe(401);
  expect(
    (
      await request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${player.accessToken}` } })
    ).status(),
  ).toBe(403);

  await useSession(page, baseURL!, player);
  for (const path of ['/admin', '/admin/users']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('Total Users')).toHaveCount(0);
  }
  // Signing in on the admin screen with a player account is refused too.
  await page.getByRole('button', { name: 'Use another account' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill('correct horse 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account does not have admin access.');
});

test('the side menu routes to each section; on small screens it is a drawer that closes after a tap', async ({
  page,
  request,
  baseURL,
  pageErrors,
}, testInfo) => {
  pageErrors.allow(/status of 404/);
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);
  await gotoHydrated(page, '/admin');
  const menu = page.getByRole('complementary', { name: 'Admin menu' });
  if (testInfo.project.name === 'mobile') {
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeInViewport();
  } else {
    // The menu's column (background and border) runs the full height of a page taller than the window.
    await expect(page.getByTestId('stat-card')).toHaveCount(8);
    const column = await menu.evaluate((aside) => {
      const rect = aside.parentElement!.getBoundingClientRect();
      return {
        bottom: rect.bottom + window.scrollY,
        page: document.documentElement.scrollHeight,
        background: getComputedStyle(aside.parentElement!).backgroundColor,
      };
    });
    expect(column.page).toBeGreaterThan(800);
    expect(column.bottom).toBe(column.page);
    expect(column.background).toBe(await menu.evaluate((aside) => getComputedStyle(aside).backgroundColor));
  }
  await expect(menu.getByRole('link', { name: /Marketing Tasks\s*Hot/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Database\s*Danger/ })).toBeVisible();
  await menu.getByRole('link', { name: /^Users/ }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // Users is built now (issue 18): its own screen, not the placeholder.
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  if (testInfo.project.name === 'mobile') await expect(menu).not.toBeInViewport();

  // The top bar's search finds a section.
  if (testInfo.project.name === 'desktop') {
    const search = page.getByRole('combobox', { name: 'Search admin sections' });
    await search.fill('wallet');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/admin\/wallet-settings$/);
    await expect(page.getByRole('heading', { name: 'Wallet Settings', level: 1 })).toBeVisible();
  }
  await page.goto('/admin/not-a-section');
  await waitForHydration(page);
  await expect(page.getByText('There is no admin section at this address.')).toBeVisible();
});
