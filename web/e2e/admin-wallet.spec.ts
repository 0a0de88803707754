import { mkdirSync, readFileSync } from 'node:fs'
import { expect, gotoHydrated, login, test, useSession } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env'
import { findTransactions, playerWithPendingDeposit, SCREENS_DIR, unique } from './wallet-fixtures'

// The back office's Transactions and Wallet Settings at 1280x800; screenshots in both projects.
const desktopOnly = (name: string) => test.skip(name !== 'desktop', 'back-office flows run at 1280x800')

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD))
})

test('the admin adds, edits, deactivates and deletes a wallet address', async ({ page }, testInfo) => {
  desktopOnly(testInfo.project.name)
  const name = `E2E wallet ${unique()}`
  const address = `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`
  await gotoHydrated(page, '/admin/wallet-settings')
  await expect(page.getByRole('heading', { name: 'Wallet Settings', level: 1 })).toBeVisible()
  for (const label of ['Total Wallets', 'Active', 'Inactive', 'Networks']) await expect(page.getByRole('region', { name: 'Summary' })).toContainText(label)
  const total = Number(await page.getByTestId('wallet-stat-total-value').textContent())

  await page.getByRole('button', { name: 'Add Wallet' }).click()
  const form = page.getByRole('dialog', { name: 'Add Wallet' })
  await form.getByRole('button', { name: 'Add Wallet' }).click()
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields')
  await expect(form.getByLabel('Min deposit (USDT)')).toHaveAttribute('min', '0.1')
  await expect(form.getByLabel('Min deposit (USDT)')).toHaveAttribute('step', '0.1')
  await expect(form.getByLabel('Max deposit (USDT)')).toHaveAttribute('min', '1')
  await form.getByLabel('Network').selectOption('BEP20')
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Address').fill(address)
  await form.getByLabel('Min deposit (USDT)').fill('2.5')
  await form.getByLabel('Max deposit (USDT)').fill('500')
  await form.getByRole('button', { name: 'Add Wallet' }).click()
  await expect(page.getByText('Wallet added successfully!')).toBeVisible()
  await expect(form).toBeHidden()

  const row = page.getByTestId('wallet-row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('$2.50 – $500.00')
  await expect(row).toContainText(address)
  expect(Number(await page.getByTestId('wallet-stat-total-value').textContent())).toBeGreaterThan(total)

  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Wallet' })
  await expect(edit.getByLabel('Address')).toHaveValue(address)
  await edit.getByLabel('Processing time').fill('1-2 hours')
  await edit.getByRole('button', { name: 'Update Wallet' }).click()
  await expect(page.getByText('Wallet updated successfully!')).toBeVisible()
  await expect(row).toContainText('1-2 hours')

  const toggle = row.getByRole('switch', { name: `${name} active` })
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(row).toContainText('Inactive')

  await row.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete wallet' })
  await expect(confirm).toContainText('Are you sure you want to delete this wallet address?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Wallet deleted successfully!')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('a refused wallet address keeps the form open with the reason', async ({ page, pageErrors }, testInfo) => {
  desktopOnly(testInfo.project.name)
  pageErrors.allow(/status of 400/)
  await gotoHydrated(page, '/admin/wallet-settings')
  await page.getByRole('button', { name: 'Add Wallet' }).click()
  const form = page.getByRole('dialog', { name: 'Add Wallet' })
  await form.getByLabel('Network').selectOption('TRC20')
  await form.getByLabel('Name').fill('Broken wallet')
  await form.getByLabel('Address').fill('not-an-address')
  await form.getByRole('button', { name: 'Add Wallet' }).click()
  await expect(page.getByText('Failed to save wallet. Please try again.')).toBeVisible()
  await expect(form.getByRole('alert')).toHaveText('Invalid wallet address for selected network.')
})

test('wallet settings: empty state, and a load failure with Try Again', async ({ page, pageErrors }, testInfo) => {
  desktopOnly(testInfo.project.name)
  pageErrors.allow(/status of 500/)
  pageErrors.allow(/Wallet list unavailable/)
  let mode: 'fail' | 'empty' = 'fail'
  await page.route('**/api/admin/wallet-addresses', async (route) => {
    if (mode === 'fail') {
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Wallet list unavailable.' } }) })
    }
    const body = { data: [], networks: [{ code: 'TRC20', name: 'TRC20 (Tron)' }], stats: { total: 0, active: 0, inactive: 0, networks: 0 } }
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
  })
  // Opened in the browser from another section (the server render would not go through the route above).
  await gotoHydrated(page, '/admin/users')
  await page.getByRole('complementary', { name: 'Admin menu' }).getByRole('link', { name: /^Wallet Settings/ }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Wallet list unavailable.')).toBeVisible()
  mode = 'empty'
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: 'No wallet addresses configured' })).toBeVisible()
  await page.getByRole('button', { name: 'Add First Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Wallet' })).toBeVisible()
})

test('transactions: server-side search, filters, pager and the CSV export of the current filter', async ({ page, request }, testInfo) => {
  desktopOnly(testInfo.project.name)
  const name = `Exporter ${unique()}`
  await playerWithPendingDeposit(request, name, '75')
  await gotoHydrated(page, '/admin/transactions')
  const summary = page.getByRole('region', { name: 'Summary' })
  for (const label of ['Total Transactions', 'Pending Review', 'Total Volume', 'Completed']) await expect(summary).toContainText(label)
  await expect(page.getByTestId('summary-volume-value')).toHaveText(/^\$[\d,]+\.\d{2}$/)
  const table = page.getByTestId('transactions-table')
  for (const column of ['User & Transaction', 'Type & Network', 'Amount & Fee', 'Status', 'Date', 'Proof', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  }
  // The pager moves through the server's pages when there are several.
  const status = page.getByTestId('pager-status')
  await expect(status).toHaveText(/^Showing 1–\d+ of [\d,]+$/)
  const total = Number((await status.textContent())!.split(' of ')[1]!.replace(/,/g, ''))
  if (total > 20) {
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(status).toHaveText(/^Showing 21–/)
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(status).toHaveText(/^Showing 1–/)
  } else {
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  }

  // Search by name (debounced, on the server), then narrow with the filters.
  const rows = await findTransactions(page, name)
  await expect(rows).toHaveCount(2) // the welcome bonus and the deposit
  await expect(status).toHaveText('Showing 1–2 of 2')
  await page.getByLabel('Type', { exact: true }).selectOption('deposit')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('$75.00')
  await expect(rows.first()).toContainText('Fee $1.88') // card: 2.5%
  await page.getByLabel('Status', { exact: true }).selectOption('completed')
  await expect(page.getByText('No transactions match these filters.')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('pending')
  await expect(rows).toHaveCount(1)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()])
  expect(download.suggestedFilename()).toBe('transactions_export.csv')
  const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n')
  expect(csv[0]).toBe('id,date,user,username,type,status,amount,fee,network,wallet_address,tx_hash,description')
  expect(csv).toHaveLength(2)
  expect(csv[1]).toContain(name)
  expect(csv[1]).toContain(',deposit,pending,75,')

  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(page).toHaveURL(/\/admin\/transactions$/)
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('')
})

test('screenshots of transactions with the details modal, and of wallet settings', async ({ page, request }, testInfo) => {
  mkdirSync(SCREENS_DIR, { recursive: true })
  const shot = (name: string, fullPage = true) => page.screenshot({ path: `${SCREENS_DIR}/${testInfo.project.name}-${name}.png`, fullPage, animations: 'disabled' })
  const name = `Reviewer Shot ${unique()}`
  await playerWithPendingDeposit(request, name, '120')

  await gotoHydrated(page, '/admin/transactions')
  await expect(page.getByTestId('transaction-row').first()).toBeVisible()
  await shot('admin-transactions')
  const rows = await findTransactions(page, name, '?type=deposit')
  await rows.first().getByRole('button', { name: 'View', exact: true }).click()
  const details = page.getByRole('dialog', { name: 'Transaction details' })
  await expect(details.getByRole('img', { name: 'Deposit proof' })).toBeVisible()
  await shot('admin-transactions-details', false)
  await details.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve deposit' })).toBeVisible()
  await shot('admin-transactions-approve', false)
  await page.keyboard.press('Escape')

  await gotoHydrated(page, '/admin/wallet-settings')
  await expect(page.getByTestId('wallet-row').first()).toBeVisible()
  await shot('admin-wallet-settings')
  await page.getByRole('button', { name: 'Add Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Add Wallet' })).toBeVisible()
  await shot('admin-wallet-form', false)
})
