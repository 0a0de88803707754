import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession, withDb } from './fixtures';
import { fundedPlayer, unique } from './wallet-fixtures';

// What a walk-through of the back office found (issue 31, "Admins"): each test fails on the code
// before the fix.

test.beforeEach(async ({ page, request, baseURL }) => {
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

test('a player opened directly by the address hydrates without a mismatch (React #418)', async ({ page, request }) => {
  const player = await registerPlayer(request, `Direct ${unique()}`);
  await gotoHydrated(page, `/admin/users?user=${player.user.id}`);
  await expect(page.getByTestId('user-drawer')).toBeVisible();
});

test('Loss Prevention names the player of each high-value transaction, linked to their drawer', async ({
  page,
  request,
}) => {
  const name = `Whale ${unique()}`;
  const player = await fundedPlayer(request, name, '50');
  await gotoHydrated(page, '/admin/loss-prevention');
  const table = page.getByRole('region', { name: 'High-value transactions' });
  await expect(table.getByRole('columnheader', { name: 'User' })).toBeAttached();
  const row = table.getByTestId('high-value-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`user=${player.user.id}`));
  await expect(page.getByTestId('user-drawer')).toBeVisible();
});

test("a modal's validation error below the fold is scrolled to and focused", async ({ page }) => {
  await gotoHydrated(page, '/admin/tournaments');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Tournament name is required');
  await expect(error).toBeInViewport({ ratio: 1 });
  await expect(error).toBeFocused();
});

test('counts read "1 user" and "2 users" (Intl.PluralRules)', async ({ page, request }) => {
  const name = `Plural ${unique()}`;
  await registerPlayer(request, `${name} One`);
  await gotoHydrated(page, `/admin/users?search=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('pager-total')).toHaveText('1 user');
  await registerPlayer(request, `${name} Two`);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('pager-total')).toHaveText('2 users');
});

test("the Daily Bonus Streaks switch's caption follows the switch", async ({ page }) => {
  await gotoHydrated(page, '/admin/daily-bonus');
  const streaks = page.getByRole('switch', { name: 'Streaks' });
  const caption = page.locator(`#${await streaks.getAttribute('aria-describedby')}`);
  const on = (await streaks.getAttribute('aria-checked')) === 'true';
  await expect(caption).toHaveText(on ? /^On: / : /^Off: /);
  await streaks.click(); // not saved: only the draft changes
  await expect(caption).toHaveText(on ? /^Off: / : /^On: /);
});

test("Security's quick actions find the player by name, block and unblock them", async ({ page, request }) => {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Quick ${unique()}`;
  const player = await registerPlayer(request, name);
  await gotoHydrated(page, '/admin/security');
  await expect(page.getByRole('region', { name: 'Tips' })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: /^Block / })).toBeDisabled();
  await actions.getByRole('searchbox', { name: 'Find a player' }).fill(name.slice(0, -1));
  const match = actions.getByRole('list', { name: 'Matching players' }).getByRole('button', { name: new RegExp(name) });
  await match.click();
  await actions.getByRole('button', { name: `Block ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${name}` });
  await dialog.getByLabel('Reason').fill('Quick action check');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(match).toContainText('blocked');
  const blocked = await request.get(`/api/admin/users/${player.user.id}`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(((await blocked.json()) as { data: { status: string } }).data.status).toBe('blocked');

  await match.click();
  await actions.getByRole('button', { name: `Unblock ${name}`, exact: true }).click();
  await expect(match).toContainText('active');
});

test('the task status filter offers pending (tasks with proofs to review)', async ({ page }) => {
  await gotoHydrated(page, '/admin/tasks');
  await expect(page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'Pending' })).toBeAttached();
});

test('a level shows in the colour of its tier: from 3, from 5 and from 10, plain below 3', async ({
  page,
  request,
}) => {
  const name = `Tier ${unique()}`;
  // [the player's level, the tier it is in]
  const levels = [
    ['Two', 2, 0],
    ['Three', 3, 3],
    ['Five', 5, 5],
    ['Nine', 9, 5],
    ['Ten', 10, 10],
  ] as const;
  for (const [word, level] of levels) {
    const player = await registerPlayer(request, `${name} ${word}`);
    await withDb((sql) => sql`update users set level = ${level} where id = ${player.user.id}`);
  }
  await gotoHydrated(page, `/admin/users?search=${encodeURIComponent(name)}`);
  const colours = new Map<number, string>();
  for (const [word, level, tier] of levels) {
    const badge = page
      .getByTestId('user-row')
      .filter({ hasText: `${name} ${word}` })
      .getByTestId('level-badge');
    await expect(badge).toHaveText(String(level));
    await expect(badge).toHaveAttribute('data-tier', String(tier));
    const colour = await badge.evaluate(
      (el) => `${getComputedStyle(el).color} on ${getComputedStyle(el).backgroundColor}`,
    );
    expect(colours.get(tier) ?? colour, `level ${level}: the colour of its tier`).toBe(colour);
    colours.set(tier, colour);
  }
  // four tiers, four colours
  expect(new Set(colours.values()).size).toBe(4);
});

test('on a phone the filters keep their text and list rows fit the screen', async ({ page, request }) => {
  const width = page.viewportSize()?.width ?? 0;
  test.skip(width > 640, 'phones only');
  test.setTimeout(120_000); // five screens
  const name = `Phone ${unique()}`;
  await registerPlayer(request, name);
  await gotoHydrated(page, `/admin/users?search=${encodeURIComponent(name)}`);
  const row = page.getByTestId('user-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  for (const path of ['/admin/users', '/admin/transactions', '/admin/tournaments', '/admin/quiz']) {
    if (path !== '/admin/users') await gotoHydrated(page, path);
    const narrowest = await page
      .locator('main select')
      .evaluateAll((selects) => Math.min(...selects.map((s) => s.getBoundingClientRect().width)));
    expect(narrowest, `${path}: the narrowest filter`).toBeGreaterThanOrEqual(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page`).toBeLessThanOrEqual(
      width,
    );
  }
  await gotoHydrated(page, `/admin/users?search=${encodeURIComponent(name)}`);
  // Every cell of the row (name, level, balance, status, actions) is within the screen's width.
  const rightmost = await row
    .locator('td')
    .evaluateAll((cells) => Math.max(...cells.map((c) => c.getBoundingClientRect().right)));
  expect(rightmost).toBeLessThanOrEqual(width);
  await row.getByRole('button', { name: `Block ${name}` }).scrollIntoViewIfNeeded();
  await expect(row.getByRole('button', { name: `Block ${name}` })).toBeInViewport();
});
