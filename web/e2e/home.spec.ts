import { mkdirSync } from 'node:fs';
import { expect, gotoHydrated, registerPlayer, test, useSession } from './fixtures';

const SCREENS = 'test-results/screens';

test('a guest sees the public home with a sign-in invitation instead of personal tiles', async ({
  page,
  request,
}, testInfo) => {
  const settings = (
    (await (await request.get('/api/settings')).json()) as {
      data: { content: { homePageTitle: string; homePageSubtitle: string } };
    }
  ).data;
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.content.homePageTitle);
  await expect(page.getByText(settings.content.homePageSubtitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Play, level up, win USDT' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Quiz' })).toBeVisible();
  for (const personal of ['daily-bonus-card', 'level-tile', 'balance-tile', 'streak-card'])
    await expect(page.getByTestId(personal)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Claim daily bonus' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /daily bonus/i })).toHaveCount(0);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({
    path: `${SCREENS}/${testInfo.project.name}-home-guest.png`,
    fullPage: true,
    animations: 'disabled',
  });
});

test('a new player claims the daily bonus and sees it Claimed with the countdown', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await registerPlayer(request, 'Bonus Hunter');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');

  const card = page.getByTestId('daily-bonus-card');
  await expect(card).toContainText('+1.00 USDT');
  await expect(page.getByTestId('balance-tile')).toContainText('Bonus5.00');
  await expect(page.getByTestId('deposit-addresses').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('deposit-addresses')).toContainText(/Min \d+\.\d{2} · Max [\d,]+\.\d{2} USDT/);
  await expect(page.getByTestId('performance')).toContainText('Quizzes Completed0');
  await expect(page.getByRole('button', { name: 'Claim daily bonus' })).toBeVisible();

  await card.getByRole('button', { name: 'Claim Now' }).click();
  await expect(page.getByText('Daily bonus claimed: +1.00 USDT')).toBeVisible();
  await expect(card).toContainText('Claimed');
  await expect(card.getByRole('button', { name: 'Claim Now' })).toHaveCount(0);
  const countdown = page.getByTestId('bonus-countdown');
  await expect(countdown).toHaveText(/^Next bonus in \d{2}:\d{2}:\d{2}$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3_000 });

  // everything the claim changed follows: balance, streak, activity, the floating button
  await expect(page.getByRole('button', { name: 'Claim daily bonus' })).toHaveCount(0);
  await expect(page.getByTestId('balance-tile')).toContainText('Bonus6.00');
  await expect(page.getByTestId('streak-card')).toContainText('1 day');
  await expect(page.getByTestId('recent-activity')).toContainText('Daily bonus claimed');

  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({
    path: `${SCREENS}/${testInfo.project.name}-home-signed-in.png`,
    fullPage: true,
    animations: 'disabled',
  });
});

test('home refreshes every 5 seconds in place, without loading placeholders', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Live Watcher');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('daily-bonus-card')).toContainText('Claim Now');
  await page.evaluate(() => {
    const w = window as unknown as { __skeletons: number };
    w.__skeletons = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches('.skeleton') || n.querySelector('.skeleton'))) w.__skeletons += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });

  // Claimed elsewhere (another device): the open home page catches up on its own.
  const res = await request.post('/api/daily-bonus/claim', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: {},
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect(page.getByTestId('daily-bonus-card')).toContainText('Claimed', { timeout: 8_000 });
  await expect(page.getByTestId('recent-activity')).toContainText('Daily bonus claimed', { timeout: 8_000 });
  expect(await page.evaluate(() => (window as unknown as { __skeletons: number }).__skeletons)).toBe(0);
});

test("the header's daily-bonus button is highlighted while a bonus is available and leads to the Daily Bonus card", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, 'Header Gift');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  const header = page.getByRole('banner');
  const card = page.getByTestId('daily-bonus-card');
  /** The card is on screen and not under the sticky header. */
  const expectCardInView = async () => {
    await expect(card).toBeInViewport({ ratio: 1 });
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  };

  await header.getByRole('link', { name: 'Daily bonus available' }).click();
  await expect(page).toHaveURL(/\/#daily-bonus$/);
  await expectCardInView();

  // from further down the home screen, it scrolls back up to the card
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(card).not.toBeInViewport();
  await header.getByRole('link', { name: 'Daily bonus available' }).click();
  await expectCardInView();

  await card.getByRole('button', { name: 'Claim Now' }).click();
  await expect(card).toContainText('Claimed');
  await expect(header.getByRole('link', { name: 'Daily bonus', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Daily bonus available' })).toHaveCount(0);
});
