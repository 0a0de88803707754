import { readFileSync } from 'node:fs';
import { Address } from '@ton/core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, tonControlFile } from './env';
import { expect, gotoHydrated, login, test, useSession } from './fixtures';
import { apiData, auth, findTransactions, fundedPlayer, openAdmin, unique } from './wallet-fixtures';

// Payouts confirmed on chain (issue 28, decision 0054) at 390x844, with the admin at 1280x800: the
// operator's TON payout is checked on the fake TON Center by wallet__verify_payout; the one that
// matches completes with an explorer link for the player, the one that does not stays processing
// with the findings in the admin's review until the admin names the transfer that did pay it.
const phoneOnly = (name: string) => test.skip(name !== 'mobile', 'player flows run at 390x844');

test('a payout confirmed on chain shows the player its explorer link; a short one stays processing with the findings for the admin, who corrects its hash', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  phoneOnly(testInfo.project.name);
  test.slow(); // two payouts checked by the worker, two screens
  const name = `Payee ${unique()}`;
  const player = await fundedPlayer(request, name, '100');
  const payee = new Address(0, Buffer.from(crypto.getRandomValues(new Uint8Array(32)))).toString({
    bounceable: false,
  });
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const control = readFileSync(tonControlFile(process.env.E2E_PORT!), 'utf8');
  /** The hash of an operator's USDT transfer of `micro` micro-USDT to the payee, on the fake TON Center. */
  async function send(micro: number) {
    const sent = await fetch(control, {
      method: 'POST',
      body: JSON.stringify({ destination: payee, amount: String(micro), comment: '' }),
    });
    return ((await sent.json()) as { hash: string }).hash;
  }
  let net = 0; // micro-USDT: 20 less the withdrawal fee
  /** A TON withdrawal approved with the hash of a transfer of `short` micro-USDT less than its net amount. */
  async function paidOut(short: number) {
    const w = await apiData<{ id: string; netAmount: string }>(
      await request.post('/api/withdrawals', {
        headers: auth(player),
        data: { amount: '20', network: 'TON', address: payee },
      }),
      201,
    );
    net = Math.round(Number(w.netAmount) * 1_000_000);
    const hash = await send(net - short);
    const approved = await apiData<{ status: string }>(
      await request.put(`/api/admin/transactions/${w.id}/approve`, { headers: auth(admin), data: { txHash: hash } }),
    );
    expect(approved.status).toBe('processing'); // TON is verified: completed only once the chain shows it
    return { id: w.id, hash };
  }
  const good = await paidOut(0);
  const short = await paidOut(1_000_000);
  /** A withdrawal's status and what the check on chain found, as the player's API shows them. */
  const checked = async (id: string) => {
    const mine = await apiData<
      { id: string; status: string; details: { payout?: { verification: { status: string } | null } } }[]
    >(await request.get('/api/transactions?type=withdrawal', { headers: auth(player) }));
    const t = mine.find((w) => w.id === id);
    return `${t?.status} ${t?.details.payout?.verification?.status}`;
  };
  await expect.poll(() => checked(good.id), { timeout: 20_000 }).toBe('completed confirmed');
  await expect.poll(() => checked(short.id), { timeout: 20_000 }).toBe('processing mismatch');

  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  const links = page.getByRole('list', { name: 'Recent transactions' }).getByTestId('payout-explorer');
  await expect(links).toHaveCount(1); // the processing payout has none yet
  await expect(links).toHaveText('View the payout on the explorer');
  await expect(links).toHaveAttribute('href', `https://tonviewer.com/transaction/${good.hash}`);

  const back = await openAdmin(browser, request, baseURL!);
  const rows = await findTransactions(back.page, name, '?type=withdrawal');
  const processing = rows.filter({ hasText: 'processing' });
  await expect(processing).toHaveCount(1);
  await processing.getByRole('button', { name: `Details of ${name}'s withdrawal` }).click();
  const findings = back.page.getByRole('dialog', { name: 'Transaction details' }).getByTestId('chain-findings');
  await expect(findings).toContainText('Payout checked on chain');
  await expect(findings).toContainText('Wrong amount');
  await expect(findings).toContainText('mismatch');
  await expect(findings).toContainText(short.hash);

  // The admin names the transfer that did pay it: checked on chain again, then completed.
  const fixed = await send(net);
  await back.page.getByRole('button', { name: 'Correct payout hash' }).click();
  const correct = back.page.getByRole('dialog', { name: 'Correct payout hash' });
  await correct.getByLabel('Payout transaction hash').fill(fixed);
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(back.page.getByText('Payout hash recorded: it is checked on chain again.')).toBeVisible();
  await expect.poll(() => checked(short.id), { timeout: 20_000 }).toBe('completed confirmed');
  await expect(links).toHaveCount(2, { timeout: 12_000 }); // the profile refreshes itself every 5 seconds
  await back.close();
});
