import { PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { fundedPlayer } from './wallet-fixtures';

// Decision 0036: the player's language is stored on the server, rendered by SSR (no English first)
// and follows the player to another device; dates and numbers follow the language.

test('a player switches to Spanish, then Chinese: text, numbers and dates change and persist on reload and a new device', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two languages over six page loads and a second device: past 30 s on two loaded cores.
  test.setTimeout(60_000);
  const player = await fundedPlayer(page.request, 'Polyglot', '2345.5');
  await useSession(page, baseURL!, player);

  await gotoHydrated(page, '/deposit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByTestId('transaction-row').first()).toContainText('+2,345.50');
  await expect(page.getByTestId('status-badge').first()).toHaveText('completed');
  const englishDate = await page.getByTestId('transaction-row').first().locator('p').nth(1).textContent();

  // The selector in the profile's Settings & Security card: stored on the server, switched in place.
  await gotoHydrated(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Settings & Security' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.getByTestId('language-select').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Ajustes y seguridad' })).toBeVisible();
  // the tab's title follows too
  await expect(page).toHaveTitle('Perfil');
  await expect(page.getByRole('heading', { name: 'Ganancias' })).toBeVisible();
  await expect(page.getByTestId('goal-invite_friends')).toContainText('Invita a 5 amigos');
  await expect(page.getByTestId('identity-card').getByText('Torneos jugados')).toBeVisible();
  await expect(page.getByTestId('earnings-weekly')).toHaveText(/^\d+,\d{2} USDT$/);
  await expect(page.getByTestId('language-select')).toHaveValue('es');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The server's HTML is already Spanish: no English flash before hydration.
  const html = await (await page.request.get('/deposit')).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Depósitos recientes');

  await gotoHydrated(page, '/deposit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Depositar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByTestId('transaction-row').first()).toContainText('+2.345,50');
  await expect(page.getByTestId('status-badge').first()).toHaveText('completado');
  const spanishDate = await page.getByTestId('transaction-row').first().locator('p').nth(1).textContent();
  expect(spanishDate).not.toBe(englishDate);

  // Another device, another browser language: the stored choice wins.
  const other = await browser.newContext({ locale: 'de-DE' });
  try {
    const device = await other.newPage();
    const again = await login(device.request, player.user.email, PLAYER_PASSWORD);
    await useSession(device, baseURL!, again);
    await gotoHydrated(device, '/');
    await expect(device.locator('html')).toHaveAttribute('lang', 'es');
    await expect(device.getByRole('heading', { name: 'Resumen de rendimiento' })).toBeVisible();
  } finally {
    await other.close();
  }

  await gotoHydrated(page, '/profile');
  await page.getByTestId('language-select').selectOption('zh');
  await expect(page.getByRole('heading', { name: '设置与安全' })).toBeVisible();
  await expect(page.getByTestId('profile-rank')).toHaveText(/^(本周|总榜)第 \d+ 名$/);
  await gotoHydrated(page, '/deposit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { level: 1, name: '充值' })).toBeVisible();
  const chineseDate = await page.getByTestId('transaction-row').first().locator('p').nth(1).textContent();
  expect(chineseDate).toMatch(/\d+月\d+日/);
  await expect(page.getByTestId('status-badge').first()).toHaveText('已完成');
});

test("a guest sees the browser's language, and English when the browser asks for none of ours", async ({ browser }) => {
  const french = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await french.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Lancer un quiz' })).toBeVisible();
  } finally {
    await french.close();
  }
  const portuguese = await browser.newContext({ locale: 'pt-BR' });
  try {
    const page = await portuguese.newPage();
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Start Quiz' })).toBeVisible();
  } finally {
    await portuguese.close();
  }
});

test("signing in through the form on an English page switches to the player's stored language in place", async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'Hallo Welt');
  const put = await request.put('/api/users/language', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { language: 'de' },
  });
  expect(put.status()).toBe(200);

  await gotoHydrated(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // No reload: the German catalog arrives as its own chunk and every component switches.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Start', exact: true }),
  ).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});
