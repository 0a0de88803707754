import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dbUrlFile } from './env';
import { findTransactions, playerWithPendingDeposit, unique } from './wallet-fixtures';
import { txHash } from '../../testing/tx-hash.ts';

// The back office's Transactions and Wallet Settings at 1280x800 (pictures: scripts/screenshots.ts).
const desktopOnly = (name: string) => test.skip(name !== 'desktop', 'back-office flows run at 1280x800');

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

test('the admin adds, edits, deactivates and deletes a wallet address', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const name = `E2E wallet ${unique()}`;
  const address = `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;
  await gotoHydrated(page, '/admin/wallet-settings');
  await expect(page.getByRole('heading', { name: 'Wallet Settings', level: 1 })).toBeVisible();
  for (const label of ['Total Wallets', 'Active', 'Inactive', 'Networks'])
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(label);
  const total = Number(await page.getByTestId('wallet-stat-total-value').textContent());

  await page.getByRole('button', { name: 'Add Wallet' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wallet' });
  await form.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(form.getByLabel('Min deposit (USDT)')).toHaveAttribute('min', '0.1');
  await expect(form.getByLabel('Min deposit (USDT)')).toHaveAttribute('step', '0.1');
  await expect(form.getByLabel('Max deposit (USDT)')).toHaveAttribute('min', '1');
  await form.getByLabel('Network').selectOption('BEP20');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill(address);
  await form.getByLabel('Min deposit (USDT)').fill('2.5');
  await form.getByLabel('Max deposit (USDT)').fill('500');
  await form.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.getByText('Wallet added successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByTestId('wallet-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$2.50 – $500.00');
  await expect(row).toContainText(address);
  expect(Number(await page.getByTestId('wallet-stat-total-value').textContent())).toBeGreaterThan(total);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Wallet' });
  await expect(edit.getByLabel('Address')).toHaveValue(address);
  await edit.getByLabel('Processing time').fill('1-2 hours');
  await edit.getByRole('button', { name: 'Update Wallet' }).click();
  await expect(page.getByText('Wallet updated successfully!')).toBeVisible();
  await expect(row).toContainText('1-2 hours');

  const toggle = row.getByRole('switch', { name: `${name} active` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete wallet' });
  await expect(confirm).toContainText('Are you sure you want to delete this wallet address?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Wallet deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the admin sets how deposits to an address are checked on chain; the API key is never shown again', async ({
  page,
  request,
}, testInfo) => {
  desktopOnly(testInfo.project.name);
  test.slow(); // three saves and two reads of the list
  const name = `E2E verified ${unique()}`;
  // A second Polygon address: the first one stays the address players are shown.
  const address = `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;
  const secret = `node-secret-${unique()}`;
  await gotoHydrated(page, '/admin/wallet-settings');
  await page.getByRole('button', { name: 'Add Wallet' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wallet' });
  await form.getByLabel('Network').selectOption('Polygon');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill(address);
  await expect(form.getByLabel('Verifier')).toHaveValue('manual');
  await expect(form.getByLabel('Provider URL')).toHaveCount(0);
  await form.getByLabel('Verifier').selectOption('evm_rpc');
  await form.getByLabel('Provider URL').fill('https://polygon.node.test/v3/{apiKey}');
  await form.getByLabel('API key').fill(secret);
  await form.getByLabel('USDT token contract').fill('0xc2132D05D31c914a87C6611C10748AEb04B58e8F');
  await form.getByLabel('Confirmations').fill('64');
  await form.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.getByText('Wallet added successfully!')).toBeVisible();
  const row = page.getByTestId('wallet-row').filter({ hasText: name });
  await expect(row.getByTestId('wallet-verification')).toHaveText('EVM JSON-RPC node · 64 conf.');

  // The key went to the server once; it comes back masked, in the list and in the form.
  const token = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
  const list = await request.get('/api/admin/wallet-addresses', { headers: { authorization: `Bearer ${token}` } });
  expect(await list.text()).not.toContain(secret);
  const saved = (await list.json()).data.find((w: { name: string }) => w.name === name);
  expect(saved.verification).toMatchObject({ provider: 'evm_rpc', apiKey: `••••${secret.slice(-4)}`, hasApiKey: true });

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Wallet' });
  await expect(edit.getByLabel('Provider URL')).toHaveValue('https://polygon.node.test/v3/{apiKey}');
  await expect(edit.getByLabel('API key')).toHaveValue('');
  await expect(edit.getByLabel('API key')).toHaveAttribute('placeholder', new RegExp(`••••${secret.slice(-4)}`));
  await edit.getByLabel('Token decimals').fill('18');
  await edit.getByRole('button', { name: 'Update Wallet' }).click();
  await expect(page.getByText('Wallet updated successfully!')).toBeVisible();
  const again = await request.get('/api/admin/wallet-addresses', { headers: { authorization: `Bearer ${token}` } });
  const kept = (await again.json()).data.find((w: { name: string }) => w.name === name);
  expect(kept.verification).toMatchObject({ tokenDecimals: 18, confirmations: 64, hasApiKey: true });

  // Back to manual review.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByLabel('Verifier').selectOption('manual');
  await edit.getByRole('button', { name: 'Update Wallet' }).click();
  await expect(row.getByTestId('wallet-verification')).toHaveText('Manual review');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete wallet' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('a refused wallet address keeps the form open with the reason', async ({ page, pageErrors }, testInfo) => {
  desktopOnly(testInfo.project.name);
  pageErrors.allow(/status of 400/);
  await gotoHydrated(page, '/admin/wallet-settings');
  await page.getByRole('button', { name: 'Add Wallet' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wallet' });
  await form.getByLabel('Network').selectOption('TRC20');
  await form.getByLabel('Name').fill('Broken wallet');
  await form.getByLabel('Address').fill('not-an-address');
  await form.getByRole('button', { name: 'Add Wallet' }).click();
  await expect(page.getByText('Failed to save wallet. Please try again.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Invalid wallet address for selected network.');
});

test('wallet settings: empty state, and a load failure with Try Again', async ({ page, pageErrors }, testInfo) => {
  desktopOnly(testInfo.project.name);
  pageErrors.allow(/status of 500/);
  pageErrors.allow(/Wallet list unavailable/);
  let mode: 'fail' | 'empty' = 'fail';
  await page.route('**/api/admin/wallet-addresses', async (route) => {
    if (mode === 'fail') {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Wallet list unavailable.' } }),
      });
    }
    const body = {
      data: [],
      networks: [{ code: 'TRC20', name: 'TRC20 (Tron)' }],
      stats: { total: 0, active: 0, inactive: 0, networks: 0 },
    };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  // Opened in the browser from another section (the server render would not go through the route above).
  await gotoHydrated(page, '/admin/users');
  await page
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('link', { name: /^Wallet Settings/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Wallet list unavailable.')).toBeVisible();
  mode = 'empty';
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'No wallet addresses configured' })).toBeVisible();
  await page.getByRole('button', { name: 'Add First Wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Wallet' })).toBeVisible();
});

test('transactions: server-side search, filters, pager and the CSV export of the current filter', async ({
  page,
  request,
}, testInfo) => {
  desktopOnly(testInfo.project.name);
  const name = `Exporter ${unique()}`;
  await playerWithPendingDeposit(request, name, '75');
  await gotoHydrated(page, '/admin/transactions');
  const summary = page.getByRole('region', { name: 'Summary' });
  for (const label of ['Total Transactions', 'Pending Review', 'Total Volume', 'Completed'])
    await expect(summary).toContainText(label);
  await expect(page.getByTestId('summary-volume-value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const table = page.getByTestId('transactions-table');
  for (const column of ['User & Transaction', 'Type & Network', 'Amount & Fee', 'Status', 'Date', 'Proof', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // The keyset pager: Next and Previous follow the server's cursors; a date replaces page numbers.
  const status = page.getByTestId('pager-status');
  await expect(status).toHaveText(/^\d+ shown · [\d,]+\+? transactions/);
  const firstRow = await page.getByTestId('transaction-row').first().textContent();
  const next = page.getByRole('button', { name: 'Next' });
  if (await next.isEnabled()) {
    await next.click();
    await expect(page).toHaveURL(/cursor=next/);
    await expect(page.getByTestId('transaction-row').first()).not.toHaveText(firstRow!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('transaction-row').first()).toHaveText(firstRow!);
    await expect(page.getByRole('button', { name: 'Newest' })).toBeDisabled();
  }
  await page.getByLabel('Jump to date').fill('2001-01-01');
  await expect(page).toHaveURL(/date=2001-01-01/);
  await expect(page.getByText('No transactions here.')).toBeVisible();
  await page.getByRole('button', { name: 'Newest' }).click();
  await expect(page.getByTestId('transaction-row').first()).toHaveText(firstRow!);

  // Search by name (debounced, on the server), then narrow with the filters.
  const rows = await findTransactions(page, name);
  await expect(rows).toHaveCount(2); // the welcome bonus and the deposit
  await expect(status).toHaveText('2 shown · 2 transactions');
  await page.getByLabel('Type', { exact: true }).selectOption('deposit');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$75.00');
  await expect(rows.first()).not.toContainText('Fee'); // a crypto deposit has no method fee
  await page.getByLabel('Status', { exact: true }).selectOption('completed');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(rows).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transactions_export.csv');
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe(
    'id,date,user,username,type,status,amount,fee,network,wallet_address,tx_hash,reference,description',
  );
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(name);
  expect(csv[1]).toContain(',deposit,pending,75,');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/transactions$/);
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('');
});

test('a search past 1,000 rows shows a capped total, labelled as such', async ({ page, request }, testInfo) => {
  desktopOnly(testInfo.project.name);
  const name = `Busy Trader ${unique()}`;
  const player = await registerPlayer(request, name);
  const sql = postgres(readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'), { max: 1, onnotice: () => {} });
  try {
    // Older than everything else, so the other specs' first pages do not change.
    await sql`
      insert into transactions (user_id, type, amount, status, description, created_at, updated_at)
      select ${player.user.id}, 'quiz_reward', 1000000, 'completed', 'seeded', timestamptz '2020-01-01' - make_interval(mins => g), timestamptz '2020-01-01'
      from generate_series(1, 1050) g`;
  } finally {
    await sql.end();
  }
  await findTransactions(page, name);
  await expect(page.getByTestId('pager-total')).toHaveText('1,000+ transactions');
  await expect(page.getByText('count capped')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a pending deposit whose reference was reported before says so, with the earlier deposit', async ({
  page,
  request,
}, testInfo) => {
  desktopOnly(testInfo.project.name);
  const hash = txHash();
  const earlier = await registerPlayer(request, `Earlier ${unique()}`);
  const later = await registerPlayer(request, `Later ${unique()}`);
  for (const [player, network, reference] of [
    [earlier, 'TRC20', hash],
    [later, 'ERC20', `0x${hash.toUpperCase()}`],
  ] as const) {
    const res = await request.post('/api/deposits', {
      headers: { authorization: `Bearer ${player.accessToken}` },
      data: { amount: '50', network, method: 'crypto', reference },
    });
    expect(res.status()).toBe(201);
  }
  const rows = await findTransactions(page, later.user.name);
  const chip = rows.getByTestId('similar-deposits');
  await expect(chip).toHaveCount(1);
  await expect(chip).toHaveText('Seen before');
  await expect(chip).toHaveAccessibleName('Reference seen once before');
  await page.screenshot({ path: '/tmp/i13-admin-similar-row.png' });
  await chip.click();
  const details = page.getByRole('dialog', { name: 'Transaction details' });
  await expect(details).toContainText('Earlier deposits with the same reference');
  await expect(details).toContainText(earlier.user.name);
  await expect(details).toContainText(hash);
  await page.screenshot({ path: '/tmp/i13-admin-similar-details.png' });
});
