import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures';

// Issue 30 (decision 0058): a commitment checked in the player's own browser, and a dispute sent
// from the quiz's result screen that reaches the back office's Disputes screen.

const commitmentOf = (questionId: string, correctIndex: number, salt: string) =>
  createHash('sha256').update(`${questionId}:${correctIndex}:${salt}`).digest('hex');

test('the fairness page explains commitments and checks one in the browser: a match, then a changed salt', async ({
  page,
}) => {
  const questionId = '0b9f3c1e-6a55-4a40-9a0e-3f1d2c4b5a69';
  const salt = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const search = new URLSearchParams({ q: questionId, i: '2', s: salt, c: commitmentOf(questionId, 2, salt) });
  await gotoHydrated(page, `/fairness?${search}`);
  await expect(page.getByRole('heading', { name: 'Fair play' })).toBeVisible();
  await expect(page.getByText(/a fingerprint \(SHA-256\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('fairness-outcome')).toHaveAttribute('data-outcome', 'match');
  await page.getByLabel('Salt').fill(`${salt}0`);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('fairness-outcome')).toHaveAttribute('data-outcome', 'mismatch');
});

/** Plays the quiz on screen to its result, picking the first option after the 2 s rapid-answer monitor. */
async function playToResult(page: Page) {
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const stage = page.getByTestId('quiz-question');
  for (let n = 1; n <= 10; n++) {
    await expect(stage).toHaveAttribute('data-question', String(n), { timeout: 15_000 });
    await page.waitForTimeout(2_100);
    await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click();
    await expect(page.getByTestId('quiz-reveal').or(page.getByTestId('quiz-result'))).toBeVisible();
  }
  await expect(page.getByTestId('quiz-result')).toBeVisible({ timeout: 15_000 });
}

test('a player verifies and disputes a question from the result screen; the admin sees the reason', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request, 'Fair Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/quiz');
  await playToResult(page);

  const first = page.getByTestId('review-item').first();
  await first.getByRole('button', { name: 'Dispute' }).click();
  // Both viewports' runs dispute the same catalogue: the reason names this player's run.
  const reason = `The second option is the right one (${player.user.email})`;
  await first.getByLabel('Why is the answer key wrong?').fill(reason);
  await first.getByRole('button', { name: 'Send dispute' }).click();
  await expect(first.getByRole('status')).toHaveText('Dispute sent: we will review it.');
  await expect(first.getByRole('button', { name: 'Dispute' })).toHaveCount(0);

  // "Verify" carries the commitment and the reveal to /fairness, where the browser checks them.
  await first.getByRole('link', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Fair play' })).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('fairness-outcome')).toHaveAttribute('data-outcome', 'match');

  await page.context().clearCookies();
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
  await gotoHydrated(page, '/admin/disputes');
  await expect(page.getByRole('heading', { name: 'Disputes' })).toBeVisible();
  const disputed = page.getByTestId('disputed-question').filter({ hasText: reason });
  await expect(disputed).toBeVisible();
  await expect(disputed).toContainText('Fair Player');
  await expect(disputed.getByRole('button', { name: 'Uphold' })).toBeVisible();
});
