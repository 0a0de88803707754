import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, uniqueEmail, useSession } from './fixtures';

const SCREENS = '/tmp/i17-screens';
mkdirSync(SCREENS, { recursive: true });

const answerButtons = (page: Page) => page.getByRole('list', { name: 'Answers' }).getByRole('button');

/** Plays a whole standard quiz with guesses, each after the 2 s rapid-answer monitor. */
async function playQuiz(page: Page) {
  await gotoHydrated(page, '/quiz');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const stage = page.getByTestId('quiz-question');
  for (let n = 1; n <= 10; n++) {
    await expect(stage).toHaveAttribute('data-question', String(n));
    await page.waitForTimeout(2_100);
    await answerButtons(page).first().click();
    await expect(page.getByTestId('quiz-reveal')).toBeVisible();
  }
  await expect(page.getByTestId('quiz-result')).toBeVisible({ timeout: 10_000 });
}

test('a friend opens the invite link, signs up and plays a quiz; the inviter sees the reward and a notification', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const size = testInfo.project.name;
  const inviter = await registerPlayer(request, 'Inviter Ivy');
  await useSession(page, baseURL!, inviter);
  await gotoHydrated(page, '/earn');
  const card = page.getByRole('region', { name: 'Referral Programme' });
  await expect(card.getByTestId('referral-stats')).toContainText('Invited0');
  await expect(card).toContainText('No friends yet');
  const link = (await card.getByTestId('referral-link').textContent())!;
  expect(link).toMatch(/\/\?ref=[A-Z0-9]{8}$/);

  // The Invite Friend modal asks for a username first.
  await card.getByRole('button', { name: 'Invite Friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Friend' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a username');
  await page.screenshot({ path: `${SCREENS}/${size}-invite-modal.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The friend, in a browser of their own, arrives through the link and signs up from another page.
  const friendContext = await browser.newContext({ viewport: page.viewportSize()! });
  const friend = await friendContext.newPage();
  await friend.goto(new URL(new URL(link).pathname + new URL(link).search, baseURL).toString());
  await friend.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await friend.goto('/login?mode=register');
  await friend.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await friend.getByLabel('Name').fill('Friend Fred');
  await friend.getByLabel('Email').fill(uniqueEmail('friend'));
  await friend.getByLabel('Password').fill(PLAYER_PASSWORD);
  await friend.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/$/);

  await page.reload();
  await expect(card.getByTestId('referral-stats')).toContainText('Invited1');
  await expect(card.getByRole('list', { name: 'Invited friends' })).toContainText('Friend Fred');
  await expect(card.getByRole('list', { name: 'Invited friends' })).toContainText('Pending');

  await playQuiz(friend);
  await friendContext.close();

  // The job the finished quiz queued is run now by the admin's Process Pending.
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const processed = await request.post('/api/admin/referrals/process-pending', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  // (another test's Process Pending may have settled it first: the outcome below is what counts)
  expect(((await processed.json()) as { data: { processed: number } }).data.processed).toBeGreaterThanOrEqual(0);

  await page.reload();
  await expect(card.getByTestId('referral-stats')).toContainText('Qualified1');
  await expect(card.getByTestId('referral-stats')).toContainText('Earned (USDT)10.00');
  await expect(card.getByRole('list', { name: 'Invited friends' })).toContainText('Completed');
  await expect(card.getByRole('list', { name: 'Invited friends' })).toContainText('+10.00 USDT');
  await page.screenshot({ path: `${SCREENS}/${size}-earn.png`, fullPage: true });

  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification')).toContainText('Referral reward');
  await expect(panel.getByTestId('notification')).toContainText(
    'Friend Fred joined with your link. You earned 10.00 USDT!',
  );
  await page.screenshot({ path: `${SCREENS}/${size}-notifications.png` });
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel).toContainText('All caught up');
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
});

test('the admin Referrals screen shows real stats, pages the list, saves settings and processes pending ones', async ({
  page,
  request,
  baseURL,
  pageErrors,
}, testInfo) => {
  pageErrors.allow(/status of 400 .*\/api\/admin\/referral-settings/); // the refused save below
  const size = testInfo.project.name;
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await useSession(page, baseURL!, admin);
  await gotoHydrated(page, '/admin/referrals');
  await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
  await expect(page.getByTestId('referrals-total-value')).toHaveText(/^\d+$/);
  await page.screenshot({ path: `${SCREENS}/${size}-admin-referrals.png`, fullPage: true });

  await page.getByRole('button', { name: 'Process Pending' }).click();
  await expect(page.getByText('Pending referrals processed successfully!')).toBeVisible();
  await expect(page.getByText(/\d+ referrals? processed\./)).toBeVisible();

  await page.getByRole('tab', { name: 'All Referrals' }).click();
  await expect(page.getByTestId('referrals-table')).toBeVisible();
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByTestId('referrals-table')).toContainText(/No cancelled referrals\.|cancelled/);
  await page.screenshot({ path: `${SCREENS}/${size}-admin-referrals-list.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Settings' }).click();
  const form = page.getByRole('form', { name: 'Referral settings' });
  await form.getByLabel('Max referrals per user').fill('0');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByRole('alert')).toHaveText('Max referrals per user must be between 1 and 1000');
  await form.getByLabel('Max referrals per user').fill('50');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Referral settings updated successfully!')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/${size}-admin-referrals-settings.png`, fullPage: true });
});
