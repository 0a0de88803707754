import { expect, gotoHydrated, login, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

test('a failed load shows the error screen, and Try Again recovers without a reload', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  pageErrors.allow(/status of 500/);
  pageErrors.allow(/The security figures are unavailable/); // the router logs the loader's error
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);

  let failing = true;
  // The dashboard's cards fail one by one (admin.spec.ts); the Security screen's loader fails the page.
  await page.route('**/api/admin/security', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'The security figures are unavailable.' } }),
    });
  });

  // Start on another section page (no security data yet), then open Security in the browser.
  await gotoHydrated(page, '/admin/users');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const menu = page.getByRole('complementary', { name: 'Admin menu' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await menu.getByRole('link', { name: /^Security/ }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The security figures are unavailable.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
