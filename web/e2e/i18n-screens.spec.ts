import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { apiData, auth, fundedPlayer } from './wallet-fixtures';

// Issue 31 item 6 (decisions 0069, 0072): a German player reads the main screens with no English left
// over (page titles, the difficulty lock, processing times, counters, the activities, achievements and
// notifications the server wrote) and every figure in German form.

/** English the player screens used to show to every language: headings, the lock, times, speeds. */
const ENGLISH = [
  'Crypto Master',
  'Crypto Quiz',
  'Earn More',
  'Tournaments',
  'Profile',
  'Answer at least',
  'Reach level',
  'Processing time',
  'minutes',
  'hours',
  'Loading',
  'Question ',
  // texts the server wrote for the player (decision 0072): activities and achievements
  'Achievement unlocked',
  'Make your first deposit',
  'Investor',
];

test('a German player reads the main screens in German, with German figures', async ({ page, baseURL }) => {
  test.setTimeout(60_000); // six screens on 2 shared cores
  const player = await fundedPlayer(page.request, 'Sprachtest', '2345.5');
  const language = await page.request.put('/api/users/language', { data: { language: 'de' }, headers: auth(player) });
  expect(language.status(), await language.text()).toBe(200);
  await useSession(page, baseURL!, player);

  const screens: [string, string][] = [
    ['/', 'Krypto-Meister'],
    ['/quiz', 'Krypto-Quiz'],
    ['/tournaments', 'Turniere'],
    ['/earn', 'Mehr verdienen'],
    ['/profile', 'Profil'],
  ];
  for (const [path, heading] of screens) {
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const text = await page.locator('body').innerText();
    expect({ path, english: ENGLISH.filter((word) => text.includes(word)) }).toEqual({ path, english: [] });
    // German figures: a comma before the decimals, never a point (amounts, percentages, multipliers).
    expect({ path, figures: text.match(/\d\.\d{2}(?!\d)/g) ?? [] }).toEqual({ path, figures: [] });
    // German's long words fit their buttons and cards (a label spilling out of its box was seen at 390 px).
    const spilling = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('button, label, label *, button *')]
        .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        .filter((el) => getComputedStyle(el).overflowX === 'visible')
        .map((el) => el.textContent?.trim() ?? ''),
    );
    expect({ path, spilling }).toEqual({ path, spilling: [] });
  }

  // The balance groups thousands the German way; the wallet's processing times are German words.
  await expect(page.getByTestId('wallet-limits')).toContainText('Minuten');
  await expect(page.getByTestId('wallet-limits')).toContainText('Stunden');
  await expect(page.locator('body')).toContainText('2.345,50');

  // The deposit form's network speeds (seeded as Fast and Medium) are German words.
  await gotoHydrated(page, '/deposit');
  await expect(page.getByRole('radio', { name: /^TRC20/ })).toHaveAccessibleName(/^TRC20\s*Schnell$/);
  await expect(page.getByRole('radio', { name: /^ERC20/ })).toHaveAccessibleName(/^ERC20\s*Mittel$/);

  // A new player's locked difficulties say why in German, with the figure from the settings.
  await gotoHydrated(page, '/quiz');
  await expect(page.getByTestId('locked-reasons')).toContainText('Beantworte mindestens 10 Fragen');

  // The approved deposit unlocked the first-deposit achievement: the activity, the achievement and
  // both notifications read in German, amounts in German form.
  await gotoHydrated(page, '/');
  const activity = page.getByTestId('recent-activity');
  await expect(activity).toContainText('Erfolg freigeschaltet: Anleger');
  await expect(activity).toContainText('Tätige deine erste Einzahlung');
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('achievement').first()).toContainText('Tätige deine erste Einzahlung');
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  await expect(panel).toContainText('Einzahlung bestätigt');
  await expect(panel).toContainText('Deine Einzahlung von 2.345,50 USDT wurde bestätigt.');
  await expect(panel).toContainText('Erfolg freigeschaltet!');
  await expect(panel).toContainText('Anleger: +0,50 USDT');
  await expect(panel).not.toContainText(/Deposit approved|Achievement unlocked|was approved/);
});

test('an operator’s tournament name reads in the player’s language where the operator worded it, else as written', async ({
  page,
  baseURL,
}) => {
  const request = page.request;
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const stamp = Date.now().toString(36);
  const create = async (name: string, translations?: object) =>
    apiData<{ id: string }>(
      await request.post('/api/admin/tournaments', {
        headers: auth(admin),
        data: {
          name,
          ...(translations ? { translations } : {}),
          entryFee: '1',
          prizePool: '10',
          startDate: new Date(Date.now() - 60_000).toISOString(),
          endDate: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
      201,
    );
  const worded = await create(`Autumn Cup ${stamp}`, { de: { name: `Herbstpokal ${stamp}` } });
  await create(`Winter Cup ${stamp}`);
  const player = await registerPlayer(request, 'Pokalleser');
  const language = await request.put('/api/users/language', { data: { language: 'de' }, headers: auth(player) });
  expect(language.status(), await language.text()).toBe(200);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/tournaments');
  await expect(page.getByRole('link').filter({ hasText: `Herbstpokal ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: `Winter Cup ${stamp}` })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(`Autumn Cup ${stamp}`);
  await gotoHydrated(page, `/tournaments/${worded.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Herbstpokal ${stamp}` }).first()).toBeAttached();
});
