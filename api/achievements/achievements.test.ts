import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { transaction } from '../../db/connection.ts';
import { unlockAchievements } from '../../domain/achievements/unlock-achievements.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
}, 30_000);
afterAll(() => api.close());

const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: adminToken, body });
const achievement = (overrides: Record<string, unknown> = {}) => ({
  title: 'Five Alive',
  description: 'Complete 5 quizzes',
  type: 'quiz',
  icon: 'trophy',
  rarity: 'epic',
  category: 'quiz',
  reward: '1.5',
  requirement: { metric: 'quizzes_completed', target: 5 },
  isActive: true,
  ...overrides,
});

describe('achievement management', () => {
  test('create, edit, list with counters, search and type; validation names the field; audited', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'Title is required'],
      [{ icon: 'rocket' }, 'Icon must be one of trophy, star, award, users, target, gift'],
      [{ rarity: 'mythic' }, 'Rarity must be one of common, rare, epic, legendary'],
      [{ reward: '0.15' }, 'Reward must be at least 0, in steps of 0.1'],
      [{ reward: -1 }, 'Reward must be at least 0, in steps of 0.1'],
      [{ requirement: { metric: 'logins', target: 3 } }, expect.stringContaining('Requirement metric must be one of')],
      [{ requirement: { metric: 'level', target: 0 } }, 'Requirement target must be a whole number from 1'],
    ] as never;
    for (const [change, message] of bad) {
      const res = await admin('POST', '/api/admin/achievements', achievement(change));
      expect(res.status).toBe(400);
      expect(res.json.error.message).toEqual(message);
    }
    const created = await admin(
      'POST',
      '/api/admin/achievements',
      achievement({ title: 'Searchable Sage', type: 'social' }),
    );
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      reward: '1.5',
      usersEarned: 0,
      status: 'active',
      requirement: { metric: 'quizzes_completed', target: 5 },
    });
    const edited = await admin(
      'PUT',
      `/api/admin/achievements/${created.json.data.id}`,
      achievement({ title: 'Searchable Sage', type: 'social', isActive: false, reward: 2 }),
    );
    expect(edited.json.data).toMatchObject({ reward: '2', isActive: false });
    const list = await admin('GET', '/api/admin/achievements?search=sage&type=social');
    expect(list.json.data.map((a: { title: string }) => a.title)).toEqual(['Searchable Sage']);
    const all = await admin('GET', '/api/admin/achievements');
    expect(all.json.counts.total).toBe(all.json.data.length);
    expect(all.json.data.find((a: { id: string }) => a.id === 'first_quiz')).toMatchObject({
      requirement: { metric: 'quizzes_completed', target: 1 },
    });
    const actions = await api.sql`select action from audit_log where target_type = 'achievement' order by id`;
    expect(actions.map((r) => r.action)).toEqual(['achievement.create', 'achievement.update']);
  });

  test('title and description per player language: checked, kept on an edit without them, served to players', async () => {
    const bad = await admin(
      'POST',
      '/api/admin/achievements',
      achievement({ translations: { pt: { title: 'Cinco' } } }),
    );
    expect([bad.status, bad.json.error.message]).toEqual([400, 'Unknown language pt']);
    const created = await admin(
      'POST',
      '/api/admin/achievements',
      achievement({ title: 'Polyglot', translations: { de: { title: 'Polyglott', description: ' ' } } }),
    );
    expect(created.json.data.translations).toEqual({ de: { title: 'Polyglott' } });
    const edited = await admin(
      'PUT',
      `/api/admin/achievements/${created.json.data.id}`,
      achievement({ title: 'Polyglot', reward: 2 }),
    );
    expect(edited.json.data.translations).toEqual({ de: { title: 'Polyglott' } });
    // The seeded ones come worded in every language; the player's list carries the wordings.
    const player = await api.register();
    const listed = (await api.call('GET', '/api/achievements', { token: player.token })).json.data;
    expect(listed.find((a: { id: string }) => a.id === 'first_quiz').translations).toMatchObject({
      de: { title: 'Erste Schritte' },
      zh: { title: '第一步' },
    });
    expect(listed.find((a: { id: string }) => a.id === created.json.data.id).translations).toEqual({
      de: { title: 'Polyglott' },
    });
  });

  test('an admin-made "5 quizzes" achievement unlocks on the fifth quiz, once, with its reward; usersEarned is real', async () => {
    const five = (await admin('POST', '/api/admin/achievements', achievement())).json.data;
    const player = await api.register();
    for (let i = 1; i <= 5; i++) {
      api.clock.advance(3_600_000);
      const played = await playQuiz(api, player.token, { right: (q) => q % 2 === 0 }); // 50%: no high-win-rate flag
      const ids = played.result.achievementsUnlocked.map((a: { id: string }) => a.id);
      expect(ids.includes(five.id)).toBe(i === 5);
    }
    // Concurrent checks after the fifth (as other events would run them) unlock nothing more.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(api.sql, async (tx) => {
          await tx`select 1 from users where id = ${player.user.id} for update`;
          return unlockAchievements(tx, player.user.id);
        }),
      ),
    );
    const rewards = await api.sql`
      select amount from transactions where user_id = ${player.user.id} and type = 'achievement_reward' and description = 'Achievement unlocked: Five Alive'`;
    expect(rewards.map((r) => r.amount)).toEqual([1_500_000]);
    const listed = (await admin('GET', '/api/admin/achievements?search=Five')).json.data[0];
    expect(listed.usersEarned).toBe(1);
    expect(await ledgerProblems(api.sql)).toEqual([]);

    // Deleting an achievement someone earned deactivates it; one nobody earned goes.
    expect((await admin('DELETE', `/api/admin/achievements/${five.id}`)).json.data).toEqual({
      deleted: false,
      deactivated: true,
    });
    const unused = (await admin('POST', '/api/admin/achievements', achievement({ title: 'Nobody Yet' }))).json.data;
    expect((await admin('DELETE', `/api/admin/achievements/${unused.id}`)).json.data).toEqual({
      deleted: true,
      deactivated: false,
    });
    expect((await admin('DELETE', `/api/admin/achievements/${unused.id}`)).status).toBe(404);
  }, 60_000);

  test('concurrent finishes: 20 players crossing the target at once each unlock it exactly once', async () => {
    const correct = (
      await admin(
        'POST',
        '/api/admin/achievements',
        achievement({ title: 'Sharp Mind', requirement: { metric: 'correct_answers', target: 3 }, reward: '0.5' }),
      )
    ).json.data;
    const players = await Promise.all(Array.from({ length: 20 }, () => api.register()));
    await api.sql`update users set correct_answers = 3 where id = any(${players.map((p) => p.user.id)}::uuid[])`;
    await Promise.all(
      players.flatMap((p) =>
        [1, 2].map(() =>
          transaction(api.sql, async (tx) => {
            await tx`select 1 from users where id = ${p.user.id} for update`;
            return unlockAchievements(tx, p.user.id);
          }),
        ),
      ),
    );
    const [earned] =
      await api.sql`select count(*)::int as n from user_achievements where achievement_id = ${correct.id}`;
    expect(earned!.n).toBe(20);
    const [paid] =
      await api.sql`select count(*)::int as n from transactions where type = 'achievement_reward' and description = 'Achievement unlocked: Sharp Mind'`;
    expect(paid!.n).toBe(20);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('a tasks_completed requirement unlocks when the task completes, and nothing else is checked then', async () => {
    const done = (
      await admin(
        'POST',
        '/api/admin/achievements',
        achievement({ title: 'Task Starter', requirement: { metric: 'tasks_completed', target: 1 } }),
      )
    ).json.data;
    const task = (
      await admin('POST', '/api/admin/tasks', {
        title: 'Play one easy quiz',
        type: 'daily',
        reward: '0',
        verification: 'quiz',
        requirements: { minScore: 10, difficulty: 'easy' },
      })
    ).json.data;
    const player = await api.register();
    await api.call('POST', `/api/tasks/${task.id}/start`, { token: player.token });
    api.clock.advance(1000);
    const at = api.clock.now();
    // A perfect quiz row written beside the quiz path: the task's check must not unlock Perfectionist.
    await api.sql`insert into quiz_sessions (user_id, difficulty, mode, status, question_count, correct_answers, started_at, completed_at)
      values (${player.user.id}, 'easy', 'standard', 'completed', 10, 10, ${at}, ${at})`;
    const res = await api.call('POST', `/api/tasks/${task.id}/complete`, { token: player.token });
    expect(res.status).toBe(200);
    const unlocked = await api.sql`select achievement_id from user_achievements where user_id = ${player.user.id}`;
    expect(unlocked.map((r) => r.achievement_id)).toEqual([done.id]);
  });
});
