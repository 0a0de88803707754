import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { dbUrlFile, PLAYER_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';

// Issue 21: the profile page's cards from real data, and a Settings & Security card that works.

test('the profile shows identity, earnings, goals and the empty states of a new player', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await registerPlayer(request, 'Profile Viewer');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');

  const identity = page.getByTestId('identity-card');
  await expect(identity.getByTestId('profile-name')).toHaveText('Profile Viewer');
  await expect(identity.getByTestId('profile-rank')).toHaveText('Unranked');
  await expect(identity.getByTestId('profile-level')).toContainText('Level 1/10');
  await expect(identity.getByText('Tournaments played')).toBeVisible();
  await expect(identity.getByText('Average score')).toBeVisible();
  await expect(identity.getByText(/^Joined /)).toBeVisible();

  await expect(page.getByTestId('earnings-monthly')).toContainText('0.00 / 1,000 USDT');
  await expect(page.getByTestId('earnings-weekly')).toHaveText('0.00 USDT');
  await expect(page.getByTestId('goals').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('goal-invite_friends').getByTestId('goal-progress')).toHaveText('0 / 5');
  await expect(page.getByTestId('goal-monthly_earnings').getByTestId('goal-progress')).toHaveText('0.00 / 1,000 USDT');
  await expect(page.getByTestId('activity-empty')).toBeVisible();
  await expect(page.getByTestId('achievements-empty')).toBeVisible();
  await expect(page.getByTestId('bets-empty')).toBeVisible();
  await expect(page.getByTestId('telegram-status')).toContainText('Not linked');

  // The header's panel shows the same rank.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Show details' }).click();
  await expect(header.getByText('Unranked')).toBeVisible();
  await expect(header.getByText('Active Features')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`header-panel-${testInfo.project.name}.png`) });
  await header.getByRole('button', { name: 'Hide details' }).click();

  await screens(page, `profile-${testInfo.project.name}`, (f) => testInfo.outputPath(f));
});

/** Screenshots a screen at a time, scrolled as a person would (test-results/artifacts), to look at. */
async function screens(page: import('@playwright/test').Page, name: string, outputPath: (file: string) => string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += viewport.height - 120, i++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: outputPath(`${name}-${i}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('a player with a history: rank, goals in progress, activity, achievements and paged challenge bets', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const player = await registerPlayer(request, 'Seasoned Player');
  const id = player.user.id;
  const sql = postgres(readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'), { max: 1, onnotice: () => {} });
  try {
    await sql`update users set level = 6, total_xp = 540, daily_streak = 4, questions_answered = 60,
      quizzes_completed = 12, correct_answers = 45, total_score = 900 where id = ${id}`;
    await sql`select post_journal('quiz_reward', ${id}, 'Quiz reward', null, null,
      ${sql.json([
        { system: 'house', amount: -42_500_000 },
        { user: id, kind: 'playable', amount: 42_500_000 },
      ])})`;
    await sql`insert into activities (user_id, type, title, description, reward)
      select ${id}, 'quiz_completed', 'Quiz completed', format('Scored %s/10 on easy', g), 500000
      from generate_series(1, 10) g`;
    await sql`insert into user_achievements (user_id, achievement_id)
      select ${id}, id from achievements where is_active order by sort_order limit 2`;
    const [session] = await sql<{ id: string }[]>`
      insert into quiz_sessions (user_id, difficulty, mode, stake, status, question_count, completed_at)
      values (${id}, 'easy', 'challenge', 1000000, 'completed', 12, now()) returning id`;
    await sql`insert into quiz_answers (user_id, session_id, position, question_id, served_at, answered_at, answer_index,
        is_correct, stake, bet_result, win_amount, key_index)
      select ${id}, ${session!.id}, g, (select id from questions order by id limit 1 offset g), now() - make_interval(mins => 20 - g),
        now() - make_interval(mins => 20 - g), 0, g % 3 <> 0, 1000000, case when g % 3 <> 0 then 'won' else 'lost' end,
        case when g % 3 <> 0 then 1900000 else 0 end, 0
      from generate_series(0, 11) g`;
  } finally {
    await sql.end();
  }
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');

  // Other tests' players share the database: the place depends on them, the period does not.
  await expect(page.getByTestId('profile-rank')).toHaveText(/^#\d+ this week$/);
  await expect(page.getByTestId('profile-level')).toContainText('Level 6/10');
  await expect(page.getByTestId('earnings-weekly')).toHaveText('42.50 USDT');
  await expect(page.getByTestId('goal-next_level').getByTestId('goal-progress')).toHaveText('540 / 600');
  await expect(page.getByTestId('goal-monthly_earnings').getByTestId('goal-progress')).toHaveText('42.50 / 1,000 USDT');
  await expect(page.getByTestId('recent-activity').getByRole('listitem')).toHaveCount(8);
  await expect(page.getByTestId('profile-achievements').getByTestId('achievement')).toHaveCount(2);
  await expect(page.getByTestId('profile-achievements')).toContainText('Unlocked');

  const bets = page.getByTestId('bets');
  await expect(bets.getByRole('listitem')).toHaveCount(10);
  // what the bet changed the balance by: 1.90 came back on a 1.00 stake
  await expect(bets.getByRole('listitem').first()).toContainText('+0.90');
  await expect(bets.getByRole('listitem').first()).not.toContainText('1.90');
  await expect(bets.getByRole('listitem').nth(2)).toContainText('-1.00');
  await page.getByRole('button', { name: 'Older' }).click();
  await expect(bets.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect(bets.getByRole('listitem')).toHaveCount(10);

  await screens(page, `profile-history-${testInfo.project.name}`, (f) => testInfo.outputPath(f));
});

test('notification preferences are saved on the server', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Quiet Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  const settings = page.getByTestId('notification-settings');
  const referrals = settings.getByRole('switch', { name: /Referrals/ });
  await expect(referrals).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/notification-preferences') && r.request().method() === 'PUT',
  );
  await referrals.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(referrals).not.toBeChecked();
  await page.reload();
  await expect(page.getByTestId('notification-settings').getByRole('switch', { name: /Referrals/ })).not.toBeChecked();
  const stored = await request.get('/api/users/notification-preferences', {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect((await stored.json()).data.categories.referrals).toBe(false);
});

test('a large photo is scaled to 400 px in the browser and shown as the avatar', async ({ page, request, baseURL }) => {
  const player = await registerPlayer(request, 'Photo Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');
  // A real 900 x 600 PNG, drawn by the browser.
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(900, 600);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#00bfff';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#ffd700';
    context.fillRect(300, 150, 300, 300);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  const avatar = page.getByTestId('identity-card').locator('img').first();
  await expect(avatar).toHaveAttribute('src', new RegExp(`^/api/users/${player.user.id}/avatar\\?v=\\d+$`));
  const size = await avatar.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([400, 267]);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByTestId('identity-card').locator('img')).toHaveCount(0);
});

test('changing the password signs out other devices; sign out everywhere ends this one too', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  // The page's 5-second refreshes may run between the revocation and the local sign-out: refused, as they must be.
  pageErrors.allow(/status of 401/);
  const player = await registerPlayer(request, 'Security Player');
  const other = await login(request, player.user.email, PLAYER_PASSWORD);
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');

  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(PLAYER_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('another horse 2');
  await page.getByLabel('Repeat new password').fill('another horse 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. 1 other device was signed out.')).toBeVisible();
  const otherProfile = await request.get('/api/users/profile', {
    headers: { authorization: `Bearer ${other.accessToken}` },
  });
  expect(otherProfile.status()).toBe(401);

  // This session still works.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Security Player');

  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const mine = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${player.accessToken}` } });
  expect(mine.status()).toBe(401);
});
