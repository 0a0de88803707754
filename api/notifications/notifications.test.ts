import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { notify, notifyMany, type NotifyInput } from '../../domain/notifications/notify.ts';
import { pruneNotifications } from '../../domain/notifications/prune-notifications.ts';
import type { NoticeWording } from '../../domain/notifications/wordings.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());

const send = (input: NotifyInput) => api.sql.begin((tx) => notify(tx, input));
const TASK: NoticeWording = { key: 'task_activated', values: { task: 'Follow', amount: { amount: '1' } } };
const PLACED: NoticeWording = { key: 'tournament_placed', values: { tournament: 'Cup', rank: 1, players: 2 } };
const list = (token: string, query = '') => api.call('GET', `/api/notifications${query}`, { token });
const note = (userId: string, title: string) =>
  send({
    userId,
    type: 'deposit_approved',
    title,
    message: `${title} message`,
    wording: { key: 'deposit_approved', values: { amount: { amount: '10' } } },
    data: { transactionId: 'x' },
  });

describe('notifications', () => {
  test('the list, the unread count and the profile count come from the rows; broadcasts count once per player', async () => {
    const early = await send({
      broadcast: true,
      type: 'task_activated',
      title: 'Before you joined',
      message: 'old',
      wording: TASK,
    });
    await api.sql`update broadcasts set created_at = now() - interval '1 day' where id = ${early.id}`;
    const player = await api.register();
    const other = await api.register();
    await note(player.user.id, 'First');
    await note(other.user.id, 'Not yours');
    await send({
      broadcast: true,
      type: 'task_activated',
      title: 'New Task Available!',
      message: 'Task "Follow" is now active.',
      wording: TASK,
    });
    await note(player.user.id, 'Third');

    const res = await list(player.token);
    expect(res.status).toBe(200);
    expect(res.json.data.map((n: { title: string }) => n.title)).toEqual(['Third', 'New Task Available!', 'First']);
    expect(res.json.unread).toBe(3);
    expect(res.json.data[0]).toMatchObject({ type: 'deposit_approved', read: false, data: { transactionId: 'x' } });
    const profile = await api.call('GET', '/api/users/profile', { token: player.token });
    expect(profile.json.data.unreadNotifications).toBe(3);

    const page = await list(player.token, '?limit=2');
    expect(page.json.data).toHaveLength(2);
    const rest = await list(player.token, `?limit=2&cursor=${page.json.nextCursor}`);
    expect(rest.json.data.map((n: { title: string }) => n.title)).toEqual(['First']);
    expect(rest.json.nextCursor).toBeNull();

    const broadcast = res.json.data[1];
    expect((await api.call('PUT', `/api/notifications/${broadcast.id}/read`, { token: player.token })).status).toBe(
      200,
    );
    expect((await list(player.token)).json.unread).toBe(2);
    // The broadcast is still unread for everyone else.
    expect((await list(other.token)).json.unread).toBe(2);

    const read = await api.call('PUT', '/api/notifications/read-all', { token: player.token });
    expect(read.json.data).toEqual({ marked: 2 });
    const after = await list(player.token);
    expect(after.json.unread).toBe(0);
    expect(after.json.data.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  test("another player's notification cannot be read or marked", async () => {
    const owner = await api.register();
    const stranger = await api.register();
    const { id } = await note(owner.user.id, 'Private');
    const res = await api.call('PUT', `/api/notifications/${id}/read`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect((await list(owner.token)).json.unread).toBe(1);
    expect((await api.call('PUT', '/api/notifications/abc/read', { token: owner.token })).status).toBe(400);
    expect((await api.call('GET', '/api/notifications')).status).toBe(401);
  });

  test('the unread count is a counter kept by the statements that add, read and delete notifications', async () => {
    const player = await api.register();
    const other = await api.register();
    const counted = async (userId: string) => {
      const [row] = await api.sql<{ kept: number | null; real: number }[]>`
        select (select unread from notification_unread_counts where user_id = ${userId}) as kept,
          (select count(*)::int from notifications where user_id = ${userId} and read_at is null) as real`;
      expect(row!.kept ?? 0).toBe(row!.real);
      return row!.real;
    };
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await note(player.user.id, `N${i}`)).id);
    await note(other.user.id, 'Other');
    expect(await counted(player.user.id)).toBe(5);
    await api.call('PUT', `/api/notifications/${ids[0]}/read`, { token: player.token });
    await api.call('PUT', `/api/notifications/${ids[0]}/read`, { token: player.token }); // twice: counted once
    expect(await counted(player.user.id)).toBe(4);
    // The prune deletes an old read one and an old unread one: only the unread one leaves the count.
    await api.sql`update notifications set created_at = now() - interval '400 days' where id in (${ids[0]!}, ${ids[1]!})`;
    expect(await pruneNotifications(api.sql)).toBe(2);
    expect(await counted(player.user.id)).toBe(3);
    // Many players at once (a tournament's settlement), and the level-up written in SQL.
    await api.sql.begin((tx) =>
      notifyMany(tx, [
        { userId: player.user.id, type: 'tournament_completed', title: 'Won', message: 'You won', wording: PLACED },
        {
          userId: other.user.id,
          type: 'tournament_completed',
          title: 'Played',
          message: 'You played',
          wording: PLACED,
        },
      ]),
    );
    // Their wording and data are stored as JSON objects (the app words them), not as JSON strings.
    const many = await api.sql`select wording, data from notifications
      where type = 'tournament_completed' and user_id in (${player.user.id}, ${other.user.id})`;
    expect(many.map((r) => ({ ...r }))).toEqual([
      { wording: PLACED, data: {} },
      { wording: PLACED, data: {} },
    ]);
    await api.sql`select notifications_level_up(${player.user.id}, 2)`;
    expect(await counted(player.user.id)).toBe(5);
    expect(await counted(other.user.id)).toBe(2);
    // Both joined together, so they see the same broadcasts; the other player has two rows of their own.
    const broadcasts = (await list(other.token, '?limit=1')).json.unread - 2;
    expect((await list(player.token, '?limit=1')).json.unread).toBe(5 + broadcasts);
    await api.call('PUT', '/api/notifications/read-all', { token: player.token });
    expect(await counted(player.user.id)).toBe(0);
    expect(await counted(other.user.id)).toBe(2);
  });

  test('the prune deletes an old broadcast with its reads', async () => {
    const player = await api.register();
    const { id } = await send({
      broadcast: true,
      type: 'task_activated',
      title: 'Old news',
      message: 'old',
      wording: TASK,
    });
    expect((await api.call('PUT', `/api/notifications/${id}/read`, { token: player.token })).status).toBe(200);
    expect(await api.sql`select 1 from broadcast_reads where broadcast_id = ${id!}`).toHaveLength(1);
    await api.sql`update broadcasts set created_at = now() - interval '400 days' where id = ${id!}`;
    expect(await pruneNotifications(api.sql)).toBeGreaterThanOrEqual(1);
    expect(await api.sql`select 1 from broadcasts where id = ${id!}`).toHaveLength(0);
    expect(await api.sql`select 1 from broadcast_reads where broadcast_id = ${id!}`).toHaveLength(0);
  });

  test('reviewing a deposit notifies its player with the outcome; an achievement unlocked does too', async () => {
    const admin = await api.registerAdmin();
    const player = await api.register();
    const deposit = (reference: string) =>
      api.call('POST', '/api/deposits', {
        token: player.token,
        body: { amount: '25', network: 'TRC20', reference: txHash(reference) },
      });
    const first = await deposit('tx-approve-1');
    const second = await deposit('tx-reject-1');
    expect([first.status, second.status]).toEqual([201, 201]);
    await api.call('PUT', `/api/admin/transactions/${first.json.data.id}/approve`, { token: admin });
    await api.call('PUT', `/api/admin/transactions/${second.json.data.id}/reject`, {
      token: admin,
      body: { reason: 'No such transfer' },
    });
    const titles = (await list(player.token)).json.data.map((n: { type: string; message: string }) => [
      n.type,
      n.message,
    ]);
    expect(titles).toContainEqual(['deposit_approved', 'Your deposit of 25.00 USDT was approved.']);
    expect(titles).toContainEqual([
      'deposit_rejected',
      'Your deposit of 25.00 USDT was rejected. Reason: No such transfer',
    ]);
    // The first approved deposit unlocks its achievement in the same review.
    const types = titles.map(([type]: [string]) => type);
    const [unlocked] =
      await api.sql`select count(*)::int as n from user_achievements where user_id = ${player.user.id}`;
    expect(unlocked!.n).toBeGreaterThan(0);
    expect(types.filter((t: string) => t === 'achievement_unlocked')).toHaveLength(unlocked!.n);
    // Each carries what the app words in the player's language (decision 0072): key and values.
    const wordings = (await list(player.token)).json.data.map((n: { wording: unknown }) => n.wording);
    expect(wordings).toContainEqual({ key: 'deposit_approved', values: { amount: { amount: '25' } } });
    expect(wordings).toContainEqual({
      key: 'deposit_rejected_reason',
      values: { amount: { amount: '25' }, reason: 'No such transfer' },
    });
    expect(wordings).toContainEqual({
      key: 'achievement_unlocked_reward',
      values: {
        achievement: { text: 'Investor', translations: expect.objectContaining({ de: 'Anleger', es: 'Inversor' }) },
        amount: { amount: '0.5' },
      },
    });
  });

  test('a quiz that raises the level writes a level-up notification in its own transaction, once', async () => {
    const player = await api.register();
    await playQuiz(api, player.token); // ten right answers: 100 XP, level 2
    api.clock.advance(60_000); // past the time between quizzes
    await playQuiz(api, player.token, { right: () => false }); // no XP, no level
    const res = await list(player.token);
    expect(
      res.json.data
        .filter((n: { type: string }) => n.type === 'level_up')
        .map((n: { message: string; data: unknown }) => [n.message, n.data]),
    ).toEqual([['You reached level 2. Keep playing to climb higher!', { level: 2 }]]);
    expect(res.json.data.find((n: { type: string }) => n.type === 'level_up').wording).toEqual({
      key: 'level_up',
      values: { level: 2 },
    });
    // The activities the quiz wrote in SQL carry their wordings too.
    const activities = (await api.call('GET', '/api/activities?limit=10', { token: player.token })).json.data;
    expect(activities.map((a: { wording: unknown }) => a.wording)).toEqual(
      expect.arrayContaining([
        { key: 'level_up', values: { level: 2 } },
        {
          key: 'quiz_completed',
          values: { correct: 10, total: 10, difficulty: 'easy', percent: { percent: 100 } },
        },
      ]),
    );
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test('after requestWriteAccess a Telegram player gets notifications in Telegram; a web player cannot', async () => {
    const tg = await api.register();
    await api.sql`update users set telegram_id = 4400001, telegram_blocked_at = now() where id = ${tg.user.id}`;
    const web = await api.register();
    const profile = async (token: string) => (await api.call('GET', '/api/users/profile', { token })).json.data;
    expect((await profile(tg.token)).telegramNotifications).toBe(false);
    expect((await api.call('PUT', '/api/notifications/telegram', { token: tg.token })).status).toBe(200);
    api.profiles.forget(tg.user.id);
    expect((await profile(tg.token)).telegramNotifications).toBe(true);
    await api.call('PUT', '/api/notifications/telegram', { token: web.token });
    expect((await profile(web.token)).telegramNotifications).toBe(false);
  });
});
