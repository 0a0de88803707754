import { expect, gotoHydrated, login, test, useSession } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { SCREENS_DIR, unique } from './wallet-fixtures';

// Quiz management and achievements at 1280x800 (the back office is a desktop tool).
test.beforeEach(async ({ page, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'back-office flows run at 1280x800');
  await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
});

const shot = (page: import('@playwright/test').Page, name: string) =>
  page.screenshot({ path: `${SCREENS_DIR}/desktop-${name}.png`, animations: 'disabled' });

test('the bank: search, add with the spec messages, deactivate, import a file with a report', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 400 .*questions\/import/); // the refused file, on purpose
  const tag = unique();
  await gotoHydrated(page, '/admin/quiz');
  await expect(page.getByRole('heading', { name: 'Quiz Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Predefined Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('question-row')).toHaveCount(20);
  await shot(page, 'admin-quiz-questions');

  await page.getByRole('button', { name: 'Add Question' }).click();
  const form = page.getByRole('dialog', { name: 'Add Question' });
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields');
  await form.getByLabel('Question').fill('Too short');
  for (let i = 1; i <= 4; i++) await form.getByLabel(`Option ${i}`, { exact: true }).fill(`Choice ${i} ${tag}`);
  await form.getByLabel('Explanation').fill('Long enough explanation for the rule.');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(form.getByRole('alert')).toHaveText('Question text too short');
  await form.getByLabel('Question').fill(`Which choice is right in test ${tag}?`);
  await form.getByLabel('Option 3 is correct').check();
  await form.getByLabel('Points (1-100)').fill('25');
  await form.getByRole('button', { name: 'Add Question' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search questions' }).fill(tag);
  const row = page.getByTestId('question-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`✓ Choice 3 ${tag}`);
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('25');
  const toggle = row.getByRole('switch');
  await expect(toggle).toHaveText('Active');
  await toggle.click();
  await expect(toggle).toHaveText('Inactive');

  const file = [
    {
      question: `Imported ${tag} question number one?`,
      options: ['A', 'B', 'C', 'D'],
      correctAnswer: 1,
      explanation: 'Because B is the right answer here.',
      category: 'DeFi',
      difficulty: 'easy',
    },
    {
      question: `Imported ${tag} question number two?`,
      options: ['A', 'B', 'C', 'D'],
      correctAnswer: 2,
      explanation: 'Because C is the right answer here.',
      category: 'nft',
      difficulty: 'hard',
    },
    {
      question: `Imported ${tag} broken?`,
      options: ['A', 'B', 'C'],
      correctAnswer: 0,
      explanation: 'Three options only, so it fails.',
      category: 'DeFi',
      difficulty: 'easy',
    },
  ];
  await page
    .getByTestId('question-import-file')
    .setInputFiles({ name: 'questions.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  const report = page.getByRole('dialog', { name: 'Import finished' });
  await expect(report.getByTestId('import-report')).toContainText('Imported2');
  await expect(report.getByTestId('import-report')).toContainText('Errors1');
  await expect(report).toContainText('Row 3: Must have exactly 4 options');
  await report.getByRole('button', { name: 'Done' }).click();
  await expect(row).toHaveCount(3);
  await page.getByRole('combobox').filter({ hasText: 'All sources' }).selectOption('import');
  await expect(row).toHaveCount(2);

  await page
    .getByTestId('question-import-file')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"not": "an array"}') });
  await expect(page.getByText('Invalid file format')).toBeVisible();
});

test('AI generation: progress, verdicts, saving with the gate, then the manager', async ({ page, pageErrors }) => {
  pageErrors.allow(/status of 409 .*\/save/); // the gate refuses to activate the failed draft unasked
  await gotoHydrated(page, '/admin/quiz?tab=generator');
  const form = page.getByRole('form', { name: 'Generate questions' });
  await form.getByLabel('Count').selectOption('3');
  // six topics per difficulty, each difficulty its own (spec 002 section 2.6)
  const topics = form.getByLabel('Topic').locator('option');
  await expect(topics).toHaveCount(6);
  await expect(topics.first()).toHaveText('What Bitcoin is');
  await form.getByLabel('Difficulty').selectOption('hard');
  await expect(topics).toHaveCount(6);
  await expect(topics.nth(5)).toHaveText('Cryptography and zero-knowledge proofs');
  await form.getByLabel('Difficulty').selectOption('medium');
  await expect(topics).toHaveText([
    'Halving and supply',
    'Smart contracts and tokens',
    'Lending and liquidity pools',
    'Order types and market charts',
    'Phishing and common scams',
    'Consensus mechanisms',
  ]);
  await form.getByLabel('Topic').selectOption('Halving and supply');
  await form.getByRole('button', { name: 'Generate' }).click();
  const drafts = page.getByTestId('draft');
  await expect(drafts).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText('3 drafts · medium · Halving and supply')).toBeVisible();
  await expect(drafts.nth(0)).toContainText('Passed');
  await expect(drafts.nth(0)).toContainText('Answered blind, the model chose the key');
  await expect(drafts.nth(2)).toContainText('Failed');
  await expect(drafts.nth(2)).toContainText("not the key's option 3");
  await shot(page, 'admin-quiz-generator');

  // The passed drafts are preselected; the failed one needs an explicit choice to go live.
  await page.getByRole('button', { name: 'Save & activate (2)' }).click();
  await expect(page.getByText('2 questions saved and active')).toBeVisible();
  await expect(drafts.nth(0)).toContainText('Saved to the bank');
  await drafts.nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save & activate (1)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate unchecked questions?' });
  await expect(confirm).toContainText('did not pass the verification gate');
  await confirm.getByRole('button', { name: 'Save inactive' }).click();
  await expect(page.getByText('1 question saved (inactive)')).toBeVisible();

  await page.getByRole('tab', { name: 'AI Questions Manager' }).click();
  await expect(page.getByRole('region', { name: 'Question figures' })).toContainText('Total questions');
  const rows = page.getByRole('region', { name: 'AI questions' }).getByTestId('question-row');
  await expect(rows.first()).toBeVisible();
  const activeBefore = await rows.getByRole('switch', { name: /^Deactivate/ }).count();
  expect(activeBefore).toBeGreaterThanOrEqual(2);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(/questions? deactivated/)).toBeVisible();
  await expect(rows.getByRole('switch', { name: /^Deactivate/ })).toHaveCount(0);
  await shot(page, 'admin-quiz-manager');
});

test('achievements: counters, create with a requirement, search, type filter, delete with the spec confirmation', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/status of 400 .*admin\/achievements/); // the empty form, on purpose
  const title = `E2E goal ${unique()}`;
  await gotoHydrated(page, '/admin/achievements');
  await expect(page.getByRole('heading', { name: 'Achievements', level: 1 })).toBeVisible();
  await expect(page.getByTestId('achievement-card').first()).toBeVisible();
  const total = Number(await page.getByTestId('achievements-total-value').textContent());
  await shot(page, 'admin-achievements');

  await page.getByRole('button', { name: 'Create Achievement' }).click();
  const form = page.getByRole('dialog', { name: 'Create Achievement' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText('Title is required');
  await form.getByLabel('Title *', { exact: true }).fill(title);
  await form.getByLabel('Description *', { exact: true }).fill('Win two tournaments');
  await form.getByLabel('Type').selectOption('tournament');
  await form.getByLabel('Rarity').selectOption('legendary');
  await form.getByLabel('Reward (USDT)').fill('2.5');
  await form.getByLabel('Requirement').selectOption('tournaments_won');
  await form.getByLabel('Target').fill('2');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('achievements-total-value')).toHaveText(String(total + 1));

  await page.getByRole('searchbox', { name: 'Search achievements' }).fill(title);
  const card = page.getByTestId('achievement-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Tournaments won: 2');
  await expect(card).toContainText('$2.50');
  await expect(card).toContainText('legendary');
  await page.getByRole('button', { name: 'quiz', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No achievements match')).toBeVisible();
  await page.getByRole('button', { name: 'tournament', exact: true }).click();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete achievement' });
  await expect(confirm).toContainText('Are you sure you want to delete this achievement?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Achievement deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
