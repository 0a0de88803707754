// Email accounts (issue 27, decision 0053): a new account verifies its address by the link the
// SMTP catcher received, and a forgotten password is reset by the mailed link, then used to sign in.
import { PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, mailedLink, registerPlayer, test, uniqueEmail } from './fixtures';

test('a new account verifies its email by the mailed link', async ({ page }) => {
  const email = uniqueEmail('verify');
  await gotoHydrated(page, '/login?mode=register');
  await page.getByLabel('Name').fill('Vera Verified');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Sign-up lands on Home; the profile says what the mailed link is for.
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/profile');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText(
    `Verify your email to get your welcome bonus and withdraw. We sent a link to ${email}.`,
  );

  const link = await mailedLink(email, '/verify-email');
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Vera Verified');
  await expect(notice).toHaveCount(0);
});

test('a forgotten password is reset by the mailed link, and the new one signs in', async ({ page, request }) => {
  const player = await registerPlayer(request, 'Forgetful Fred');
  await gotoHydrated(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(player.user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await gotoHydrated(page, await mailedLink(player.user.email, '/reset-password'));
  await page.getByLabel('New password').fill('a brand new pass 9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();

  await page.getByLabel('Email').fill(player.user.email);
  await page.getByLabel('Password').fill('a brand new pass 9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Forgetful Fred');
});
