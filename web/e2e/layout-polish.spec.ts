import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, type Session, test, useSession, withDb } from './fixtures';

// Issue 31, what players notice on a phone: the header's figures cut off, the floating buttons over
// content, and a blocked player silently signed out.

const SCREENS = 'test-results/screens';
const LANGUAGES = ['en', 'de', 'es', 'fr', 'zh'];

async function shots(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, animations: 'disabled' });
  }
}

const setLanguage = async (page: Page, player: Session, language: string) => {
  const res = await page.request.put('/api/users/language', {
    data: { language },
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** Why the element is not shown whole: it overflows itself, leaves the viewport, or an ancestor clips it. */
const clipping = (element: Locator) =>
  element.evaluate((el) => {
    const problems: string[] = [];
    const box = el.getBoundingClientRect();
    if (el.scrollWidth > el.clientWidth) problems.push(`overflows itself (${el.scrollWidth} > ${el.clientWidth})`);
    if (box.left < 0 || box.right > window.innerWidth) problems.push('leaves the viewport');
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const outer = a.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) problems.push(`clipped by ${a.className}`);
    }
    return problems;
  });

test('the header shows XP, tournament wins and the balance whole at 360 and 390 px in every language', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'Maximiliane Alexandra von Wolkenstein-Rosenberg');
  // An advanced player with big figures: the widest header a player has.
  await withDb(async (sql) => {
    await sql`update users set level = 7, total_xp = 1234567, tournaments_won = 1234 where id = ${player.user.id}`;
    await sql`select post_journal('adjustment', ${player.user.id}, 'Test funding', null, null,
      ${sql.json([
        { system: 'house', amount: -123_456_780_000 },
        { user: player.user.id, kind: 'playable', amount: 123_456_780_000 },
      ])})`;
  });
  await useSession(page, baseURL!, player);
  for (const language of LANGUAGES) {
    await setLanguage(page, player, language);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await gotoHydrated(page, '/');
      for (const figure of ['header-xp', 'header-wins', 'header-balance']) {
        await expect(page.getByTestId(figure)).toBeVisible();
        expect(await clipping(page.getByTestId(figure)), `${figure} at ${width} px in ${language}`).toEqual([]);
      }
      await expect(page.getByTestId('header-xp')).toContainText('1');
      expect(await clipping(page.getByTestId('header-name'))).not.toContain('leaves the viewport');
    }
  }
  await setLanguage(page, player, 'de');
  await gotoHydrated(page, '/');
  await page.setViewportSize({ width: 360, height: 844 });
  await page.screenshot({ path: `${SCREENS}/header-de-360.png`, clip: { x: 0, y: 0, width: 360, height: 200 } });
  await shots(page, 'header-de');
});

/** The lowest bottom of the page's content (main's children), and the highest top of the floating buttons. */
const clearance = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const contentBottom = Math.max(...[...main.children].map((c) => c.getBoundingClientRect().bottom));
    const buttonsTop = Math.min(
      ...[...document.querySelectorAll('[data-floating]')].map((b) => b.getBoundingClientRect().top),
    );
    return { contentBottom, buttonsTop };
  });

test('scrolled to the bottom, no content lies under the floating buttons; they stay away on a question and the deposit form', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'Floating Check');
  await useSession(page, baseURL!, player);
  const floating = page.locator('[data-floating]');
  for (const path of ['/', '/profile', '/earn', '/tournaments']) {
    await gotoHydrated(page, path);
    // both: the quick quiz, and the daily bonus (unclaimed today)
    await expect(floating).toHaveCount(2);
    // Scrolled again until the content has loaded and settled (a list may grow after the first scroll).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const { contentBottom, buttonsTop } = await clearance(page);
          return contentBottom - buttonsTop;
        },
        { message: `the last content on ${path} ends above the floating buttons` },
      )
      .toBeLessThanOrEqual(0);
  }

  await gotoHydrated(page, '/deposit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(floating).toHaveCount(0);
  await shots(page, 'floating-deposit');

  // A field with the focus (the keyboard is up) has the screen to itself.
  await gotoHydrated(page, '/profile');
  await expect(floating).toHaveCount(2);
  await page.getByRole('textbox').first().focus();
  await expect(floating).toHaveCount(0);
  // So does a dialog.
  await gotoHydrated(page, '/profile');
  await expect(floating).toHaveCount(2);
  await page.getByRole('button', { name: 'Deposit USDT' }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit USDT' })).toBeVisible();
  await expect(floating).toHaveCount(0);

  await gotoHydrated(page, '/quiz');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveAttribute('data-question', '1');
  await expect(floating).toHaveCount(0);
});

test('a blocked player sees the blocked screen with the reason, the end, the balance and support, and stays signed in', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  // After the refresh below the browser asks for the profile, is refused as blocked, and logs the 403.
  pageErrors.allow(/status of 403 .*\/api\/users\/profile/);
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const asAdmin = { authorization: `Bearer ${admin.accessToken}` };
  const player = await registerPlayer(request, 'Blocked Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('header-name')).toHaveText('Blocked Player');
  const balance = (await page.getByTestId('header-balance').textContent())!;

  const support = await request.put('/api/admin/settings', {
    headers: asAdmin,
    data: { appConfig: { supportTelegram: '@quiz_support_desk' } },
  });
  expect(support.status(), await support.text()).toBe(200);
  const blocked = await request.put(`/api/admin/users/${player.user.id}/block`, {
    headers: asAdmin,
    data: { reason: 'Shared an answer sheet', hours: 48 },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const until = ((await blocked.json()) as { data: { blockedUntil: string } }).data.blockedUntil;
  const day = new Date(until).getUTCDate();

  await gotoHydrated(page, '/profile');
  const notice = page.getByTestId('block-notice');
  await expect(notice.getByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
  await expect(page.getByTestId('block-reason')).toHaveText('Shared an answer sheet');
  await expect(page.getByTestId('block-until')).toContainText(String(day));
  await expect(page.getByTestId('block-balance')).toContainText(balance);
  await expect(page.getByTestId('support-telegram')).toHaveText('@quiz_support_desk');
  await expect(page.getByTestId('player-frame')).toHaveCount(0);
  await shots(page, 'blocked');

  // No sign-out: the session is still there, and a fresh access token (the refresh) brings the same screen.
  expect(await page.evaluate(() => localStorage.getItem('cq.refreshToken'))).toBe(player.refreshToken);
  await page.context().clearCookies();
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('block-reason')).toHaveText('Shared an answer sheet');
  expect(await page.evaluate(() => localStorage.getItem('cq.refreshToken'))).toBeTruthy();

  await request.put(`/api/admin/users/${player.user.id}/unblock`, { headers: asAdmin });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('header-name')).toHaveText('Blocked Player');
});

test('a blocked German player reads the blocked screen in German, its end in the German date format', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  pageErrors.allow(/status of 403 .*\/api\/users\/profile/);
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const player = await registerPlayer(request, 'Gesperrt');
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const language = await request.put('/api/users/language', { data: { language: 'de' }, headers });
  expect(language.status(), await language.text()).toBe(200);
  const blocked = await request.put(`/api/admin/users/${player.user.id}/block`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { reason: 'Antwortblatt geteilt', hours: 48 },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const until = new Date(((await blocked.json()) as { data: { blockedUntil: string } }).data.blockedUntil);

  // The device says English: the player's own choice, read from the notice, decides.
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  await expect(
    page.getByTestId('block-notice').getByRole('heading', { name: 'Dein Konto ist gesperrt' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut prüfen' })).toBeVisible();
  await expect(page.getByTestId('block-until')).toContainText(`${until.getUTCDate()}.`);
});
