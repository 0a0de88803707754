import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// A guest's practice quiz (decision 0067): from the Quiz screen's sign-in prompt to the result and
// its invitation to sign up. The screens are shot at the phone's size and at the desktop's.
const SCREENS = 'test-results/screens';

async function shootBoth(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  const phone = page.viewportSize();
  await page.screenshot({ path: `${SCREENS}/practice-${name}-390.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/practice-${name}-1280.png`, fullPage: true, animations: 'disabled' });
  if (phone) await page.setViewportSize(phone);
}

test('a guest plays the practice quiz to the end and is invited to sign up, back to the quiz', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/quiz');
  await expect(page.getByRole('heading', { name: 'Sign in to play' })).toBeVisible();
  await expect(page.getByTestId('practice-invite')).toBeVisible();
  await shootBoth(page, 'quiz-guest');
  await page.getByRole('link', { name: 'Try a practice quiz' }).click();

  await expect(page).toHaveURL(/\/practice-quiz\?redirect=%2Fquiz$/);
  await expect(page.getByTestId('practice-intro')).toBeVisible();
  await shootBoth(page, 'intro');
  const started = page.waitForResponse((r) => r.url().endsWith('/api/practice-quiz/sessions'));
  await page.getByRole('button', { name: 'Start practice' }).click();
  // the question reaches the browser without its answer
  expect(await (await started).text()).not.toMatch(/"correct(Index|Answer)"|explanation|salt/);

  const stage = page.getByTestId('quiz-question');
  for (let n = 1; n <= 5; n++) {
    await expect(stage).toHaveAttribute('data-question', String(n));
    if (n === 1) await shootBoth(page, 'question');
    const judged = page.waitForResponse((r) => r.url().includes('/answers') && r.request().method() === 'POST');
    await page
      .getByRole('list', { name: 'Answers' })
      .getByRole('button')
      .nth(n % 4)
      .click();
    const reply = await (await judged).json();
    // the server's verdict is what the page shows: the right option marked with a check
    await expect(page.getByTestId('quiz-reveal')).toContainText(reply.data.correct ? 'Correct!' : 'Wrong');
    await expect(stage.locator('[data-state="correct"] svg.lucide-circle-check')).toHaveCount(1);
    if (n === 1) await shootBoth(page, 'reveal');
  }

  const result = page.getByTestId('practice-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole('heading', { name: 'Practice complete' })).toBeVisible();
  await expect(result).toContainText(/\d of 5 correct/);
  await expect(result).toContainText('nothing was won or lost');
  await expect(page.getByTestId('practice-signup')).toContainText('Play for real');
  await shootBoth(page, 'result');

  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register&redirect=%2Fquiz$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('a guest on Home is offered the practice quiz', async ({ page }) => {
  await gotoHydrated(page, '/');
  const invite = page.getByTestId('practice-invite');
  await expect(invite).toHaveText('Try a practice quiz');
  await shootBoth(page, 'home-guest');
  await invite.click();
  await expect(page).toHaveURL(/\/practice-quiz$/);
  await expect(page.getByRole('button', { name: 'Start practice' })).toBeVisible();
});

test('a reload goes on with the same practice quiz, to its question and then to its result', async ({ page }) => {
  test.setTimeout(120_000);
  let starts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/practice-quiz/sessions')) starts++;
  });
  await gotoHydrated(page, '/practice-quiz?redirect=%2Fquiz');
  await page.getByRole('button', { name: 'Start practice' }).click();
  const stage = page.getByTestId('quiz-question');
  const answer = async (n: number) => {
    await expect(stage).toHaveAttribute('data-question', String(n));
    const judged = page.waitForResponse((r) => r.url().includes('/answers') && r.request().method() === 'POST');
    await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click();
    await judged;
  };
  await answer(1);
  await expect(stage).toHaveAttribute('data-question', '2');
  const asked = await stage.getByRole('heading').first().textContent();
  // the address names the quiz under way, and keeps where the guest came from
  await expect(page).toHaveURL(/\/practice-quiz\?redirect=%2Fquiz&session=[0-9a-f-]{36}$/);

  await page.reload();
  await expect(stage).toHaveAttribute('data-question', '2');
  await expect(stage.getByRole('heading').first()).toHaveText(asked!);
  await expect(page.getByTestId('practice-intro')).toHaveCount(0);
  for (let n = 2; n <= 5; n++) await answer(n);
  const result = page.getByTestId('practice-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  const score = await page.getByTestId('practice-percent').textContent();

  await page.reload();
  await expect(result).toBeVisible();
  await expect(page.getByTestId('practice-percent')).toHaveText(score!);
  expect(starts).toBe(1);

  // Practice again starts over: a new quiz, and the address names none until it starts.
  await page.getByRole('button', { name: 'Practise again' }).click();
  await expect(page.getByTestId('practice-intro')).toBeVisible();
  await expect(page).toHaveURL(/\/practice-quiz\?redirect=%2Fquiz$/);
});
