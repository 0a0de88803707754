import {
  expect,
  gotoHydrated,
  login,
  registerAdmin,
  registerPlayer,
  test,
  useSession,
  waitForHydration,
} from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PLAYER_PASSWORD } from './env';
import { signedInitData } from './telegram-client';

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

test('the current Telegram user card: empty until the admin links Telegram, then the linked account and where the panel runs', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // An admin of its own: linking Telegram must not change the shared admin the other specs sign in as.
  const player = await registerAdmin(request, 'Telegram Desk Admin');
  const admin = await login(request, player.user.email, PLAYER_PASSWORD);
  await useSession(page, baseURL!, admin);

  await gotoHydrated(page, '/admin/users');
  const card = page.getByTestId('telegram-user-card');
  await expect(card.getByRole('heading', { name: 'Current Telegram user' })).toBeVisible();
  await expect(card).toContainText('Not linked to Telegram');
  await expect(card).toContainText('Your account has no Telegram user.');
  await expect(card.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(card.getByTestId('telegram-user-platform')).toHaveText('Opened in Web browser');
  await card.screenshot({ path: `test-results/screens/admin-users-telegram-empty-${testInfo.project.name}.png` });

  // The link the Dashboard's card makes, opened in the Mini App by that Telegram account.
  const telegramId = 720_000_000 + Math.floor(Math.random() * 1_000_000);
  const username = `desk_${telegramId}`;
  const code = await request.post('/api/admin/dashboard/telegram/link', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { telegramUsername: username },
  });
  expect(code.status(), await code.text()).toBe(201);
  const { startParam } = ((await code.json()) as { data: { startParam: string } }).data;
  const init = await request.post('/api/telegram-webapp/webapp-init', {
    data: {
      initData: signedInitData(
        { id: telegramId, first_name: 'Desk', last_name: 'Admin', username, language_code: 'en' },
        { start_param: startParam },
      ),
    },
  });
  expect(init.status(), await init.text()).toBe(200);

  // Opened inside Telegram this time (its launch parameters in the address): a hash alone changes
  // nothing in a loaded page, so the page is loaded again.
  await page.goto('/admin/users#tgWebAppPlatform=ios&tgWebAppVersion=8.0');
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByText('Not linked to Telegram')).toHaveCount(0);
  await expect(card).toContainText('Desk Admin');
  await expect(card).toContainText(`@${username}`);
  await expect(card).toContainText(String(telegramId));
  await expect(card.getByTestId('telegram-user-platform')).toHaveText('Opened in Telegram ios 8.0');
  await page.screenshot({
    path: `test-results/screens/admin-users-telegram-linked-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
