// Broadcasts and level-ups reach the player's Telegram chat (issue 17, decision 0038): through the
// real endpoints and the real graphile-worker tasks, against the fake Bot API.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { type FakeTelegram, startFakeTelegram } from '../../testing/fake-telegram.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

let api: TestApi;
let telegram: FakeTelegram;
let adminToken: string;
const savedEnv = { url: process.env.TELEGRAM_API_URL, token: process.env.TELEGRAM_BOT_TOKEN };
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
  telegram = startFakeTelegram();
  // The worker's tasks read the Bot API's address and token from the environment, as in production.
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = testBotToken;
  useWorkerDatabase(api.db.url);
}, 60_000); // the first test file after a schema change builds the template database
afterAll(async () => {
  for (const [key, value] of [
    ['TELEGRAM_API_URL', savedEnv.url],
    ['TELEGRAM_BOT_TOKEN', savedEnv.token],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  telegram.stop();
  await api.close();
});

const deliveryTasks = {
  notifications__deliver_telegram: taskList.notifications__deliver_telegram!,
  notifications__broadcast_telegram: taskList.notifications__broadcast_telegram!,
};
/**
 * Runs the queued jobs of these tasks as if their time had come (spacing, retry_after and backoff
 * waits elapsed), and waits until the worker has recorded how each ended.
 */
async function runJobs(tasks: Partial<typeof deliveryTasks> = deliveryTasks) {
  await api.sql`update graphile_worker._private_jobs set run_at = now() where locked_at is null`;
  await runOnce({ connectionString: api.db.url, taskList: tasks as typeof deliveryTasks });
  for (let i = 0; i < 100; i++) {
    const [row] = await api.sql<{ locked: number }[]>`
      select count(*)::int as locked from graphile_worker._private_jobs where locked_at is not null`;
    if (row!.locked === 0) return;
    await Bun.sleep(20);
  }
}
const runDeliveries = () => runJobs();

let nextTelegramId = 770_000;
async function player(kind: 'allows' | 'silent' | 'blocked' | 'web') {
  const { user, token } = await api.register('Tg');
  const telegramId = kind === 'web' ? null : nextTelegramId++;
  await api.sql`update users set telegram_id = ${telegramId}, telegram_can_message = ${kind === 'allows' || kind === 'blocked'},
    telegram_blocked_at = ${kind === 'blocked' ? new Date() : null} where id = ${user.id}`;
  return { userId: user.id as string, token, telegramId };
}
const sentTo = (telegramId: number | null, text?: string) =>
  telegram.calls.filter(
    (c) =>
      c.method === 'sendMessage' &&
      c.body.chat_id === telegramId &&
      (text === undefined || String(c.body.text).startsWith(text)),
  );
const switchNotifications = async (on: boolean) => {
  const res = await api.call('PUT', '/api/admin/settings', {
    token: adminToken,
    body: { features: { notifications: on } },
  });
  expect(res.status).toBe(200);
  forgetCachedSettings();
};

test('notifications__broadcast_telegram: a broadcast reaches every player who allows bot messages, once, retried after 429 and after failures; nobody else, not a self-excluded player', async () => {
  const [a, b, c] = [await player('allows'), await player('allows'), await player('allows')];
  const [blocked, silent, web] = [await player('blocked'), await player('silent'), await player('web')];
  // A self-excluded player gets no marketing in their Telegram chat (decision 0059).
  const excluded = await player('allows');
  const excludes = await api.call('PUT', '/api/users/limits', {
    token: excluded.token,
    body: { selfExcludeDays: 183 },
  });
  expect(excludes.status).toBe(200);
  const replies = new Map<unknown, number>(); // sendMessage calls per chat
  telegram.on('sendMessage', (body) => {
    const n = (replies.get(body.chat_id) ?? 0) + 1;
    replies.set(body.chat_id, n);
    if (body.chat_id === b.telegramId && n === 1) return telegram.error(429, 'Too Many Requests: retry after 3', 3);
    if (body.chat_id === c.telegramId && n === 1) return telegram.error(500, 'Internal Server Error');
    return telegram.ok({ message_id: n });
  });

  // An admin switches a marketing task on: one broadcast row, announced to everyone (real HTTP).
  const created = await api.call('POST', '/api/admin/tasks', {
    token: adminToken,
    body: { title: 'Follow us', type: 'marketing', reward: '0.25', verification: 'proof' },
  });
  expect(created.status).toBe(201);
  const later = await player('allows'); // joined after the broadcast: not theirs
  const fanOut = await queuedJobs(api.sql, 'notifications__broadcast_telegram');
  expect(fanOut).toHaveLength(1);
  const notificationId = fanOut[0]!.payload.notificationId as number;

  // The fan-out queues one delivery job per player, 40 ms apart (Telegram allows about 30 messages a second).
  await runJobs({ notifications__broadcast_telegram: deliveryTasks.notifications__broadcast_telegram });
  const queued = await queuedJobs(api.sql, 'notifications__deliver_telegram');
  expect(queued.map((j) => j.payload.userId).sort()).toEqual([a.userId, b.userId, c.userId].sort());
  const times = queued.map((j) => j.runAt.getTime()).sort((x, y) => x - y);
  expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(80);
  expect(queued.map((j) => j.key)).toContain(`notification:${notificationId}:${a.userId}`);

  await runDeliveries(); // the first round of sends
  const perPlayer = await api.sql<{ user_id: string }[]>`
    select user_id from broadcast_telegram_deliveries where broadcast_id = ${notificationId}`;
  expect(perPlayer.map((r) => r.user_id)).toEqual([a.userId]); // b waits for retry_after, c for its backoff
  const waiting = await queuedJobs(api.sql, 'notifications__deliver_telegram');
  expect(waiting.map((j) => j.payload.userId).sort()).toEqual([b.userId, c.userId].sort());
  const [failed] = await api.sql<{ attempts: number; last_error: string }[]>`
    select attempts, last_error from graphile_worker._private_jobs where key = ${`notification:${notificationId}:${c.userId}`}`;
  expect(failed!.attempts).toBe(1);
  expect(failed!.last_error).toContain('Telegram sendMessage failed: 500');

  await runDeliveries(); // the retries
  for (const p of [a, b, c]) {
    const sent = sentTo(p.telegramId, 'New Task Available!');
    expect(sent.length).toBe(p === a ? 1 : 2); // b and c: the refused try, then the one that went out
    expect(sent.at(-1)!.body).toMatchObject({
      text: expect.stringContaining('Follow us'),
      reply_markup: { inline_keyboard: [[{ text: 'Open', web_app: { url: expect.stringMatching(/\/earn$/) } }]] },
    });
  }
  for (const p of [blocked, silent, web, later, excluded]) expect(sentTo(p.telegramId)).toEqual([]);
  const delivered = await api.sql<{ user_id: string }[]>`
    select user_id from broadcast_telegram_deliveries where broadcast_id = ${notificationId} order by user_id`;
  expect(delivered.map((r) => r.user_id)).toEqual([a.userId, b.userId, c.userId].sort());
  expect(await queuedJobs(api.sql, 'notifications__deliver_telegram')).toHaveLength(0);

  // The fan-out running again (a retried step) sends nobody a second message.
  const calls = telegram.calls.length;
  await api.sql`select graphile_worker.add_job('notifications__broadcast_telegram', json_build_object('notificationId', ${notificationId}::int8))`;
  await runDeliveries();
  await runDeliveries();
  expect(telegram.calls.length).toBe(calls);
  // The app still shows the broadcast to each of them once.
  expect((await api.call('GET', '/api/notifications', { token: a.token })).json.data[0]).toMatchObject({
    type: 'task_activated',
  });
}, 120_000);

test('a level-up is sent to a Telegram player who allows bot messages, queued in the transaction that raised the level; not to web players', async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const tg = await player('allows');
  const web = await player('web');
  const silent = await player('silent');
  // What quiz_finish (or a dispute's resettlement) runs in the transaction that raised the level.
  for (const p of [tg, web, silent]) await api.sql`select notifications_level_up(${p.userId}, 2)`;
  const [note] = await api.sql<{ id: number }[]>`
    select id from notifications where user_id = ${tg.userId} and type = 'level_up'`;
  const mine = await api.sql<{ id: number }[]>`
    select id from notifications where user_id in (${tg.userId}, ${web.userId}, ${silent.userId}) and type = 'level_up'`;
  expect(mine).toHaveLength(3); // every one of them sees it in the app
  const jobs = (await queuedJobs(api.sql, 'notifications__deliver_telegram')).filter((j) =>
    mine.some((n) => Number(n.id) === j.payload.notificationId),
  );
  expect(jobs).toHaveLength(1);
  expect(jobs[0]).toMatchObject({
    payload: { notificationId: Number(note!.id), userId: tg.userId },
    key: `notification:${note!.id}`,
  });
  await runDeliveries();
  const sent = sentTo(tg.telegramId, 'Level up!');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.text).toContain('You reached level');
  expect(sent[0]!.body).toMatchObject({
    reply_markup: { inline_keyboard: [[{ text: 'Open', web_app: { url: expect.stringMatching(/\/profile$/) } }]] },
  });
  expect(sentTo(silent.telegramId)).toEqual([]);
  const [row] = await api.sql`select telegram_sent_at from notifications where id = ${note!.id}`;
  expect(row!.telegram_sent_at).not.toBeNull();
}, 60_000);

test('with notifications switched off, a queued level-up and a broadcast send nothing', async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const tg = await player('allows');
  await api.sql`select notifications_level_up(${tg.userId}, 2)`; // queued while on
  await switchNotifications(false);
  try {
    const created = await api.call('POST', '/api/admin/tasks', {
      token: adminToken,
      body: { title: 'Quiet task', type: 'marketing', reward: '0.25', verification: 'proof' },
    });
    expect(created.status).toBe(201);
    expect(await queuedJobs(api.sql, 'notifications__broadcast_telegram')).toHaveLength(0); // not even queued
    await runDeliveries(); // the level-up's job runs, finds the switch off, sends nothing
    expect(sentTo(tg.telegramId)).toEqual([]);
    expect(await queuedJobs(api.sql, 'notifications__deliver_telegram')).toHaveLength(0);
  } finally {
    await switchNotifications(true);
  }
}, 60_000);
