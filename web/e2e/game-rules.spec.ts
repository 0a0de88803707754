import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';
import { apiData, auth, fundedPlayer, TRC20_ADDRESS } from './wallet-fixtures';

// Game Rules and Wallet Settings' bank details at 1280x800: rules changed from the screen take effect
// for players at their next request. They change the shared settings, so this file runs in its own
// project after the others, one test at a time, and puts every rule back.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

const defaults = {
  'wallet.minWithdrawal': '10',
  'challenge.maxStake': '10',
  'welcomeBonus.amount': '5',
  'tournaments.feePercent': 5,
  'bonus.playThroughQuizzes': 3,
  'wallet.bankTransfer.accountName': '',
  'wallet.bankTransfer.accountNumber': '',
};

async function restoreRules(request: APIRequestContext) {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiData(await request.put('/api/admin/game-rules', { headers: auth(admin), data: defaults }));
}

async function saveSection(page: Page, title: string, fields: Record<string, string>) {
  const section = page.getByRole('region', { name: title });
  for (const [label, value] of Object.entries(fields)) await section.getByLabel(label, { exact: false }).fill(value);
  await section.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByText(`${title} saved`)).toBeVisible();
  await expect(section.getByText(/Last changed .* by/)).toBeVisible();
  return section;
}

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});
test.afterAll(async ({ request }) => restoreRules(request));

test('rules changed on Game Rules take effect for players: withdrawal minimum, stake maximum, welcome bonus, tournament fee, play-through', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/admin/game-rules');
  await expect(page.getByRole('heading', { name: 'Game Rules', level: 1 })).toBeVisible();

  // The server's bounds, shown and checked before Save.
  const withdrawals = page.getByRole('region', { name: 'Withdrawals' });
  await withdrawals.getByLabel('Minimum withdrawal').fill('0.5');
  await expect(withdrawals.getByText('Minimum withdrawal must be between 1 and 10000')).toBeVisible();
  await expect(withdrawals.getByRole('button', { name: 'Save Withdrawals' })).toBeDisabled();

  const saved = await saveSection(page, 'Withdrawals', { 'Minimum withdrawal': '15' });
  await expect(saved.getByText('Was 10 until')).toBeVisible();
  await saveSection(page, 'Challenge', { 'Maximum stake': '20' });
  await saveSection(page, 'Bonuses', { 'Welcome bonus': '7', 'Play-through: quizzes': '5' });
  await saveSection(page, 'Tournaments', { 'Tournament fee': '8' });
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/admin-game-rules-1280.png' });

  const player = await fundedPlayer(request, 'Rule Taker', '100');
  const wallet = await apiData<{ limits: { minWithdrawal: string }; playThrough: { quizzesRequired: number } }>(
    await request.get('/api/wallet', { headers: auth(player) }),
  );
  expect(wallet.limits.minWithdrawal).toBe('15');
  expect(wallet.playThrough.quizzesRequired).toBe(5);
  const refused = await request.post('/api/withdrawals', {
    headers: auth(player),
    data: { amount: '14.99', network: 'TRC20', address: TRC20_ADDRESS },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'Minimum withdrawal amount is $15',
  );

  const eligibility = await apiData<{ stakeLimits: { max: string; presets: string[] } }>(
    await request.get('/api/quiz/eligibility?difficulty=easy&mode=challenge', { headers: auth(player) }),
  );
  expect(eligibility.stakeLimits.max).toBe('20');
  expect(eligibility.stakeLimits.presets.at(-1)).toBe('20');

  const newcomer = await registerPlayer(request, 'Newcomer');
  const profile = await apiData<{ bonusBalance: string }>(
    await request.get('/api/users/profile', { headers: auth(newcomer) }),
  );
  expect(profile.bonusBalance).toBe('7');

  const tournament = await apiData<{ feePercent: number }>(
    await request.post('/api/tournaments', {
      headers: auth(player),
      data: { name: 'Rules night', entryFee: '2', maxParticipants: 4, timeLimit: 10 },
    }),
    201,
  );
  expect(tournament.feePercent).toBe(8);
});

test('the tournament rules text on the player screen reads the fee', async ({ page, baseURL, request }) => {
  const player = await registerPlayer(request, 'Reader');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/tournaments');
  await page.getByRole('tab', { name: 'Create', exact: true }).click();
  await expect(page.getByText('The winner takes the pool minus a 8% fee.', { exact: false })).toBeVisible();
  await expect(page.getByText('Everyone plays the same 10 questions, 15 seconds each, once.')).toBeVisible();
});

test('bank details set in Wallet Settings offer bank transfer with the player’s reference; card is never offered', async ({
  page,
  request,
  baseURL,
}) => {
  await gotoHydrated(page, '/admin/wallet-settings');
  await saveSection(page, 'Bank transfer details', {
    'Account holder': 'Crypto Master Ltd',
    'IBAN or account number': 'DE89370400440532013000',
  });

  const player = await registerPlayer(request, 'Bank Payer');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/deposit');
  const form = page.getByRole('form', { name: 'Deposit' });
  await expect(form.getByRole('radio', { name: /^Card/ })).toHaveCount(0);
  await form.getByRole('radio', { name: /^Bank/ }).check({ force: true });
  const bank = page.getByTestId('bank-transfer');
  await expect(bank).toContainText('Crypto Master Ltd');
  await expect(bank).toContainText('DE89370400440532013000');
  const reference = (await page.getByTestId('bank-reference').textContent())!.trim();
  expect(reference).toMatch(/^CM-.+-1$/);
  await expect(form.getByLabel('Your reference', { exact: true })).toHaveValue(reference);
  await form.getByLabel('Amount in USDT').fill('60');
  await form.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(page.getByTestId('deposit-pending-note')).toBeVisible();
});
