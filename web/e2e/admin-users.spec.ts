import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

test('an admin finds a player, blocks them with a reason, sees the block in the drawer and on Security, then unblocks', async ({
  page,
  request,
}) => {
  const name = `Blockable ${Date.now().toString(36)}`;
  const player = await registerPlayer(request, name);

  await gotoHydrated(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(name);
  const row = page.getByTestId('user-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('active');

  await row.getByRole('button', { name: `Block ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${name}` });
  await expect(dialog.getByRole('button', { name: 'Block user' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Shared an answer sheet');
  await dialog.getByLabel('Duration in hours').fill('48');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByText(`User ${player.user.id} blocked for 48 hours`)).toBeVisible();
  await expect(row).toContainText('blocked');

  // The block is enforced by the server at once.
  const claim = await request.post('/api/daily-bonus/claim', {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(((await claim.json()) as { error: { code: string } }).error.code).toBe('USER_BLOCKED');

  await row.getByRole('button', { name: name }).first().click();
  const drawer = page.getByTestId('user-drawer');
  await expect(drawer).toContainText('Shared an answer sheet');
  await expect(drawer).toContainText('user.block');
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/admin/security');
  const blocked = page
    .getByRole('region', { name: 'Blocked users' })
    .or(page.locator('section', { hasText: 'Blocked users' }));
  await expect(blocked.getByText(name).first()).toBeVisible();
  await blocked.locator('li', { hasText: name }).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText(`User ${player.user.id} unblocked`)).toBeVisible();

  await gotoHydrated(page, '/admin/audit-log?action=user.unblock');
  await expect(page.getByTestId('audit-row').first()).toContainText('user.unblock');
});

test('loss prevention and the users list show their empty and filled states without errors', async ({ page }) => {
  await gotoHydrated(page, '/admin/loss-prevention');
  await expect(page.getByRole('heading', { name: 'Loss Prevention' })).toBeVisible();
  await expect(page.getByTestId('lp-scored-value')).toBeVisible();
  await gotoHydrated(page, '/admin/users?status=blocked&search=nobody-has-this-name');
  await expect(page.getByText('No users match these filters.')).toBeVisible();
});
