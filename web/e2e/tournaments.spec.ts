import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import postgres from 'postgres';
import { ADMIN_EMAIL, ADMIN_PASSWORD, dbUrlFile } from './env';
import { expect, gotoHydrated, login, test, useSession, waitForHydration } from './fixtures';
import { lastBridgeEvent, launchHash, sendBridgeEvent, signedInitData, telegramClientMock } from './telegram-client';
import { apiData, auth, fundedPlayer, openAdmin, readBalances, SCREENS_DIR, unique } from './wallet-fixtures';

function screenshotter(page: Page, testInfo: TestInfo) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  return (name: string) =>
    page.screenshot({
      path: `${SCREENS_DIR}/${testInfo.project.name}-${name}.png`,
      fullPage: true,
      animations: 'disabled',
    });
}

/** The test's own view of the answer key (the page never has it), to make one player win. */
function answerKey() {
  const sql = postgres(readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'), { max: 1, onnotice: () => {} });
  return {
    /** The right option's text (each run shows the options in its own order). */
    keyOf: async (question: string) => {
      const [q] = await sql<{ options: string[]; k: number }[]>`
        select options, correct_index as k from questions where question = ${question}`;
      return q!.options[q!.k]!;
    },
    close: () => sql.end(),
  };
}

/** Plays the whole run on screen: every answer right, or every answer wrong. */
async function playRun(
  page: Page,
  key: (question: string) => Promise<string>,
  right: boolean,
  onFirst?: () => Promise<unknown>,
) {
  await page.getByTestId('tournament-action').click();
  for (let n = 1; n <= 10; n++) {
    const stage = page.getByTestId('run-question');
    await expect(stage).toHaveAttribute('data-question', String(n));
    if (n === 1) {
      // the run has the screen to itself: no floating button over its question
      await expect(page.locator('[data-floating]')).toHaveCount(0);
      await onFirst?.();
    }
    if (n === 4 && !right) {
      // a reload in the middle of the run: the page offers to resume it at the same question
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Resume your run' }).click();
      await expect(stage).toHaveAttribute('data-question', '4');
    }
    const rightText = await key((await page.locator('#run-question-text').textContent())!);
    const buttons = page.getByRole('list', { name: 'Answers' }).getByRole('button');
    const texts = await buttons.allTextContents();
    const k = texts.findIndex((t) => t.endsWith(rightText));
    expect(k).toBeGreaterThanOrEqual(0);
    // past the 2 s rapid-answer monitor, which tournament runs apply as quizzes do
    await page.waitForTimeout(2_100);
    await buttons.nth(right ? k : (k + 1) % 4).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Run complete' })).toBeVisible();
}

test('two players: create, join, both play, the settlement job runs, the winner sees the prize', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = screenshotter(page, testInfo);
  const key = answerKey();
  const name = `Duel ${unique()}`;
  const alice = await fundedPlayer(request, 'Alice Winner', '20');
  const bob = await fundedPlayer(request, 'Bob Second', '20');

  const before = Number((await readBalances(request, alice)).playableBalance);

  // Alice creates a two-player tournament from the lobby
  await useSession(page, baseURL!, alice);
  await gotoHydrated(page, '/tournaments');
  await expect(page.getByRole('tab', { name: 'Lobby' })).toHaveAttribute('aria-selected', 'true');
  await shot('tournaments-lobby');
  await page.getByRole('tab', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Create & pay entry' }).click();
  await expect(dialog.getByText('Tournament name is required')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Entry (USDT)').fill('10');
  await dialog.getByLabel('Players').fill('2');
  await dialog.getByLabel('Minutes').fill('15');
  await shot('tournaments-create');
  await dialog.getByRole('button', { name: 'Create & pay entry' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play 10 questions' })).toBeVisible();
  expect(Number((await readBalances(request, alice)).playableBalance)).toBe(before - 10);

  // Bob finds it in the lobby and joins
  const bobContext = await browser.newContext({ viewport: page.viewportSize()!, baseURL });
  const bobPage = await bobContext.newPage();
  await useSession(bobPage, baseURL!, bob);
  await bobPage.goto('/tournaments');
  await waitForHydration(bobPage);
  const card = bobPage.getByTestId('tournament-card').filter({ hasText: name });
  await expect(card).toContainText('1/2');
  await expect(card).toContainText('Join');
  await card.click();
  await bobPage.getByRole('button', { name: 'Join for 10.00 USDT' }).click();
  await expect(bobPage.getByText(`You joined ${name}`)).toBeVisible();
  await expect(bobPage.getByRole('button', { name: 'Play 10 questions' })).toBeVisible();
  await expect(bobPage.getByText('Ready', { exact: true })).toBeVisible();

  // both play their run; nothing says right or wrong until the tournament completes
  await page.reload();
  await waitForHydration(page);
  await playRun(page, key.keyOf, true, () => shot('tournaments-run'));
  await expect(page.getByText('Results after the tournament')).toHaveCount(0);
  await shot('tournaments-run-done');
  await playRun(bobPage, key.keyOf, false);
  await key.close();

  // the last run of a full tournament queued its settlement: the operator's job runner works it now
  const tournamentId = page.url().split('/').at(-1)!;
  const job = spawnSync(
    'node_modules/.bin/bun',
    ['scripts/run-job.ts', 'tournaments__complete', JSON.stringify({ tournamentId })],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'),
        JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e!',
      },
      encoding: 'utf8',
    },
  );
  expect(job.status, job.stderr).toBe(0);

  // the winner's page picks up the ranking by itself
  const ranking = page.getByRole('region', { name: 'Ranking' });
  await expect(ranking).toBeVisible({ timeout: 15_000 });
  const rows = ranking.getByTestId('ranking-row');
  await expect(rows.first()).toContainText('Alice Winner (you)');
  await expect(rows.first()).toContainText('10/10');
  await expect(rows.first()).toContainText('19.00');
  await expect(rows.nth(1)).toContainText('Bob Second');
  await expect(rows.nth(1)).toContainText('0/10');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  // the header's balance follows the prize without a reload
  await expect(page.getByText((before - 10 + 19).toFixed(2), { exact: true }).first()).toBeVisible();
  expect(Number((await readBalances(request, alice)).playableBalance)).toBe(before - 10 + 19);
  await shot('tournaments-results');
  await bobContext.close();
});

test('a visitor sees the lobby and is asked to sign in to create', async ({ page }) => {
  await gotoHydrated(page, '/tournaments');
  await page.getByRole('tab', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to create a tournament' })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(
    page.getByRole('heading', { name: 'No tournaments here' }).or(page.getByTestId('tournament-card').first()),
  ).toBeVisible();
});

test('an admin schedules a sponsored tournament, finds it by its filters, and cancels it with a reason', async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await openAdmin(browser, request, baseURL!);
  const { page } = admin;
  const name = `Cup ${unique()}`;
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.goto('/admin/tournaments');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Category').selectOption('defi');
  await dialog.getByLabel('House-funded prize (USDT)').fill('100');
  await dialog.getByLabel(/Prize split/).fill('50,30');
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(dialog.getByText('Prize split must add up to 100%')).toBeVisible();
  await dialog.getByLabel(/Prize split/).fill('50,30,20');
  await page.screenshot({ path: `${SCREENS_DIR}/admin-tournaments-create.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByText(`Tournament "${name}" scheduled`)).toBeVisible();

  await page.getByLabel('Status').selectOption('upcoming');
  await page.getByLabel('Category').selectOption('defi');
  await page.getByRole('searchbox', { name: 'Search tournaments' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByTestId('tournament-row').filter({ hasText: name });
  await expect(row).toContainText('Upcoming');
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('50/30/20%');
  await page.screenshot({ path: `${SCREENS_DIR}/admin-tournaments-list.png`, animations: 'disabled' });

  await row.getByRole('button', { name: `Cancel ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel tournament?' });
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(confirm.getByText('Please provide a reason for cancelling')).toBeVisible();
  await confirm.getByLabel(/Reason/).fill('Sponsor withdrew');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText(`${name} cancelled; every entry fee was refunded`)).toBeVisible();
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByTestId('tournament-row').filter({ hasText: name })).toContainText('Sponsor withdrew');
  await admin.close();
});

test('inside Telegram: the MainButton joins a free tournament, then starts the run; BackButton returns to the lobby', async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Free ${unique()}`;
  const cup = await apiData<{ id: string }>(
    await request.post('/api/admin/tournaments', {
      headers: auth(admin),
      data: {
        name,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    201,
  );
  const telegramId = 730_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id: telegramId, first_name: 'Tele', last_name: 'Gamer', language_code: 'en' });
  await page.addInitScript(telegramClientMock);
  await page.goto(`/tournaments/${cup.id}#${launchHash(initData)}`);
  await waitForHydration(page);
  const last = (type: string) => lastBridgeEvent(page, type);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect
    .poll(() => last('web_app_setup_main_button'))
    .toMatchObject({ is_visible: true, text: 'Join for 0.00 USDT' });
  // the MainButton replaces the page's own button
  await expect(page.getByTestId('tournament-action')).toHaveCount(0);

  await sendBridgeEvent(page, 'main_button_pressed');
  await expect(page.getByText(`You joined ${name}`)).toBeVisible();
  await expect
    .poll(() => last('web_app_setup_main_button'))
    .toMatchObject({ is_visible: true, text: 'Play 10 questions' });
  await sendBridgeEvent(page, 'main_button_pressed');
  await expect(page.getByTestId('run-question')).toHaveAttribute('data-question', '1');
  await expect.poll(() => last('web_app_setup_main_button')).toMatchObject({ is_visible: false });
  // An open run: closing the Mini App asks first, and the quick-quiz button is out of the way.
  await expect.poll(() => last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
  await expect(page.getByRole('link', { name: 'Quick quiz' })).toHaveCount(0);

  await sendBridgeEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect.poll(() => last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
});

test("inside Telegram a start_param t_<id> (the bot's tournament link) lands on that tournament after sign-in", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Linked ${unique()}`;
  const cup = await apiData<{ id: string }>(
    await request.post('/api/admin/tournaments', {
      headers: auth(admin),
      data: {
        name,
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    201,
  );
  const telegramId = 740_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData(
    { id: telegramId, first_name: 'Deep', last_name: 'Link', language_code: 'en' },
    { start_param: `t_${cup.id}` },
  );
  await page.addInitScript(telegramClientMock);
  await page.goto(`/#${launchHash(initData)}`);
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`/tournaments/${cup.id}`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText(/Deep/);
});
