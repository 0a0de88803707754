import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { listProofs } from '../../domain/tasks/list-proofs.ts';
import { scannedTables, withQueryPlans } from '../../testing/query-plans.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { recordCompletedQuiz } from '../../testing/quiz-play.ts';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';

// Registrations hash passwords (argon2): on a loaded machine a test of several players takes seconds.
setDefaultTimeout(60_000);

let api: TestApi;
let telegram: FakeTelegram;
let adminToken: string;
beforeAll(async () => {
  telegram = startFakeTelegram();
  api = await createTestApi({ TELEGRAM_API_URL: telegram.url });
  adminToken = await api.registerAdmin();
});
afterAll(async () => {
  telegram.stop();
  await api.close();
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function createTask(body: Record<string, unknown>) {
  const res = await api.call('POST', '/api/admin/tasks', { token: adminToken, body });
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${res.text}`);
  return res.json.data;
}
const complete = (token: string, taskId: string, headers: Record<string, string> = {}) =>
  api.call('POST', `/api/tasks/${taskId}/complete`, { token, headers });
const start = (token: string, taskId: string) => api.call('POST', `/api/tasks/${taskId}/start`, { token });
const myTasks = async (token: string, type?: string) =>
  (await api.call('GET', `/api/tasks${type ? `?type=${type}` : ''}`, { token })).json.data as {
    id: string;
    status: string;
    progress: number;
    target: number;
    rejectionReason?: string;
  }[];
const bonusOf = async (userId: string) => {
  const [row] = await api.sql<
    { balance: number }[]
  >`select balance from accounts where user_id = ${userId} and kind = 'bonus'`;
  return row!.balance;
};
const finishQuiz = (userId: string, correct: number, difficulty = 'easy', at = api.clock.now()) =>
  api.sql`insert into quiz_sessions (user_id, difficulty, mode, status, question_count, correct_answers, started_at, completed_at)
    values (${userId}, ${difficulty}, 'standard', 'completed', 10, ${correct}, ${at}, ${at})`;

async function postProof(
  token: string,
  taskId: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('screenshot', new File([file.bytes], file.name, { type: file.type }));
  // The size a real client declares (the app refuses oversized bodies by their Content-Length).
  const size = (await new Request('http://localhost/', { method: 'POST', body: form }).arrayBuffer()).byteLength;
  const res = await api.handle(
    new Request(`http://localhost/api/tasks/${taskId}/proofs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-length': String(size), ...headers },
      body: form,
    }),
  );
  return { status: res.status, json: (await res.json()) as any };
}
const proofFields = { username: '@player', taskUrl: 'https://x.com/player/status/1', description: 'Shared it' };
const screenshot = { bytes: png, name: 'shot.png', type: 'image/png' };

describe('the task model (admin)', () => {
  test('the rules refuse bad tasks with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', verification: 'daily_login' }, 'Title is required'],
      [{ title: 'x'.repeat(121), verification: 'daily_login' }, 'Title must be at most 120 characters'],
      [
        { title: 'T', type: 'weekly', verification: 'daily_login' },
        'Type must be daily, marketing, partner or referral',
      ],
      [{ title: 'T', verification: 'magic' }, 'Unknown task type'],
      [{ title: 'T', type: 'daily', reward: '-1', verification: 'daily_login' }, 'Reward must be 0 or more'],
      [{ title: 'T', type: 'daily', reward: '0.15', verification: 'daily_login' }, 'Reward must be in steps of 0.1'],
      [{ title: 'T', type: 'marketing', reward: '0.155', verification: 'proof' }, 'Reward must be in steps of 0.01'],
      [{ title: 'T', type: 'marketing', action: 'dance', verification: 'proof' }, expect.stringContaining('Action')],
      [{ title: 'T', verification: 'proof', link: 'javascript:alert(1)' }, 'Link must be a valid http(s) URL'],
      [{ title: 'T', verification: 'link', reward: '0.1' }, 'A link is required for link tasks'],
      [
        { title: 'T', verification: 'link', reward: '0.5', link: 'https://example.com' },
        'Link tasks can reward at most $0.1',
      ],
      [
        { title: 'T', verification: 'telegram_channel', link: 'https://example.com' },
        'Telegram tasks need a channel (@username) or a https://t.me/<channel> link',
      ],
      [
        { title: 'T', verification: 'telegram_channel', requirements: { chat: 'not a chat' } },
        'Channel must be an @username or a numeric chat id',
      ],
      [
        { title: 'T', verification: 'quiz', requirements: { minScore: 101 } },
        'Minimum score must be a whole number from 0 to 100',
      ],
      [
        { title: 'T', verification: 'quiz', requirements: { difficulty: 'insane' } },
        'Difficulty must be easy, medium or hard',
      ],
      [{ title: 'T', verification: 'referrals', requirements: { target: 0 } }, 'Target must be 1 to 1000 referrals'],
      [
        { title: 'T', verification: 'proof', maxCompletions: -1 },
        'Max completions must be 0 (unlimited) or a whole number above it',
      ],
      [{ title: 'T', verification: 'proof', startDate: 'soon' }, 'Start date is not a valid date'],
      [
        { title: 'T', verification: 'proof', startDate: '2030-01-02', endDate: '2030-01-01' },
        'End date must be after the start date',
      ],
      [{ title: 'T', verification: 'proof', reward: { a: 1 } }, 'Reward must be 0 or more'],
      [{ title: 'T', verification: 'proof', requirements: { code: 'secret' } }, expect.any(String)],
      [{ title: 'T', verification: 'proof', translations: { pt: { title: 'Tarefa' } } }, 'Unknown language pt'],
      [
        { title: 'T', verification: 'proof', translations: { de: { name: 'Aufgabe' } } },
        'Unknown translated field name',
      ],
      [
        { title: 'T', verification: 'proof', translations: { de: { title: 'x'.repeat(121) } } },
        'Title (de) must be at most 120 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/api/admin/tasks', { token: adminToken, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    const player = await api.register();
    const refused = await api.call('POST', '/api/admin/tasks', {
      token: player.token,
      body: { title: 'T', verification: 'proof' },
    });
    expect(refused.status).toBe(403);
  });

  test('create, edit, deactivate and delete; the quiz default min score comes from the settings', async () => {
    const task = await createTask({
      title: 'Play a quiz',
      type: 'daily',
      reward: '0.5',
      verification: 'quiz',
      expiryDate: '2099-01-01T00:00:00Z',
    });
    expect(task).toMatchObject({
      title: 'Play a quiz',
      reward: '0.5',
      requirements: { minScore: 60 },
      status: 'active',
      completions: 0,
      uniqueUsers: 0,
      successRate: 0,
      partnerName: null,
      endDate: '2099-01-01T00:00:00.000Z',
      maxCompletions: 0,
    });
    // A wording per player language, trimmed, empty ones dropped; an edit that leaves it out keeps it.
    const worded = await api.call('PUT', `/api/admin/tasks/${task.id}`, {
      token: adminToken,
      body: { translations: { de: { title: ' Spiele ein Quiz ', description: '' }, es: { title: '' } } },
    });
    expect(worded.json.data.translations).toEqual({ de: { title: 'Spiele ein Quiz' } });
    const player = await api.register();
    const shown = (await api.call('GET', '/api/tasks', { token: player.token })).json.data.find(
      (t: { id: string }) => t.id === task.id,
    );
    expect(shown).toMatchObject({ title: 'Play a quiz', translations: { de: { title: 'Spiele ein Quiz' } } });
    const off = await api.call('PUT', `/api/admin/tasks/${task.id}`, { token: adminToken, body: { isActive: false } });
    expect(off.json.data.translations).toEqual({ de: { title: 'Spiele ein Quiz' } });
    expect(off.json.data).toMatchObject({ status: 'inactive', title: 'Play a quiz', reward: '0.5' });
    const bad = await api.call('PUT', `/api/admin/tasks/${task.id}`, { token: adminToken, body: { reward: '0.05' } });
    expect(bad.json.error.message).toBe('Reward must be in steps of 0.1');
    const audit = await api.sql`select action from audit_log where target_id = ${task.id} order by id`;
    expect(audit.map((a) => a.action)).toEqual(['task.create', 'task.update', 'task.deactivate']);
    expect((await api.call('DELETE', `/api/admin/tasks/${task.id}`, { token: adminToken })).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/tasks/${task.id}`, { token: adminToken })).status).toBe(404);
    const list = await api.call('GET', '/api/admin/tasks?search=Play%20a%20quiz', { token: adminToken });
    expect(list.json.data).toEqual([]);
  });
});

describe('verification by the server', () => {
  test('quiz: only a quiz finished after the task was taken, meeting min score and difficulty, pays once', async () => {
    const task = await createTask({
      title: 'Score 70 on medium',
      type: 'daily',
      reward: '1.5',
      verification: 'quiz',
      requirements: { minScore: 70, difficulty: 'medium' },
    });
    const player = await api.register();
    const bonusBefore = await bonusOf(player.user.id);
    await finishQuiz(player.user.id, 9, 'medium'); // before the task was taken: does not count
    let res = await complete(player.token, task.id);
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({ code: 'VERIFICATION_FAILED', message: 'Minimum score required: 70%' });
    api.clock.advance(1000);
    expect((await start(player.token, task.id)).json.data).toMatchObject({ id: task.id, status: 'available' });
    res = await complete(player.token, task.id);
    expect(res.json.error.message).toBe('Minimum score required: 70%');
    api.clock.advance(1000);
    await finishQuiz(player.user.id, 6, 'medium'); // 60%
    await finishQuiz(player.user.id, 9, 'easy'); // the wrong difficulty
    expect((await complete(player.token, task.id)).json.error.message).toBe('Minimum score required: 70%');
    await finishQuiz(player.user.id, 7, 'medium');
    res = await complete(player.token, task.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ reward: '1.5', task: { id: task.id, status: 'completed' } });
    expect(res.json.data.user.bonusBalance).toBe('6.5');
    expect(await bonusOf(player.user.id)).toBe(bonusBefore + 1_500_000);
    const again = await complete(player.token, task.id);
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'CONFLICT', message: 'Task already completed' });
    const [tx] =
      await api.sql`select type, amount, status from transactions where user_id = ${player.user.id} and type = 'task_reward'`;
    expect(tx).toMatchObject({ type: 'task_reward', amount: 1_500_000, status: 'completed' });
    const [admin] = (await api.call('GET', '/api/admin/tasks?search=Score%2070', { token: adminToken })).json.data;
    // one completion, three refused verifications: 25%
    expect(admin).toMatchObject({ completions: 1, uniqueUsers: 1, successRate: 25, rewardsPaid: '1.5' });
  });

  test('a daily task resets at the player local midnight; completions count towards task achievements', async () => {
    api.clock.set(new Date('2027-03-01T10:00:00Z'));
    const task = await createTask({
      title: 'Daily check-in',
      type: 'daily',
      reward: '0.1',
      verification: 'daily_login',
    });
    await api.sql`insert into achievements (id, title, description, type, icon, rarity, reward, metric, target)
      values ('task-starter', 'Task Starter', 'Complete 2 tasks', 'social', 'target', 'common', 500000, 'tasks_completed', 2)`;
    const player = await api.register();
    await api.sql`update users set timezone = 'Asia/Tokyo' where id = ${player.user.id}`;
    expect((await complete(player.token, task.id)).status).toBe(200);
    expect((await complete(player.token, task.id)).json.error.message).toBe('Task already completed');
    api.clock.set(new Date('2027-03-01T14:59:00Z')); // 23:59 in Tokyo
    expect((await myTasks(player.token, 'daily')).find((t) => t.id === task.id)?.status).toBe('completed');
    api.clock.set(new Date('2027-03-01T15:01:00Z')); // the next day in Tokyo
    expect((await myTasks(player.token, 'daily')).find((t) => t.id === task.id)?.status).toBe('available');
    expect((await complete(player.token, task.id)).status).toBe(200);
    const unlocked = await api.sql`select achievement_id from user_achievements where user_id = ${player.user.id}`;
    expect(unlocked.map((u) => u.achievement_id)).toContain('task-starter');
    await api.sql`update achievements set is_active = false where id = 'task-starter'`;
    api.clock.set(new Date());
  });

  test('telegram_channel asks getChatMember: members pass; left, kicked, errors and timeouts never do', async () => {
    const task = await createTask({
      title: 'Join our channel',
      type: 'marketing',
      reward: '0.25',
      action: 'join',
      verification: 'telegram_channel',
      link: 'https://t.me/cryptomaster_news',
    });
    const cases: [string, () => ReturnType<FakeTelegram['ok']>, number][] = [
      ['left', () => telegram.ok({ status: 'left', user: { id: 1 } }), 403],
      ['kicked', () => telegram.ok({ status: 'kicked', user: { id: 1 } }), 403],
      ['restricted, not a member', () => telegram.ok({ status: 'restricted', is_member: false }), 403],
      ['bot not admin', () => telegram.error(400, 'Bad Request: member list is inaccessible'), 403],
      ['forbidden', () => telegram.error(403, 'Forbidden: bot is not a member of the channel chat'), 403],
      ['timeout', () => ({ ...telegram.ok({ status: 'member' }), delayMs: 5_500 }), 403],
      ['restricted member', () => telegram.ok({ status: 'restricted', is_member: true }), 200],
      ['member', () => telegram.ok({ status: 'member' }), 200],
      ['administrator', () => telegram.ok({ status: 'administrator' }), 200],
      ['creator', () => telegram.ok({ status: 'creator' }), 200],
    ];
    for (const [name, reply, status] of cases) {
      const player = await api.register();
      const telegramId = 700_000 + Math.floor(Math.random() * 100_000);
      await api.sql`update users set telegram_id = ${telegramId} where id = ${player.user.id}`;
      telegram.on('getChatMember', reply);
      const res = await complete(player.token, task.id);
      expect({ name, status: res.status }).toEqual({ name, status });
      if (status === 403)
        expect(res.json.error).toEqual({ code: 'VERIFICATION_FAILED', message: 'Verification failed' });
      const call = telegram.calls.at(-1)!;
      expect(call).toMatchObject({
        method: 'getChatMember',
        body: { chat_id: '@cryptomaster_news', user_id: telegramId },
      });
    }
    const webOnly = await api.register(); // no Telegram account: nothing to ask, never a pass
    const calls = telegram.calls.length;
    expect((await complete(webOnly.token, task.id)).status).toBe(403);
    expect(telegram.calls.length).toBe(calls);
    // Eleven sign-ups (argon2) and a 5.5 s Bot API timeout: on two loaded cores this takes a while.
  }, 60_000);

  test('repeats cost no outside call: a completed task asks Telegram nothing, parallel new completes pay once on one shared verdict', async () => {
    const task = await createTask({
      title: 'Join our other channel',
      type: 'marketing',
      reward: '0.25',
      action: 'join',
      verification: 'telegram_channel',
      requirements: { chat: '@cryptomaster_repeats' },
    });
    const player = await api.register();
    await api.sql`update users set telegram_id = ${800_000 + Math.floor(Math.random() * 100_000)} where id = ${player.user.id}`;
    telegram.on('getChatMember', () => ({ ...telegram.ok({ status: 'member' }), delayMs: 100 }));
    const asked = () => telegram.calls.filter((c) => c.body.chat_id === '@cryptomaster_repeats').length;

    const first = await Promise.all(Array.from({ length: 20 }, () => complete(player.token, task.id)));
    expect(first.filter((r) => r.status === 200)).toHaveLength(1);
    expect(first.filter((r) => r.status !== 200).map((r) => r.json.error.message)).toEqual(
      Array(19).fill('Task already completed'),
    );
    expect(asked()).toBeLessThanOrEqual(2);
    const [paid] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from journals where type = 'task_reward' and user_id = ${player.user.id}`;
    expect(paid!.n).toBe(1);

    const before = asked();
    const repeats = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        complete(player.token, task.id, i % 2 === 0 ? { 'idempotency-key': `repeat-${i}` } : {}),
      ),
    );
    expect(repeats.every((r) => r.status === 409)).toBe(true);
    expect(asked()).toBe(before);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('referrals: the target counts completed referrals (paid after the referred player finished a quiz)', async () => {
    const task = await createTask({
      title: 'Invite 2 friends',
      type: 'referral',
      reward: '2',
      action: 'invite',
      verification: 'referrals',
      requirements: { target: 2 },
    });
    const referrer = await api.register();
    const friend = async (n: number) =>
      (
        await api.call('POST', '/api/auth/register', {
          body: {
            email: `friend${n}-${task.id}@example.com`,
            password: 'correct horse 1',
            name: 'F',
            referralCode: referrer.user.referralCode,
          },
        })
      ).json.data.user;
    const [a, b] = [await friend(1), await friend(2)];
    await recordCompletedQuiz(api, a.id);
    await processPendingReferrals(api.sql);
    expect((await myTasks(referrer.token, 'referral')).find((t) => t.id === task.id)).toMatchObject({
      progress: 1,
      target: 2,
      status: 'available',
    });
    expect((await complete(referrer.token, task.id)).json.error.message).toBe('Verification failed');
    await recordCompletedQuiz(api, b.id);
    await processPendingReferrals(api.sql);
    const res = await complete(referrer.token, task.id);
    expect(res.status).toBe(200);
    expect(res.json.data.task).toMatchObject({ progress: 2, target: 2, status: 'completed' });
  });

  test('dates: a task before its start is not found, after its end it has expired; inactive tasks are hidden', async () => {
    const later = await createTask({
      title: 'Later',
      type: 'partner',
      verification: 'daily_login',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const ended = await createTask({ title: 'Ended', type: 'partner', verification: 'daily_login' });
    await api.sql`update tasks set start_date = now() - interval '2 days', end_date = now() - interval '1 day' where id = ${ended.id}`;
    const off = await createTask({ title: 'Off', type: 'partner', verification: 'daily_login', isActive: false });
    const player = await api.register();
    const ids = (await myTasks(player.token, 'partner')).map((t) => t.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(off.id);
    expect((await complete(player.token, later.id)).json.error).toEqual({
      code: 'NOT_FOUND',
      message: 'Task not found',
    });
    expect((await complete(player.token, off.id)).status).toBe(404);
    expect((await complete(player.token, ended.id)).json.error).toEqual({
      code: 'CONFLICT',
      message: 'This task has expired',
    });
    const status = (await api.call('GET', '/api/admin/tasks?status=expired', { token: adminToken })).json.data;
    expect(status.map((t: { id: string }) => t.id)).toContain(ended.id);
  });

  test('a blocked player is refused; the feature switch closes the endpoints', async () => {
    const task = await createTask({ title: 'Check in', type: 'daily', reward: '0.1', verification: 'daily_login' });
    const player = await api.register();
    await api.sql`update users set status = 'blocked' where id = ${player.user.id}`;
    expect((await complete(player.token, task.id)).json.error.code).toBe('USER_BLOCKED');
    expect((await postProof(player.token, task.id, proofFields, screenshot)).json.error.code).toBe('USER_BLOCKED');
    await api.sql`update app_settings set document = jsonb_set(document, '{features}', '{"tasks": false}')`;
    await Bun.sleep(1_100);
    const other = await api.register();
    expect((await api.call('GET', '/api/tasks', { token: other.token })).status).toBe(403);
    await api.sql`update app_settings set document = document - 'features'`;
    await Bun.sleep(1_100);
  });
});

describe('max completions and idempotency', () => {
  test('30 players racing for a task with 3 completions left: exactly 3 succeed', async () => {
    const task = await createTask({
      title: 'First five',
      type: 'marketing',
      reward: '0.5',
      verification: 'daily_login',
      maxCompletions: 5,
    });
    const early = [await api.register(), await api.register()];
    for (const p of early) expect((await complete(p.token, task.id)).status).toBe(200);
    const players = await Promise.all(Array.from({ length: 30 }, () => api.register()));
    const results = await Promise.all(players.map((p) => complete(p.token, task.id)));
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.length).toBe(27);
    for (const r of refused)
      expect(r.json.error).toEqual({ code: 'CONFLICT', message: 'This task has reached its maximum completions' });
    const [row] = await api.sql`select completions from tasks where id = ${task.id}`;
    expect(row!.completions).toBe(5);
    const [paid] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where type = 'task_reward' and details->>'taskId' = ${task.id}`;
    expect(paid!.n).toBe(5);
    // A full task disappears for those who did not complete it, and stays "completed" for those who did.
    expect((await myTasks(players[0]!.token)).some((t) => t.id === task.id)).toBe(results[0]!.status === 200);
    expect((await myTasks(early[0]!.token)).find((t) => t.id === task.id)?.status).toBe('completed');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 60_000);

  test('the same Idempotency-Key returns the first response and pays once; concurrent completions pay once', async () => {
    const task = await createTask({ title: 'Once', type: 'partner', reward: '0.3', verification: 'daily_login' });
    const player = await api.register();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => complete(player.token, task.id, { 'idempotency-key': 'k-1' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true').length).toBe(4);
    const racing = await Promise.all(Array.from({ length: 10 }, () => complete(player.token, task.id)));
    expect(racing.every((r) => r.status === 409)).toBe(true);
    // A replay gets its first answer even after the task was switched off.
    await api.call('PUT', `/api/admin/tasks/${task.id}`, { token: adminToken, body: { isActive: false } });
    const replay = await complete(player.token, task.id, { 'idempotency-key': 'k-1' });
    expect(replay.status).toBe(200);
    expect(replay.json.data.reward).toBe('0.3');
    const reused = await api.call('POST', `/api/tasks/${crypto.randomUUID()}/complete`, {
      token: player.token,
      headers: { 'idempotency-key': 'k-1' },
    });
    expect(reused.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [paid] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where user_id = ${player.user.id} and type = 'task_reward'`;
    expect(paid!.n).toBe(1);
  });
});

describe('screenshot proofs and their review', () => {
  test('upload rules: required fields, an image by its bytes, 10 MB; oversized bodies are refused early', async () => {
    const task = await createTask({ title: 'Share a post', type: 'marketing', reward: '0.75', verification: 'proof' });
    const player = await api.register();
    const missing = await postProof(player.token, task.id, { username: '@p' }, screenshot);
    expect(missing).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION_ERROR', message: 'Please fill in all required fields' } },
    });
    const noFile = await postProof(player.token, task.id, proofFields);
    expect(noFile.json.error.message).toBe('Please fill in all required fields');
    const text = new TextEncoder().encode('not an image at all');
    const fake = await postProof(player.token, task.id, proofFields, {
      bytes: text,
      name: 'shot.png',
      type: 'image/png',
    });
    expect(fake.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Please select an image file' });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await postProof(player.token, task.id, proofFields, {
      bytes: svg,
      name: 'a.svg',
      type: 'image/svg+xml',
    });
    expect(svgRes.json.error.message).toBe('Please select an image file');
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(png);
    const tooBig = await postProof(player.token, task.id, proofFields, {
      bytes: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(tooBig.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'File size must be less than 10MB' });
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set(png);
    const hugeRes = await postProof(player.token, task.id, proofFields, {
      bytes: huge,
      name: 'h.png',
      type: 'image/png',
    });
    expect(hugeRes.status).toBe(413);
    expect(hugeRes.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    const badUrl = await postProof(player.token, task.id, { ...proofFields, taskUrl: 'javascript:x' }, screenshot);
    expect(badUrl.json.error.message).toBe('Task URL must be a valid http(s) link');
    const notProof = await createTask({ title: 'Auto', type: 'daily', verification: 'daily_login' });
    expect((await postProof(player.token, notProof.id, proofFields, screenshot)).status).toBe(409);
    expect((await complete(player.token, task.id)).json.error.message).toBe('Submit a screenshot proof for this task');
    const [count] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from task_proofs where user_id = ${player.user.id}`;
    expect(count!.n).toBe(0);
  });

  test('submit, one pending at a time, reject with a reason, resubmit, approve pays once; screenshots for admins only', async () => {
    const player = await api.register(); // broadcasts reach the players who joined before them
    const task = await createTask({ title: 'Retweet us', type: 'marketing', reward: '0.75', verification: 'proof' });
    const first = await postProof(player.token, task.id, proofFields, screenshot, { 'idempotency-key': 'p-1' });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ status: 'pending', taskId: task.id });
    const replay = await postProof(player.token, task.id, proofFields, screenshot, { 'idempotency-key': 'p-1' });
    expect(replay.json.data.id).toBe(first.json.data.id);
    const second = await postProof(player.token, task.id, proofFields, screenshot);
    expect(second).toMatchObject({
      status: 409,
      json: { error: { code: 'CONFLICT', message: 'Proof already submitted and pending review' } },
    });
    expect((await myTasks(player.token, 'marketing')).find((t) => t.id === task.id)?.status).toBe('pending');
    // The back office's "pending" filter lists the tasks with proofs waiting for review, and only them.
    const pendingTasks = async () =>
      (await api.call('GET', '/api/admin/tasks?status=pending&limit=100', { token: adminToken })).json.data.map(
        (t: { id: string }) => t.id,
      );
    const waiting = await pendingTasks();
    expect(waiting).toContain(task.id);
    const [row] = await api.sql<{ n: number }[]>`
      select count(distinct task_id)::int as n from task_proofs where status = 'pending'`;
    expect(waiting).toHaveLength(row!.n);

    const proofId = first.json.data.id;
    const shot = await api.handle(
      new Request(`http://localhost/api/admin/task-proofs/${proofId}/screenshot`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    );
    expect(shot.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await shot.arrayBuffer())).toEqual(png);
    const peek = await api.call('GET', `/api/admin/task-proofs/${proofId}/screenshot`, { token: player.token });
    expect(peek.status).toBe(403);

    const noReason = await api.call('PUT', `/api/admin/task-proofs/${proofId}/reject`, {
      token: adminToken,
      body: { reason: '  ' },
    });
    expect(noReason.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Please provide a reason for rejection' });
    const rejected = await api.call('PUT', `/api/admin/task-proofs/${proofId}/reject`, {
      token: adminToken,
      body: { reason: 'The screenshot does not show the retweet' },
    });
    expect(rejected.json.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The screenshot does not show the retweet',
      rejectedBy: 'Admin',
    });
    expect((await myTasks(player.token, 'marketing')).find((t) => t.id === task.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The screenshot does not show the retweet',
    });
    const again = await api.call('PUT', `/api/admin/task-proofs/${proofId}/approve`, { token: adminToken });
    expect(again.json.error).toEqual({ code: 'CONFLICT', message: 'Proof is not pending' });

    const resubmitted = await postProof(player.token, task.id, proofFields, screenshot);
    expect(resubmitted.status).toBe(201);
    const bonusBefore = await bonusOf(player.user.id);
    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('PUT', `/api/admin/task-proofs/${resubmitted.json.data.id}/approve`, { token: adminToken }),
      ),
    );
    expect(approvals.filter((r) => r.status === 200).length).toBe(1);
    for (const r of approvals.filter((r) => r.status !== 200))
      expect(r.json.error).toEqual({ code: 'CONFLICT', message: 'Proof is not pending' });
    expect(await bonusOf(player.user.id)).toBe(bonusBefore + 750_000);
    expect((await myTasks(player.token, 'marketing')).find((t) => t.id === task.id)?.status).toBe('completed');
    // The player's bell: the rejection, the approval, and the broadcast of the task's activation.
    const bell = (await api.call('GET', '/api/notifications?limit=100', { token: player.token })).json.data as {
      type: string;
      title: string;
      message: string;
    }[];
    expect(bell.filter((n) => n.type.startsWith('task_proof')).map((n) => n.title)).toEqual([
      'Task proof approved',
      'Task proof rejected',
    ]);
    expect(bell.find((n) => n.type === 'task_proof_rejected')?.message).toContain(
      'The screenshot does not show the retweet',
    );
    expect(bell).toContainEqual(
      expect.objectContaining({
        type: 'task_activated',
        title: 'New Task Available!',
        message: 'Task "Retweet us" is now active. Complete it to earn 0.75 USDT!',
      }),
    );
    expect((await postProof(player.token, task.id, proofFields, screenshot)).json.error.message).toBe(
      'Task already completed',
    );
    const audit =
      await api.sql`select action from audit_log where target_type = 'task_proof' and target_id in (${proofId}, ${resubmitted.json.data.id}) order by id`;
    expect(audit.map((a) => a.action)).toEqual(['task_proof.reject', 'task_proof.approve']);
  });

  test('an approve racing a reject: exactly one wins', async () => {
    const task = await createTask({ title: 'Race', type: 'partner', reward: '1', verification: 'proof' });
    for (let round = 0; round < 5; round++) {
      const player = await api.register();
      const proof = await postProof(player.token, task.id, proofFields, screenshot);
      const [approve, reject] = await Promise.all([
        api.call('PUT', `/api/admin/task-proofs/${proof.json.data.id}/approve`, { token: adminToken }),
        api.call('PUT', `/api/admin/task-proofs/${proof.json.data.id}/reject`, {
          token: adminToken,
          body: { reason: 'No' },
        }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const [row] = await api.sql`select status from task_proofs where id = ${proof.json.data.id}`;
      const [paid] = await api.sql<
        { n: number }[]
      >`select count(*)::int as n from transactions where user_id = ${player.user.id} and type = 'task_reward'`;
      expect(paid!.n).toBe(row!.status === 'approved' ? 1 : 0);
      expect(row!.status).toBe(approve.status === 200 ? 'approved' : 'rejected');
    }
  });

  test('a proof of a player blocked after submitting is not approved (nothing paid) until the block is lifted', async () => {
    const task = await createTask({ title: 'Blocked proof', type: 'partner', reward: '1', verification: 'proof' });
    const player = await api.register();
    const proof = await postProof(player.token, task.id, proofFields, screenshot);
    await api.sql`update users set status = 'blocked', blocked_until = null where id = ${player.user.id}`;
    const refused = await api.call('PUT', `/api/admin/task-proofs/${proof.json.data.id}/approve`, {
      token: adminToken,
    });
    expect(refused.json.error.code).toBe('USER_BLOCKED');
    const [pending] = await api.sql`select status from task_proofs where id = ${proof.json.data.id}`;
    expect(pending!.status).toBe('pending');
    await api.sql`update users set status = 'active' where id = ${player.user.id}`;
    const approved = await api.call('PUT', `/api/admin/task-proofs/${proof.json.data.id}/approve`, {
      token: adminToken,
    });
    expect(approved.status).toBe(200);
  });

  test('the review queue: filters, search, cursor pages, age and the overdue badge after 24 hours; dashboard count', async () => {
    const task = await createTask({ title: 'Zebra campaign', type: 'partner', reward: '0.5', verification: 'proof' });
    const players = await Promise.all(Array.from({ length: 3 }, (_, i) => api.register(`Zelda Proofer ${i}`)));
    for (const p of players) expect((await postProof(p.token, task.id, proofFields, screenshot)).status).toBe(201);
    const list = (q: string) => api.call('GET', `/api/admin/task-proofs?${q}`, { token: adminToken });
    const page1 = await list('search=zebra&limit=2');
    expect(page1.json.data.length).toBe(2);
    expect(page1.json.data[0]).toMatchObject({
      taskTitle: 'Zebra campaign',
      taskReward: '0.5',
      status: 'pending',
      ageHours: 0,
      overdue: false,
      username: '@player',
    });
    const page2 = await list(`search=zebra&limit=2&cursor=${encodeURIComponent(page1.json.nextCursor)}`);
    expect(page2.json.data.length).toBe(1);
    expect(page2.json.nextCursor).toBeNull();
    expect((await list('search=zebra&type=daily')).json.data).toEqual([]);
    expect((await list('search=zebra&status=approved')).json.data).toEqual([]);
    // by the player's name (the players' trigram index), within a filter
    const byName = await list('search=Zelda%20Proofer&status=pending');
    expect(byName.json.data.map((p: { userName: string }) => p.userName).sort()).toEqual([
      'Zelda Proofer 0',
      'Zelda Proofer 1',
      'Zelda Proofer 2',
    ]);
    // Previous goes back to the first page
    const back = await list(`search=zebra&limit=2&cursor=${encodeURIComponent(page2.json.prevCursor)}`);
    expect(back.json.data.map((p: { id: string }) => p.id)).toEqual(page1.json.data.map((p: { id: string }) => p.id));
    expect((await list('status=everything')).status).toBe(400);
    expect((await list('limit=1000')).status).toBe(400);
    api.clock.advance(25 * 3_600_000);
    const later = await list('search=zebra&status=pending');
    expect(later.json.data[0]).toMatchObject({ ageHours: 25, overdue: true });
    expect(later.json.counts.overdue).toBeGreaterThanOrEqual(3);
    api.clock.set(new Date());
    const dashboard = await api.call('GET', '/api/admin/dashboard', { token: adminToken });
    expect(dashboard.json.data.pending.verifications).toBe(later.json.counts.pending);
    expect(later.json.counts.pending).toBeGreaterThanOrEqual(3);
  });
});

test('the review queue reads through indexes: no request scans task_proofs or users', async () => {
  const requests = [
    { status: null, type: null, search: null },
    { status: 'pending' as const, type: null, search: null },
    { status: null, type: 'partner' as const, search: null },
    { status: 'approved' as const, type: 'marketing' as const, search: null },
    { status: null, type: null, search: 'Zelda' },
    { status: 'pending' as const, type: null, search: 'zebra' },
  ];
  for (const request of requests) {
    const { plans } = await withQueryPlans(
      api.db.url,
      (sql) => listProofs(sql, { ...request, limit: 20, cursor: null, now: new Date(), reviewHours: 24 }),
      { enable_seqscan: 'off' },
    );
    expect({ request, scanned: scannedTables(plans).filter((t) => t === 'task_proofs' || t === 'users') }).toEqual({
      request,
      scanned: [],
    });
  }
});

test('admin task list: cursor pages, filters, CSV export, counters from real data', async () => {
  const tasks = (q: string) => api.call('GET', `/api/admin/tasks?${q}`, { token: adminToken });
  const first = await tasks('limit=3');
  expect(first.json.data.length).toBe(3);
  const second = await tasks(`limit=3&cursor=${encodeURIComponent(first.json.nextCursor)}`);
  expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
  expect(first.json.counts.total).toBe(first.json.total);
  expect((await tasks('type=referral')).json.data.every((t: { type: string }) => t.type === 'referral')).toBe(true);
  expect((await tasks('status=completed')).json.data.map((t: { title: string }) => t.title)).toContain('First five');
  const csv = await api.handle(
    new Request('http://localhost/api/admin/tasks/export?type=marketing', {
      headers: { authorization: `Bearer ${adminToken}` },
    }),
  );
  expect(csv.headers.get('content-disposition')).toContain('tasks_export.csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toStartWith('ID,Title,Type,Verification,Reward,Status,Completions');
  expect(lines.some((l) => l.includes('First five') && l.includes(',5,5,5,'))).toBe(true);
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
