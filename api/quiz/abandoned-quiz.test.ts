import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { transaction } from '../../db/connection.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { expireAbandonedSessions } from '../../domain/quiz/expire-sessions.ts';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// A quiz its player never answers ends `abandoned` (the expiry job, or a new start): it is not a
// completed quiz for referrals, tasks, the daily bonus or statistics (issue 25, finding 1).
let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  api.clock.set(new Date('2027-03-01T02:00:00Z')); // one calendar day for the whole file (the daily bonus)
  adminToken = await api.registerAdmin();
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());
beforeEach(() => api.clock.advance(3_600_000)); // clear of the quiz limits

const startQuiz = async (token: string) => {
  const res = await api.call('POST', '/api/quiz/sessions', { token, body: { difficulty: 'easy', mode: 'standard' } });
  expect(res.status).toBe(201);
  return res.json.data as { session: { id: string }; question: { id: string } };
};

/** Starts a standard quiz and lets the expiry job end it: the player never answers. */
async function abandonQuiz(token: string) {
  const started = await startQuiz(token);
  api.clock.advance(120_000); // a minute and a half past the first question's 30 s
  const ended = await expireAbandonedSessions(api.sql, (run) => transaction(api.sql, run), api.clock.now());
  expect(ended).toBe(1);
  return started;
}

const referralBonuses = (userId: string) =>
  api.sql`select amount from transactions where user_id = ${userId} and type = 'referral_bonus'`;

describe('an abandoned quiz is not a completed quiz', () => {
  test('an abandoned quiz never qualifies a referral; a fully answered one does', async () => {
    const referrer = await api.register('Referrer');
    const registered = await api.register('Farm', referrer.user.referralCode);
    const friend = { token: registered.token, id: registered.user.id as string };

    await abandonQuiz(friend.token);
    expect(await queuedJobs(api.sql, 'referrals__process')).toHaveLength(0);
    expect(await processPendingReferrals(api.sql)).toEqual({ processed: 0 });
    const [pending] = await api.sql`select status from referrals where user_id = ${friend.id}`;
    expect(pending!.status).toBe('pending');
    expect(await referralBonuses(referrer.user.id)).toHaveLength(0);

    api.clock.advance(60_000);
    await playQuiz(api, friend.token, { right: () => false });
    expect(await queuedJobs(api.sql, 'referrals__process')).toHaveLength(1);
    expect(await processPendingReferrals(api.sql, { referredId: friend.id })).toEqual({ processed: 1 });
    expect((await referralBonuses(referrer.user.id)).map((t) => Number(t.amount))).toEqual([10_000_000]);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('a quiz whose questions were all let run out never qualifies a referral', async () => {
    const referrer = await api.register('Referrer');
    const registered = await api.register('Skipper', referrer.user.referralCode);
    const started = await startQuiz(registered.token);
    let question: { id: string } | undefined = started.question;
    while (question) {
      api.clock.advance(5_000);
      const res = await api.call('POST', `/api/quiz/sessions/${started.session.id}/answers`, {
        token: registered.token,
        body: { questionId: question.id, answerIndex: null },
      });
      expect(res.status).toBe(200);
      question = res.json.data.next;
      api.clock.advance(3_000);
    }
    const [session] = await api.sql`select status from quiz_sessions where id = ${started.session.id}`;
    expect(session!.status).toBe('completed');
    expect(await processPendingReferrals(api.sql, { referredId: registered.user.id })).toEqual({ processed: 0 });
    expect(await referralBonuses(referrer.user.id)).toHaveLength(0);
  });

  test('an abandoned quiz never meets a quiz task, even at a minimum score of 0', async () => {
    const created = await api.call('POST', '/api/admin/tasks', {
      token: adminToken,
      body: { title: 'Play any quiz', type: 'daily', reward: '1', verification: 'quiz', requirements: { minScore: 0 } },
    });
    expect(created.status).toBe(201);
    const taskId = created.json.data.id as string;
    const player = await api.register();
    expect((await api.call('POST', `/api/tasks/${taskId}/start`, { token: player.token })).status).toBe(200);
    api.clock.advance(1000);

    await abandonQuiz(player.token);
    const refused = await api.call('POST', `/api/tasks/${taskId}/complete`, { token: player.token });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'VERIFICATION_FAILED', message: 'Minimum score required: 0%' });

    api.clock.advance(60_000);
    await playQuiz(api, player.token, { right: () => false }); // every question answered, all wrong: 0%
    const paid = await api.call('POST', `/api/tasks/${taskId}/complete`, { token: player.token });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ reward: '1', task: { id: taskId, status: 'completed' } });
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('an abandoned quiz never unlocks the daily bonus that requires a quiz', async () => {
    const bonusSettings = (requireQuiz: boolean) =>
      api.call('PUT', '/api/admin/daily-bonus', { token: adminToken, body: { conditions: { requireQuiz } } });
    expect((await bonusSettings(true)).status).toBe(200);
    forgetCachedSettings();
    const player = await api.register();

    await abandonQuiz(player.token);
    const status = await api.call('GET', '/api/daily-bonus', { token: player.token });
    expect(status.json.data.requirements).toEqual([
      { key: 'quiz', message: 'Complete a quiz today to unlock your bonus' },
    ]);
    const refused = await api.call('POST', '/api/daily-bonus/claim', { token: player.token });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('DAILY_BONUS_LOCKED');
    const [claims] = await api.sql`select count(*)::int as n from daily_bonus_claims where user_id = ${player.user.id}`;
    expect(claims!.n).toBe(0);
    expect((await bonusSettings(false)).status).toBe(200);
    forgetCachedSettings();
  });

  test('an abandoned quiz counts nowhere as completed: no statistics, reward, XP or activity, and no more answers', async () => {
    const player = await api.register();
    const expired = await abandonQuiz(player.token);
    // A new start ends the running quiz the same way.
    api.clock.advance(60_000);
    const replaced = await startQuiz(player.token);
    api.clock.advance(60_000);
    await startQuiz(player.token);

    const ended = await api.sql`
      select status, reward::int, score, xp_gained from quiz_sessions where id in ${api.sql([expired.session.id, replaced.session.id])}`;
    expect([...ended]).toEqual([
      { status: 'abandoned', reward: 0, score: 0, xp_gained: 0 },
      { status: 'abandoned', reward: 0, score: 0, xp_gained: 0 },
    ]);
    api.profiles.forget(player.user.id); // the expiry job wrote beside the API
    const profile = (await api.call('GET', '/api/users/profile', { token: player.token })).json.data;
    expect(profile).toMatchObject({ quizzesCompleted: 0, averageScore: 0, totalXP: 0 });
    const [activities] = await api.sql`
      select count(*)::int as n from activities where user_id = ${player.user.id} and type = 'quiz_completed'`;
    expect(activities!.n).toBe(0);

    const resumed = await api.call('GET', `/api/quiz/sessions/${expired.session.id}`, { token: player.token });
    expect(resumed.json.data).toMatchObject({ session: { status: 'abandoned' }, question: null });
    expect(resumed.json.data.review).toHaveLength(1);
    const late = await api.call('POST', `/api/quiz/sessions/${expired.session.id}/answers`, {
      token: player.token,
      body: { questionId: expired.question.id, answerIndex: 0 },
    });
    expect(late.status).toBe(409);
    expect(late.json.error).toEqual({
      code: 'QUIZ_COMPLETED',
      message: 'This quiz ended because it was left unanswered: start a new one',
    });
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
