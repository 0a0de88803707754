import { expect, gotoHydrated, login, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

test('a failed load shows the error screen, and Try Again recovers without a reload', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  pageErrors.allow(/status of 500/);
  pageErrors.allow(/The dashboard figures are unavailable/); // the router logs the loader's error
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);

  let failing = true;
  await page.route('**/api/admin/dashboard', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The dashboard figures are unavailable.' } }),
    });
  });

  // Start on a section page (no dashboard data yet), then open the dashboard in the browser.
  await gotoHydrated(page, '/admin/users');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const menu = page.getByRole('complementary', { name: 'Admin menu' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await menu.getByRole('link', { name: /^Dashboard/ }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The dashboard figures are unavailable.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-card')).toHaveCount(8);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
