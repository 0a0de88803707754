import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

test('a player opened directly by the address hydrates without a mismatch', async ({ page, request }) => {
  const player = await registerPlayer(request, `Direct ${Date.now().toString(36)}`);
  await gotoHydrated(page, `/admin/users?user=${player.user.id}`);
  await expect(page.getByTestId('user-drawer')).toBeVisible();
});
