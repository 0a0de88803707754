import { expect, gotoHydrated, registerPlayer, test, useSession } from './fixtures';
import { auth } from './wallet-fixtures';

// Issue 30: the profile's "Play responsibly" section, the standing shown before a quiz starts, and
// the reality check (the session reminder) during play.

test('a player sets limits, sees a raise wait 24 hours, takes a break after confirming, and the quiz setup shows it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000); // one long walk through the section on a shared machine
  const player = await registerPlayer(request, 'Careful Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/profile');

  const section = page.getByTestId('play-responsibly');
  await expect(page.getByTestId('standing')).toContainText('None set');
  await section.getByLabel('Daily stake limit').fill('5');
  await section.getByLabel('Deposit limit').fill('100');
  await section.getByLabel('Period').selectOption('week');
  await section.getByRole('button', { name: 'Save limits' }).click();
  await expect(section.getByText('0.00 of 5.00 USDT used')).toBeVisible();
  await expect(page.getByTestId('standing')).toContainText('Daily stake limit');

  // A raise is pending for 24 hours; the limit in force stays.
  await section.getByLabel('Daily stake limit').fill('20');
  await section.getByRole('button', { name: 'Save limits' }).click();
  await expect(section.getByTestId('play-pending')).toContainText('Daily stake limit: 20.00 USDT from');
  await expect(section.getByLabel('Daily stake limit')).toHaveValue('5');

  // Bad input never reaches the server.
  await section.getByLabel('Daily loss limit').fill('abc');
  await expect(section.getByText('Enter an amount above 0')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save limits' })).toBeDisabled();
  await section.getByLabel('Daily loss limit').fill('');

  // A cool-off asks first; cancelling changes nothing.
  await section.getByLabel('Length of the break').selectOption('72');
  await section.getByRole('button', { name: 'Start break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break for 72 hours?' });
  await expect(dialog).toContainText('cannot be ended early');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByTestId('play-break')).toHaveCount(0);
  await section.getByRole('button', { name: 'Start break' }).click();
  await dialog.getByRole('button', { name: 'Start break' }).click();
  await expect(section.getByTestId('play-break')).toContainText('You are taking a break until');

  // Before a quiz starts, the standing says so; the start itself is refused with the break's reason.
  await gotoHydrated(page, '/quiz');
  await expect(page.getByTestId('standing')).toContainText('You are taking a break until');
  // The limit and when it resets, before a challenge starts.
  await expect(page.getByTestId('standing')).toContainText(/Daily stake limit\s*0\.00 of 5\.00 USDT used · resets \S/);
});

test("the reality check comes after the player's reminder minutes with the time played and the net result, and again after Keep playing", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, 'Reality Checked');
  const set = await request.put('/api/users/limits', { headers: auth(player), data: { sessionReminderMinutes: 5 } });
  expect(set.status()).toBe(200);
  await useSession(page, baseURL!, player);
  await page.clock.install();
  await gotoHydrated(page, '/quiz');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  // The clock moves only once the quiz screen (which keeps the reality check) is up and the player's
  // reminder setting has arrived: a screen mounted after a jump starts counting after it.
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.clock.fastForward('04:50');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('00:15');
  await expect(dialog.getByTestId('reality-check')).toHaveText('You have played for 5 minutes.');
  await expect(dialog).toContainText('Net result of your stakes: 0.00');

  // Keep playing: the next reminder comes N minutes later, counting the whole time played.
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('04:50');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('00:15');
  await expect(dialog.getByTestId('reality-check')).toHaveText('You have played for 10 minutes.');
  await dialog.getByRole('button', { name: 'Stop for now' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});
