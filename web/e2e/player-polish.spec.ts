import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, type Session, test, useSession, withDb } from './fixtures';
import { apiData, auth, fundedPlayer } from './wallet-fixtures';

// Issue 31, the players' list: each problem a walk-through found, checked the way a player meets it.

const SCREENS = 'test-results/screens';

function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  return page.screenshot({
    path: `${SCREENS}/${testInfo.project.name}-${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** A quiz reward paid to the player through the ledger (what the leaderboard counts). */
const reward = (player: Session, usdt: number) =>
  withDb(
    (sql) => sql`select post_journal('quiz_reward', ${player.user.id}, 'Quiz reward', null, null,
      ${sql.json([
        { system: 'house', amount: -usdt * 1_000_000 },
        { user: player.user.id, kind: 'playable', amount: usdt * 1_000_000 },
      ])})`,
  );

const setLanguage = async (page: Page, player: Session, language: string) => {
  const res = await page.request.put('/api/users/language', {
    data: { language },
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
};

/** A bottom-navigation entry, through More when the screen is narrow. */
async function navLink(page: Page, name: RegExp): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: /Main|Hauptmenü|Principal|principale|主/ });
  const link = nav.getByRole('link', { name });
  if (!(await link.isVisible())) await nav.getByRole('button').last().click();
  return link;
}

test('the leaderboard has a page of its own, reached from the navigation: both periods and your rank', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await registerPlayer(request, 'Board Climber');
  await reward(player, 4321);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  await (await navLink(page, /^Leaderboard$/)).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
  const mine = page.getByRole('listitem').filter({ hasText: '(you)' });
  await expect(mine).toContainText('Board Climber');
  await expect(mine).toContainText('4,321.00 USDT');
  await shot(page, testInfo, 'leaderboard');

  await page.getByRole('tab', { name: 'All Time' }).click();
  await expect(page.getByRole('tab', { name: 'All Time' })).toHaveAttribute('aria-selected', 'true');
  await expect(mine).toContainText('4,321.00 USDT');

  // the page is server-rendered in the player's language
  await setLanguage(page, player, 'de');
  await gotoHydrated(page, '/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestenliste' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '(du)' })).toContainText('4.321,00 USDT');
  await shot(page, testInfo, 'leaderboard-de');
});

test('a guest sees the leaderboard and is brought back to where they were going after signing in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'Returning Player');
  await gotoHydrated(page, '/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fleaderboard$/);
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByTestId('header-name')).toHaveText('Returning Player');

  // an address of another site is never followed: Home instead
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await gotoHydrated(page, '/login?redirect=%2F%2Fexample.com');
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('the hourly quiz limit says which limit and when it lifts, calmly, in the player’s language', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await registerPlayer(request, 'Busy Player');
  // three quizzes this hour, the first 50 minutes ago: the limit lifts in 10 minutes
  const first = await withDb(async (sql) => {
    const [row] = await sql<{ at: Date }[]>`
      insert into quiz_sessions (user_id, difficulty, mode, status, question_count, started_at, completed_at)
      select ${player.user.id}, 'easy', 'standard', 'completed', 10, now() - make_interval(mins => m), now() - make_interval(mins => m)
      from unnest(array[50, 30, 10]) m returning started_at as at`;
    return row!.at;
  });
  const resetsAt = new Date(first.getTime() + 3_600_000);
  const time = `${String(resetsAt.getUTCHours()).padStart(2, '0')}:${String(resetsAt.getUTCMinutes()).padStart(2, '0')} UTC`;
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/quiz');
  const notice = page.getByTestId('limit-notice');
  await expect(notice).toContainText("This hour's quizzes are done");
  await expect(notice).toContainText(`You can play 3 quizzes an hour. The next one opens at`);
  await expect(notice).toContainText(time);
  await expect(page.getByTestId('limit-countdown')).toHaveText(/^Opens in 00:(09|10):\d\d$/);
  await expect(page.getByTestId('security-banner')).toHaveCount(0);
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await shot(page, testInfo, 'quiz-hourly-limit');

  await setLanguage(page, player, 'fr');
  await gotoHydrated(page, '/quiz');
  await expect(notice).toContainText('Les quiz de cette heure sont joués');
  await expect(notice).toContainText(time);
  await shot(page, testInfo, 'quiz-hourly-limit-fr');
});

test('a tournament’s prize pool reads the same in the lobby and on its page', async ({ page, baseURL }, testInfo) => {
  const request = page.request;
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Pool Cup ${Date.now().toString(36)}`;
  const cup = await apiData<{ id: string }>(
    await request.post('/api/admin/tournaments', {
      headers: auth(admin),
      data: {
        name,
        entryFee: '1',
        prizePool: '20',
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    201,
  );
  const player = await fundedPlayer(request, 'Pool Watcher', '50');
  await apiData(await request.post(`/api/tournaments/${cup.id}/join`, { headers: auth(player) }), 200);
  // 20 from the house and a 1 USDT entry, less the 5 % app fee on entries: 20.95 for the winners
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/tournaments');
  const card = page.getByRole('link').filter({ hasText: name });
  await expect(card.getByTestId('tournament-pool')).toHaveText('20.95');
  await expect(card).toContainText('Prize pool');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('20.95 USDT')).toBeVisible();
  await shot(page, testInfo, 'tournament-pool');
});

test('money locked for a withdrawal is left out of the available figure, the same on Home and on the quiz setup', async ({
  page,
  baseURL,
}, testInfo) => {
  const player = await fundedPlayer(page.request, 'Careful Spender', '51.5');
  // 20 of it waiting as a withdrawal (the playable account's lock, as a pending withdrawal holds it)
  await withDb(
    (sql) => sql`update accounts set locked = 20000000 where user_id = ${player.user.id} and kind = 'playable'`,
  );
  const balances = await apiData<{ balances: { availableBalance: string; balance: string } }>(
    await page.request.get('/api/wallet', { headers: auth(player) }),
  );
  const available = balances.balances.availableBalance;
  expect(Number(available)).toBeLessThan(51.5);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/');
  const shown = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  await expect(page.getByTestId('balance-tile')).toContainText('Available');
  expect(shown(await page.getByTestId('home-available').innerText())).toBeCloseTo(Number(available), 2);
  // The header's figure is the total Home's Balance tile shows (locked money in it), titled the same.
  const total = await page.getByTestId('home-balance').innerText();
  await expect(page.getByTestId('header-balance')).toHaveText(total);
  await expect(page.getByTestId('header-balance')).toHaveAttribute('title', 'Balance');
  expect(shown(total)).toBeCloseTo(Number(balances.balances.balance), 2);
  await gotoHydrated(page, '/quiz');
  await expect(page.getByTestId('quiz-setup')).toContainText('Available');
  expect(shown(await page.getByTestId('setup-playable').innerText())).toBeCloseTo(Number(available), 2);
  await shot(page, testInfo, 'quiz-setup-available');
});
