import { expect, gotoHydrated, registerPlayer, test, useSession } from './fixtures';
import { txHash } from '../../testing/tx-hash.ts';
import {
  fundedPlayer,
  findTransactions,
  openAdmin,
  proofPng,
  readBalances,
  shown,
  TRC20_ADDRESS,
  unique,
} from './wallet-fixtures';

// The player's wallet at 390x844: /deposit and the profile's wallet section. The admin's side of
// each flow runs in a second, desktop-sized context (pictures: scripts/screenshots.ts).
const phoneOnly = (name: string) => test.skip(name !== 'mobile', 'player flows run at 390x844');

test('a guest on /deposit is invited to sign in', async ({ page }, testInfo) => {
  phoneOnly(testInfo.project.name);
  await gotoHydrated(page, '/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to deposit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /^\/login\?redirect=(\/|%2F)deposit$/,
  );
});

test('a deposit with a proof image is pending, an admin approves it, and the profile shows the new playable balance', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  const name = `Depositor ${unique()}`;
  const player = await registerPlayer(request, name);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/deposit');

  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('button', { name: '$50', exact: true }).click();
  await expect(form.getByLabel('Amount in USDT')).toHaveValue('50');
  // The method's fee and the amount credited; no card method (no card provider), no bank account set.
  await expect(form.getByRole('radio', { name: /^Card/ })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /^Bank/ })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /^Crypto/ })).toBeChecked();
  await expect(page.getByTestId('deposit-net')).toHaveText('50.00 USDT');
  // The network's address with its QR code.
  await expect(form.getByRole('radio', { name: /^TRC20/ })).toBeChecked();
  await expect(page.getByTestId('deposit-address-text')).toHaveText(TRC20_ADDRESS);
  await expect(page.getByRole('img', { name: 'QR code of the TRC20 deposit address' })).toBeVisible();

  const submit = form.getByRole('button', { name: 'Submit Deposit' });
  await expect(submit).toBeDisabled(); // until a reference is given
  await form.getByLabel('Transaction ID / hash').fill(`0x${txHash()}`);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: proofPng() });
  await expect(page.getByTestId('proof-selected')).toContainText('transfer.png');
  await submit.click();

  await expect(page.getByText('Deposit request submitted for $50.00. Please wait for admin approval.')).toBeVisible();
  await expect(page.getByTestId('deposit-pending-note')).toContainText(
    'Your deposit will be pending until admin approval.',
  );
  const recent = page.getByRole('list', { name: 'Recent deposits' });
  await expect(recent.getByTestId('transaction-row')).toHaveCount(1);
  await expect(recent.getByTestId('transaction-row').first()).toContainText('+50.00');
  await expect(recent.getByTestId('transaction-row').first()).toContainText('pending');
  expect((await readBalances(request, player)).playableBalance).toBe('0');

  // The admin finds it by the player's name, sees the proof, approves it.
  const admin = await openAdmin(browser, request, baseURL!);
  const rows = await findTransactions(admin.page, name, '?type=deposit');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$50.00');
  await rows.first().getByRole('button', { name: 'View', exact: true }).click();
  const details = admin.page.getByRole('dialog', { name: 'Transaction details' });
  const proof = details.getByRole('img', { name: 'Deposit proof' });
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await details.getByRole('button', { name: 'Approve' }).click();
  const review = admin.page.getByRole('dialog', { name: 'Approve deposit' });
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Deposit approved! User balance updated.')).toBeVisible();
  await expect(rows.first()).toContainText('completed');
  await expect(rows.first().getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await admin.close();

  // 50 credited, and the welcome bonus unlocked into playable by the first deposit.
  const balances = await readBalances(request, player);
  expect(Number(balances.playableBalance)).toBeGreaterThanOrEqual(50);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('wallet-playable')).toHaveText(shown(balances.playableBalance));
  await expect(
    page
      .getByRole('list', { name: 'Recent transactions' })
      .getByTestId('transaction-row')
      .filter({ hasText: 'Deposit' })
      .first(),
  ).toContainText('completed');
});

test('a withdrawal lowers the available balance; rejected by the admin, the amount returns', async ({
  page,
  request,
  baseURL,
  browser,
  pageErrors,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  pageErrors.allow(/status of 400/); // the refused address below
  const name = `Withdrawer ${unique()}`;
  const player = await fundedPlayer(request, name, '100');
  const before = await readBalances(request, player);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('wallet-available')).toHaveText(shown(before.availableBalance));
  await expect(page.getByTestId('limit-daily')).toContainText('100.00 of 100.00 USDT');

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw USDT' });
  await expect(dialog).toBeVisible();
  // Required fields first, with the spec's message.
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please enter amount, select network, and provide wallet address.',
  );
  const amount = dialog.getByLabel('Amount (USDT)');
  await expect(amount).toHaveAttribute('min', '10');
  await expect(amount).toHaveAttribute('step', '0.01');
  await amount.fill('20');
  await expect(dialog.getByLabel('Network')).toHaveValue('TRC20');
  await dialog.getByLabel('Wallet address').fill('0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
  await expect(page.getByTestId('withdraw-net')).toHaveText('18.00 USDT');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdrawal failed: Invalid wallet address for selected network.')).toBeVisible();
  await dialog.getByLabel('Wallet address').fill(TRC20_ADDRESS);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Withdrawal of 20.00 USDT requested.', { exact: false })).toBeVisible();

  const available = (Number(before.availableBalance) - 20).toFixed(2);
  await expect(page.getByTestId('wallet-available')).toHaveText(available);
  await expect(page.getByTestId('wallet-locked')).toHaveText('20.00');
  await expect(page.getByTestId('limit-daily')).toContainText('80.00 of 100.00 USDT');

  // The admin rejects it with a reason.
  const admin = await openAdmin(browser, request, baseURL!);
  const rows = await findTransactions(admin.page, name, '?type=withdrawal');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'Reject' }).click();
  const review = admin.page.getByRole('dialog', { name: 'Reject withdrawal' });
  await review.getByLabel('Reason').fill('Address on hold');
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.page.getByText('Withdrawal rejected: Address on hold')).toBeVisible();
  await expect(rows.first()).toContainText('failed');
  await admin.close();

  // The profile refreshes itself every 5 seconds: no reload needed.
  await expect(page.getByTestId('wallet-available')).toHaveText(shown(before.availableBalance), { timeout: 12_000 });
  await expect(page.getByTestId('wallet-locked')).toHaveText('0.00');
  const latest = page.getByRole('list', { name: 'Recent transactions' }).getByTestId('transaction-row').first();
  await expect(latest).toContainText('Withdrawal');
  await expect(latest).toContainText('failed');
  await expect(latest).toContainText('Address on hold');
});

test('the deposit form checks amounts and proof files on the client, and copies the address', async ({
  page,
  request,
  baseURL,
  context,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await registerPlayer(request, `Careful ${unique()}`);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/deposit');
  const form = page.getByRole('form', { name: 'Deposit' });

  await form.getByLabel('Amount in USDT').fill('5');
  await form.getByLabel('Transaction ID / hash').fill(txHash());
  await form.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Minimum deposit amount is $10');
  // Bank transfer and its own minimum are covered by game-rules.spec.ts, where the operator sets the bank details.
  await form.getByLabel('Amount in USDT').fill('10001');
  await form.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Maximum deposit amount is $10000');

  const file = form.locator('input[type=file]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.getByText('Please select an image file')).toBeVisible();
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(form.getByText('File size must be less than 5MB')).toBeVisible();
  await expect(page.getByTestId('proof-selected')).toHaveCount(0);

  // Another network shows its own address; copying confirms with a toast and a tick for 2 s.
  await form.getByRole('radio', { name: /^BEP20/ }).check({ force: true });
  const address = await page.getByTestId('deposit-address-text').textContent();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await form.getByRole('button', { name: 'Copy BEP20 address' }).click();
  await expect(page.getByText('Address copied to clipboard!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(form.getByRole('button', { name: 'Copy BEP20 address' })).toBeVisible({ timeout: 4_000 });

  // Links onwards.
  await expect(page.getByRole('link', { name: 'Play Quiz' })).toHaveAttribute('href', '/betting-quiz');
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
});

test('the profile wallet shows an error with Try Again when the wallet cannot be loaded', async ({
  page,
  request,
  baseURL,
  pageErrors,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  pageErrors.allow(/status of 503/);
  pageErrors.allow(/Wallet service is down/);
  const player = await registerPlayer(request, `Unlucky ${unique()}`);
  await useSession(page, baseURL!, player);
  let failing = true;
  await page.route('**/api/wallet', async (route) => {
    if (!failing) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Wallet service is down.' } }),
    });
  });
  // Rendered in the browser (the server render would not go through the route above).
  await gotoHydrated(page, '/tournaments');
  await page.evaluate(() => window.history.pushState({}, '', '/profile'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByText('Wallet service is down.')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('wallet-playable')).toHaveText('0.00');
  await expect(page.getByRole('heading', { name: 'Transaction limits' })).toBeVisible();
});
