import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, gotoHydrated, login, registerPlayer, type Session, test, useSession, withDb } from './fixtures';

// Issue 30 (decision 0058): a commitment checked in the player's own browser, a dispute sent from
// the quiz's reveal or its result screen that reaches the back office's Disputes screen, and the
// admin's decisions on it (reject with a reason, uphold with the corrected key) as the players see them.

const SCREENS = 'test-results/screens';

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

test('a player disputes a question from its reveal: the quiz waits for the form, then goes on, and the dispute is recorded', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENS, { recursive: true });
  const player = await registerPlayer(request, 'Reveal Player');
  await useSession(page, baseURL!, player);
  await gotoHydrated(page, '/quiz');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const stage = page.getByTestId('quiz-question');
  const answers = page.getByRole('list', { name: 'Answers' }).getByRole('button');
  await expect(stage).toHaveAttribute('data-question', '1', { timeout: 15_000 });
  const disputed = await page.locator('#question-text').textContent();
  await page.waitForTimeout(2_100); // past the rapid-answer monitor
  await answers.first().click();

  const reveal = page.getByTestId('quiz-reveal');
  await reveal.getByRole('button', { name: 'Dispute' }).click();
  const form = reveal.getByTestId('dispute-form');
  const reasonField = form.getByLabel('Why is the answer key wrong?');
  await expect(reasonField).toBeFocused();
  await expect(form).toContainText("The next question's time is already running.");
  await expect(reveal).toContainText('Waiting for you');
  await page.screenshot({
    path: `${SCREENS}/${testInfo.project.name}-reveal-dispute-form.png`,
    animations: 'disabled',
  });
  // The reveal is held while the player writes: well past its 3 s the quiz is still on question 1.
  await page.waitForTimeout(4_000);
  await expect(stage).toHaveAttribute('data-question', '1');
  await expect(answers.first()).toBeDisabled();

  const reason = `The key shown in the reveal is wrong (${player.user.email})`;
  await reasonField.fill(reason);
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(reveal.getByRole('status')).toHaveText('Dispute sent: we will review it.');
  // The quiz goes on: the next question, open for an answer.
  await expect(stage).toHaveAttribute('data-question', '2', { timeout: 10_000 });
  await expect(answers.first()).toBeEnabled();
  await expect(page.getByTestId('quiz-reveal')).toHaveCount(0);

  const rows = await withDb(
    (sql) => sql`select q.question, d.reason, d.status, s.status as quiz
      from question_disputes d join questions q on q.id = d.question_id join quiz_sessions s on s.user_id = d.user_id and s.id = d.session_id
      where d.user_id = ${player.user.id}`,
  );
  expect(rows).toEqual([{ question: disputed, reason, status: 'open', quiz: 'active' }]);

  // The control as the player meets it: a small link in the reveal, under the explanation.
  await page.waitForTimeout(2_100);
  await answers.first().click();
  await expect(reveal.getByRole('button', { name: 'Dispute' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/${testInfo.project.name}-reveal-dispute.png`, animations: 'disabled' });
});

type OwnQuestion = { id: string; question: string; options: string[]; key: number };

/**
 * Questions of this test's own, inactive so that no other quiz serves them: each dispute and
 * decision below stays on them whatever the other specs and projects dispute at the same time.
 */
async function ownQuestions(tag: string, count: number): Promise<OwnQuestion[]> {
  return withDb(async (sql) => {
    const made: OwnQuestion[] = [];
    for (let n = 1; n <= count; n++) {
      const question = `Which block confirms transfer ${n} of run ${tag}?`;
      const options = ['First', 'Second', 'Third', 'Fourth'].map((o) => `${o} block (${tag} ${n})`);
      const [row] = await sql<{ id: string }[]>`
        insert into questions (question, options, correct_index, explanation, difficulty, category, is_active)
        values (${question}, ${sql.json(options)}, 0, 'A question made by the fairness spec for its disputes.',
          'easy', 'Blockchain', false)
        returning id`;
      made.push({ id: row!.id, question, options, key: 0 });
    }
    return made;
  });
}

/**
 * The player starts a quiz whose first questions are swapped for `questions` (before they are
 * answered), answers each with its own option `pick` (in the order this player was shown) after
 * the rapid-answer monitor, and disputes it with `reason(question)`, as the API allows while the quiz runs.
 */
async function answerAndDispute(
  request: APIRequestContext,
  player: Session,
  questions: OwnQuestion[],
  pick: number,
  reason: (q: OwnQuestion) => string,
) {
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const start = await request.post('/api/quiz/sessions', { headers, data: { difficulty: 'easy' } });
  expect(start.status(), await start.text()).toBe(201);
  const sessionId: string = (await start.json()).data.session.id;
  let servedAt = Date.now();
  await withDb(async (sql) => {
    for (const [position, q] of questions.entries())
      await sql`update quiz_answers set question_id = ${q.id}, key_index = ${q.key}
        where user_id = ${player.user.id} and session_id = ${sessionId} and position = ${position}`;
  });
  for (const q of questions) {
    await new Promise((r) => setTimeout(r, Math.max(0, servedAt + 2_300 - Date.now())));
    const [row] = await withDb(
      (sql) => sql<{ shown: number }[]>`select array_position(option_order, ${pick}::smallint) - 1 as shown
        from quiz_answers where user_id = ${player.user.id} and session_id = ${sessionId} and question_id = ${q.id}`,
    );
    const answered = await request.post(`/api/quiz/sessions/${sessionId}/answers`, {
      headers,
      data: { questionId: q.id, answerIndex: row!.shown },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    const reply = (await answered.json()).data;
    expect(reply.correct).toBe(pick === q.key);
    servedAt = Date.parse(reply.next.servedAt);
    const disputed = await request.post(`/api/quiz/sessions/${sessionId}/disputes`, {
      headers,
      data: { questionId: q.id, reason: reason(q) },
    });
    expect(disputed.status(), await disputed.text()).toBe(201);
  }
}

test.describe('the admin decides disputes', () => {
  // The back office is a desktop tool (decision 0065), whichever project runs this spec.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reject with a reason and uphold with the corrected key: the counts move and the players are told', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const tag = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
    const [toReject, toUphold] = await ownQuestions(tag, 2);
    const ann = await registerPlayer(request, `Ann ${tag}`);
    const ben = await registerPlayer(request, `Ben ${tag}`);
    // Both pick the third option where the key says the first.
    const reason = (who: string) => (q: OwnQuestion) => `${who}: it is ${q.options[2]}`;
    await Promise.all([
      answerAndDispute(request, ann, [toReject!, toUphold!], 2, reason('Ann')),
      answerAndDispute(request, ben, [toReject!, toUphold!], 2, reason('Ben')),
    ]);

    await useSession(page, baseURL!, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
    await gotoHydrated(page, '/admin/disputes');
    const card = (q: OwnQuestion) => page.getByTestId('disputed-question').filter({ hasText: q.question });
    for (const q of [toReject!, toUphold!]) {
      await expect(card(q)).toContainText('2 open of 2');
      await expect(card(q).getByRole('list', { name: 'Reasons' })).toContainText(`Ann: it is ${q.options[2]}`);
      await expect(card(q).getByRole('list', { name: 'Reasons' })).toContainText(`Ben: it is ${q.options[2]}`);
    }

    // Reject: a reason is required, and every open dispute of the question closes with it.
    await card(toReject!).getByRole('button', { name: 'Reject' }).click();
    let dialog = page.getByRole('dialog', { name: 'Reject the disputes' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please give the players a reason');
    const verdict = `The first block is right: see the explorer (${tag})`;
    await dialog.getByLabel('Reason (the players are told):').fill(verdict);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(toReject!)).toHaveCount(0);
    await expect(card(toUphold!)).toContainText('2 open of 2');

    // Uphold: the corrected key is required (the current one cannot be picked).
    await card(toUphold!).getByRole('button', { name: 'Uphold' }).click();
    dialog = page.getByRole('dialog', { name: 'Uphold: correct the answer key' });
    await expect(dialog.getByRole('radio', { name: toUphold!.options[0] })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Uphold' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose the right answer');
    await dialog.getByRole('radio', { name: toUphold!.options[2] }).check();
    await dialog.getByRole('button', { name: 'Uphold' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(toUphold!)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(card(toReject!)).toContainText('0 open of 2');
    await expect(card(toReject!)).toContainText(`Rejected: ${verdict}`);
    await page.getByRole('tab', { name: 'Upheld' }).click();
    await expect(card(toUphold!)).toContainText('0 open of 2');
    await expect(card(toUphold!)).toContainText('inactive until reviewed');
    await expect(card(toUphold!).getByRole('listitem').filter({ hasText: '(key)' })).toHaveText(
      `C. ${toUphold!.options[2]} (key)`,
    );
    const [corrected] = await withDb(
      (sql) => sql`select correct_index as key, is_active from questions where id = ${toUphold!.id}`,
    );
    expect(corrected).toEqual({ key: 2, is_active: false });

    // The player's view: both decisions in the notifications, the upheld one in the activity.
    await page.context().clearCookies();
    await useSession(page, baseURL!, ann);
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('recent-activity')).toContainText('Dispute upheld');
    await expect(page.getByTestId('recent-activity')).toContainText(
      `The answer key of “${toUphold!.question}” was corrected`,
    );
    await page.getByTestId('notification-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByTestId('notification').filter({ hasText: 'Dispute rejected' })).toContainText(
      `The answer key of “${toReject!.question}” stands: ${verdict}`,
    );
    await expect(panel.getByTestId('notification').filter({ hasText: 'Dispute upheld' })).toContainText(
      `You were right: the answer key of “${toUphold!.question}” was corrected.`,
    );
  });
});
