import { readFileSync } from 'node:fs';
import { Address } from '@ton/core';
import postgres from 'postgres';
import { expect, gotoHydrated, registerPlayer, test, useSession, waitForHydration } from './fixtures';
import { dbUrlFile, tonControlFile } from './env';
import { apiData, auth, readBalances, shown } from './wallet-fixtures';
import { txHash } from '../../testing/tx-hash.ts';

// USDT on TON without a pasted hash (decisions 0054, 0057) at 390x844: the player opens TON Connect
// on the deposit screen under the page's CSP, starts a deposit intent, the fake TON Center serves
// the incoming jetton transfer carrying its memo, wallet__watch_ton_deposits runs, and the balance
// rises with no admin. A pasted TON hash reads as checking on chain until wallet__verify_deposit sees it.
const phoneOnly = (name: string) => test.skip(name !== 'mobile', 'player flows run at 390x844');
const port = () => process.env.E2E_PORT!;

test('a TON deposit intent is credited from the chain by its memo, with no admin', async ({
  page,
  request,
  baseURL,
  pageErrors,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  test.slow(); // a build of TON Connect's chunk, a job and two screens
  // Offline: the wallets list and the bridges do not answer (TON Connect falls back to its own list).
  pageErrors.allow(/Failed to load resource: net::ERR_|Failed to fetch|wallets-v2\.json|bridge/i);
  const csp: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) csp.push(msg.text());
  });
  const player = await registerPlayer(request, 'TON Depositor');
  await useSession(page, baseURL!, player);
  const before = await readBalances(request, player);
  await gotoHydrated(page, '/deposit');

  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel('Amount in USDT').fill('15');
  await form.getByText('TON', { exact: true }).click();
  await expect(form.getByRole('radio', { name: /^TON/ })).toBeChecked();
  await form.getByRole('button', { name: 'Connect wallet' }).click();
  const panel = page.getByTestId('ton-connect-deposit');
  await panel.getByRole('button', { name: 'Connect wallet' }).click();
  // TON Connect's own modal, its inline styles and handlers allowed by the page's CSP.
  await expect(page.locator('[data-tc-wallets-modal-container]').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  expect(csp).toEqual([]);

  // The intent a connected wallet would sign; any wallet may send USDT with its memo as comment.
  const intent = await apiData<{ memo: string; address: string; status: string }>(
    await request.post('/api/deposits/intents', {
      headers: { ...auth(player), 'idempotency-key': crypto.randomUUID() },
      data: { network: 'TON', amount: '15' },
    }),
    201,
  );
  expect(intent.status).toBe('open');
  // Back on the deposit screen, the TON panel follows the open intent.
  await page.reload();
  await waitForHydration(page);
  await form.getByText('TON', { exact: true }).click();
  await form.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(panel.getByTestId('ton-intent-status')).toContainText(intent.memo, { timeout: 15_000 });

  const control = readFileSync(tonControlFile(port()), 'utf8');
  const sent = await fetch(control, {
    method: 'POST',
    body: JSON.stringify({ destination: intent.address, amount: '15000000', comment: intent.memo }),
  });
  expect(sent.status).toBe(200);
  const sql = postgres(readFileSync(dbUrlFile(port()), 'utf8'), { max: 1, onnotice: () => {} });
  try {
    await sql`select graphile_worker.add_job('wallet__watch_ton_deposits', '{}'::json)`;
  } finally {
    await sql.end();
  }

  // The intent's status follows the chain (it is polled while open), then the balance.
  await expect(panel.getByTestId('ton-intent-status')).toContainText('credited to your balance', {
    timeout: 30_000,
  });
  const after = await readBalances(request, player);
  expect(Number(after.playableBalance)).toBeGreaterThanOrEqual(Number(before.playableBalance) + 15);
  await gotoHydrated(page, '/profile');
  await expect(page.getByTestId('wallet-playable')).toHaveText(shown(after.playableBalance));
  await expect(
    page.getByRole('list', { name: 'Recent transactions' }).getByTestId('transaction-row').first(),
  ).toContainText('completed');
  expect(csp).toEqual([]);
});

test('a pasted TON hash shows the player "checking on chain" until the transfer arrives, then completes with no admin', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  test.slow(); // two checks by the worker, the profile's 5 s refresh
  const player = await registerPlayer(request, 'TON Paster');
  const hash = txHash();
  const source = new Address(0, Buffer.from(crypto.getRandomValues(new Uint8Array(32)))).toRawString();
  const deposit = await apiData<{ id: string; walletAddress: string }>(
    await request.post('/api/deposits', {
      headers: auth(player),
      data: { amount: '12', network: 'TON', reference: hash, senderAddress: source },
    }),
    201,
  );
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  const row = page
    .getByRole('list', { name: 'Recent transactions' })
    .getByTestId('transaction-row')
    .filter({ hasText: 'Deposit · TON' });
  // The first check finds nothing on chain yet: the player sees it checking, not failed.
  await expect(row.getByTestId('chain-check')).toHaveText('Checking on chain (0/1 confirmations)', {
    timeout: 20_000,
  });
  await expect(row).toContainText('pending');

  const sent = await fetch(readFileSync(tonControlFile(port()), 'utf8'), {
    method: 'POST',
    body: JSON.stringify({ destination: deposit.walletAddress, amount: '12000000', comment: '', hash, source }),
  });
  expect(sent.status).toBe(200);
  const sql = postgres(readFileSync(dbUrlFile(port()), 'utf8'), { max: 1, onnotice: () => {} });
  try {
    // The next check, now rather than after its 30 s backoff.
    await sql`select graphile_worker.add_job('wallet__verify_deposit', json_build_object('transactionId', ${deposit.id}::uuid),
      job_key => ${`verify:${deposit.id}`})`;
  } finally {
    await sql.end();
  }
  await expect(row).toContainText('completed', { timeout: 20_000 });
  await expect(row.getByTestId('chain-check')).toHaveCount(0);
});
