import { expect, gotoHydrated, registerPlayer, test, uniqueEmail, useSession, waitForHydration } from './fixtures';
import { PLAYER_PASSWORD } from './env';

test('sign-up lands on Home; the profile shows the new user and survives a reload', async ({ page }) => {
  // Sign-up, two reloads, a rename and a sign-out: past 30 s on two loaded cores.
  test.setTimeout(60_000);
  const email = uniqueEmail('signup');
  await gotoHydrated(page, '/login?mode=register');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Name').fill('Alice Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-name')).toHaveText('Alice Tester');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  if (await more.isVisible()) await more.click();
  await nav.getByRole('link', { name: /^Profile/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Alice Tester');
  await expect(page.getByTestId('profile-handle')).toHaveText(email);
  await expect(page.getByTestId('header-name')).toHaveText('Alice Tester');
  await expect(page.getByRole('heading', { name: /Level 1/ })).toBeVisible();

  // The access cookie lets the server render the signed-in profile.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('profile-name')).toHaveText('Alice Tester');

  // Edit the display name (PUT /api/users/profile), once the reloaded page's own reads have settled.
  await page.waitForLoadState('networkidle');
  const nameForm = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Display name' }) });
  await nameForm.getByRole('textbox', { name: 'Display name' }).fill('Alice Renamed');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Alice Renamed');
  await expect(page.getByTestId('header-name')).toHaveText('Alice Renamed');

  // Sign out
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-name')).toHaveText('Guest User');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('header-name')).toHaveText('Guest User');
});

test('signing in with a wrong password shows the API message', async ({ page, request, pageErrors }) => {
  pageErrors.allow(/status of 401/);
  const player = await registerPlayer(request, 'Wrong Password');
  // from a screen that needs an account: signing in comes back to it
  await gotoHydrated(page, '/profile');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Wrong Password');
});

test('signing in from the sign-in page with nowhere to go lands on Home, not on Profile', async ({ page, request }) => {
  const player = await registerPlayer(request, 'Home Lander');
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-name')).toHaveText('Home Lander');
});

test('a guest on /profile is invited to sign in, and comes back to it', async ({ page }) => {
  await gotoHydrated(page, '/profile');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});

test('an expired access cookie is renewed from the refresh token', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Returning Player');
  // Only the refresh token is left, as after 15 minutes away.
  await useSession(page, baseURL!, { ...player, accessToken: '' });
  await page.context().clearCookies();
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Returning Player');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'access_token')?.value).toBeTruthy();
});

test('two tabs renewing at once both stay signed in: one renews, the other takes its tokens', async ({
  context,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, 'Two Tabs');
  const first = await context.newPage();
  await gotoHydrated(first, '/');
  // Only the refresh token is left, as after 15 minutes away, and both tabs reopen at once.
  await first.evaluate((token) => localStorage.setItem('cq.refreshToken', token), player.refreshToken);
  await context.clearCookies();
  const second = await context.newPage();
  let renewals = 0;
  // The server is slow to answer, so both tabs ask before either has the answer.
  await context.route('**/api/auth/refresh', async (route) => {
    renewals += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await Promise.all([gotoHydrated(first, '/profile'), gotoHydrated(second, '/profile')]);
  for (const page of [first, second]) await expect(page.getByTestId('profile-name')).toHaveText('Two Tabs');
  expect(renewals).toBe(1);
  // The session is whole: its latest refresh token still renews it.
  const latest = await second.evaluate(() => localStorage.getItem('cq.refreshToken'));
  expect(latest).not.toBe(player.refreshToken);
  const renewed = await request.post(`${baseURL}/api/auth/refresh`, { data: { refreshToken: latest } });
  expect(renewed.status()).toBe(200);
});

test('the header shows level, details panel and a balance that can be hidden', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Header Check');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Beginner')).toBeVisible();
  await expect(header.getByRole('progressbar', { name: 'XP progress in this level' })).toBeVisible();

  await header.getByRole('button', { name: 'Show details' }).click();
  await expect(header.getByText('Quizzes Completed')).toBeVisible();
  await expect(header.getByText('Accuracy')).toBeVisible();
  await expect(header.getByText('Active Features')).toBeVisible();
  await header.getByRole('button', { name: 'Hide details' }).click();
  await expect(header.getByText('Quizzes Completed')).toHaveCount(0);

  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^\d[\d,]*\.\d\d$/);
  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('••••');
  await expect(page.getByTestId('balance-tile')).toContainText('••••');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('header-balance')).toHaveText('••••');
  await header.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/^\d[\d,]*\.\d\d$/);
});
