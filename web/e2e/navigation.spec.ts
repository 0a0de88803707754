import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, registerPlayer, test, useSession } from './fixtures';

/** Clicks a bottom-navigation entry, opening More first when the entry sits under it (narrow screens). */
async function navTo(page: Page, name: RegExp) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  let link: Locator = nav.getByRole('link', { name });
  if (!(await link.isVisible())) {
    await nav.getByRole('button', { name: 'More' }).click();
    link = nav.getByRole('link', { name });
  }
  await link.click();
}

test('bottom navigation moves between the player screens without a page reload', async ({
  page,
  request,
}, testInfo) => {
  const settings = (
    (await (await request.get('/api/settings')).json()) as { data: { content: { quizPageTitle: string } } }
  ).data;
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole('navigation', { name: 'Main' });

  if (testInfo.project.name === 'mobile') {
    // 390 px: the first three entries and More
    await expect(nav.getByRole('link')).toHaveCount(3);
    await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
  } else {
    await expect(nav.getByRole('link')).toHaveCount(6);
  }

  await navTo(page, /^Quiz$/);
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.content.quizPageTitle);
  await expect(nav.getByRole('link', { name: /^Quiz$/ })).toHaveAttribute('aria-current', 'page');

  await navTo(page, /^Tournaments$/);
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  await navTo(page, /^Earn$/);
  await expect(page).toHaveURL(/\/earn$/);
  await expect(page.getByRole('heading', { name: 'Sign in to earn' })).toBeVisible();

  await navTo(page, /^Leaderboard$/);
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

  await navTo(page, /^Profile/);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();

  await navTo(page, /^Home$/);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Quick quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('link', { name: 'Quick quiz' })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('the Profile entry carries the level badge of a signed-in player', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Badge Holder');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  if (await more.isVisible()) await more.click();
  await expect(nav.getByRole('link', { name: 'Profile, level 1' })).toBeVisible();
});

test('the Quiz entry is the current page on the challenge quiz too', async ({ page }) => {
  await gotoHydrated(page, '/betting-quiz');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Quiz$/ })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /^Home$/ })).not.toHaveAttribute('aria-current', 'page');
});
