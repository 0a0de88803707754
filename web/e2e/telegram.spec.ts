import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, login, test, waitForHydration } from './fixtures';
import {
  lastBridgeEvent,
  launchHash,
  sendBridgeEvent,
  signedInitData,
  telegramClientMock,
  THEME,
} from './telegram-client';

test('inside Telegram the app signs in with initData, follows the theme and welcomes a new user', async ({ page }) => {
  const telegramId = 700_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({
    id: telegramId,
    first_name: 'Tele',
    last_name: 'Gram',
    username: `tg_${telegramId}`,
    language_code: 'en',
  });
  await page.addInitScript(telegramClientMock);

  // Hold the sign-in call to see the start-up status.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let initBody: { initData?: string } | null = null;
  await page.route('**/api/telegram-webapp/webapp-init', async (route) => {
    initBody = route.request().postDataJSON() as { initData?: string };
    await held;
    await route.continue();
  });

  await page.goto(`/#${launchHash(initData)}`);
  await waitForHydration(page);
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeVisible();
  // The status is a small pill that covers nothing the server rendered above it: not the heading,
  // not the guest invitation, not the floating quick-quiz button.
  const status = await page
    .getByRole('status')
    .filter({ hasText: 'Initializing Telegram WebApp...' })
    .locator('p')
    .boundingBox();
  expect(status!.height).toBeLessThan(60);
  for (const covered of [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('heading', { name: 'Play, level up, win USDT' }),
    page.getByRole('link', { name: 'Quick quiz' }),
  ]) {
    await expect(covered).toBeVisible();
    const box = (await covered.boundingBox())!;
    const apart =
      box.y + box.height <= status!.y ||
      status!.y + status!.height <= box.y ||
      box.x + box.width <= status!.x ||
      status!.x + status!.width <= box.x;
    expect(apart, (await covered.textContent()) ?? '').toBe(true);
  }
  await expect.poll(() => initBody?.initData).toBe(initData);
  release();

  await expect(page.getByText('Initializing Telegram WebApp...')).toBeHidden();
  await expect(page.getByTestId('header-name')).toHaveText(/Tele/);
  await expect(page.getByRole('banner').getByText('Telegram', { exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome/)).toBeVisible();

  const calls = await page.evaluate(() => (window as unknown as { __tgCalls: string[] }).__tgCalls);
  expect(calls).toContain('web_app_ready');
  expect(calls).toContain('web_app_expand');
  const bg = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim(),
  );
  expect(bg.toLowerCase()).toBe(THEME.bg_color);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 33, 43)');

  // The session is kept: a reload renders the Telegram user on the server.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('header-name')).toHaveText(/Tele/);
});

test('outside Telegram nothing of the Telegram start-up runs', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/telegram-webapp/')) calls.push(r.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.classList.contains('tg'))).toBe(false);
  expect(calls).toEqual([]);
});

test('inside Telegram the deposit page offers only TON and shows the BackButton, which returns to the page the player came from', async ({
  page,
}) => {
  const telegramId = 720_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({
    id: telegramId,
    first_name: 'Back',
    last_name: 'Button',
    username: `back_${telegramId}`,
    language_code: 'en',
  });
  await page.addInitScript(telegramClientMock);
  await page.goto(`/profile#${launchHash(initData)}`);
  await waitForHydration(page);
  await expect(page.getByTestId('header-name')).toHaveText(/Back/);
  await page.getByRole('link', { name: 'Deposit page' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  // Inside Telegram only TON is offered (the web offers every active network; the server refuses the others too).
  const form = page.getByRole('form', { name: 'Deposit' });
  await expect(form.getByRole('radio', { name: /^TON/ })).toBeVisible();
  await expect(form.getByRole('radio', { name: /^(TRC20|ERC20|BEP20)/ })).toHaveCount(0);
  // a client-side navigation does not bring the start-up screen back
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeHidden();
  await expect.poll(() => lastBridgeEvent(page, 'web_app_setup_back_button')).toMatchObject({ is_visible: true });

  await sendBridgeEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(/\/profile(#.*)?$/);
  await expect(page.getByTestId('profile-name')).toHaveText(/Back/);
  await expect.poll(() => lastBridgeEvent(page, 'web_app_setup_back_button')).toMatchObject({ is_visible: false });
});

test('a blocked player opening the Mini App again sees the blocked screen: why, until when, balance, support', async ({
  page,
  request,
  pageErrors,
}) => {
  // The app's read of the profile is refused as blocked (the browser logs the 403), then reads the notice.
  pageErrors.allow(/status of 403 .*\/api\/users\/profile/);
  const telegramId = 730_000_000 + Math.floor(Math.random() * 1_000_000);
  const user = { id: telegramId, first_name: 'Blocked', username: `blocked_${telegramId}`, language_code: 'en' };
  const first = await request.post('/api/telegram-webapp/webapp-init', { data: { initData: signedInitData(user) } });
  expect(first.status(), await first.text()).toBe(200);
  const { id } = ((await first.json()) as { data: { user: { id: string } } }).data.user;
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const blocked = await request.put(`/api/admin/users/${id}/block`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { reason: 'Several accounts on one device', hours: 72 },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const until = new Date(((await blocked.json()) as { data: { blockedUntil: string } }).data.blockedUntil);

  await page.addInitScript(telegramClientMock);
  await page.goto(`/#${launchHash(signedInitData(user))}`);
  await waitForHydration(page);
  const notice = page.getByTestId('block-notice');
  await expect(notice.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
  await expect(page.getByTestId('block-reason')).toHaveText('Several accounts on one device');
  await expect(page.getByTestId('block-until')).toContainText(String(until.getUTCDate()));
  await expect(page.getByTestId('block-balance')).toHaveText('5.00 USDT');
  await expect(notice.getByRole('heading', { name: 'Contact support' })).toBeVisible();
  await expect(page.getByTestId('player-frame')).toHaveCount(0);
  await expect(page.getByText('Error loading user data')).toHaveCount(0);
});

test('a new player whose Telegram speaks German is welcomed in German (the shipped welcome message)', async ({
  page,
}) => {
  const telegramId = 740_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id: telegramId, first_name: 'Neu', language_code: 'de' });
  await page.addInitScript(telegramClientMock);
  await page.goto(`/#${launchHash(initData)}`);
  await waitForHydration(page);
  await expect(
    page.getByText('Willkommen bei Crypto Master! Dein Willkommensbonus liegt in deinem Bonusguthaben.'),
  ).toBeVisible();
  await expect(page.getByText('Your welcome bonus')).toHaveCount(0);
});
