import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, registerAdmin, test } from './fixtures';

// Admin two-factor sign-in from the screens (issue 27, decision 0052): an admin of their own (the
// shared admin of the other specs keeps signing in with a password) turns it on in System Settings,
// signs out, and signs in again with a code.

/** The code an authenticator app shows `offsetMs` from now. */
const codeOf = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin turns on two-factor sign-in from System Settings and signs in with a code', async ({
  page,
  request,
  pageErrors,
}) => {
  pageErrors.allow(/status of 40[01]/); // the first step's 401 TOTP_REQUIRED and the wrong code's
  test.setTimeout(60_000); // two sign-ins, a setup and a wrong code: past 30 s on 2 shared cores
  const admin = await registerAdmin(request, 'Second Admin');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await gotoHydrated(page, '/admin/login');
  await signIn(page, admin.user.email);
  await expect(page).toHaveURL(/\/admin$/);
  await gotoHydrated(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
  await card.getByLabel('Code from the app').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toContainText('That code is not valid');
  await card.getByLabel('Code from the app').fill(codeOf(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await card.screenshot({ path: `test-results/screens/admin-two-factor-${test.info().project.name}.png` });
  await card.getByRole('button', { name: 'Copy recovery codes' }).click();
  await expect(page.getByText('Recovery codes copied')).toBeVisible();
  await card.getByRole('button', { name: 'I saved them' }).click();
  await expect(card.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, admin.user.email);
  const code = page.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');
  // The enabling code's step is used up: the next step's code (within the allowed drift) signs in.
  await code.fill(codeOf(secret, 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
});
