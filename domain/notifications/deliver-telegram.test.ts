import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { type FakeTelegram, startFakeTelegram } from '../../testing/fake-telegram.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { notifications__deliver_telegram } from '../../worker/tasks/notifications__deliver_telegram.ts';
import { deliverTelegram } from './deliver-telegram.ts';
import { notify } from './notify.ts';

let api: TestApi;
let telegram: FakeTelegram;
let config: Parameters<typeof deliverTelegram>[1];
beforeAll(async () => {
  api = await createTestApi();
  telegram = startFakeTelegram();
  config = { bot: { baseUrl: telegram.url, token: testBotToken }, appUrl: 'https://quiz.example.com' };
}, 60_000); // the first test file after a schema change builds the template database
afterAll(async () => {
  telegram.stop();
  await api.close();
});

let nextTelegramId = 880_000;
async function telegramPlayer(canMessage = true) {
  const { user } = await api.register('Tg');
  const telegramId = nextTelegramId++;
  await api.sql`update users set telegram_id = ${telegramId}, telegram_can_message = ${canMessage} where id = ${user.id}`;
  return { userId: user.id as string, telegramId };
}
const reward = async (userId: string) => {
  const { id } = await api.sql.begin((tx) =>
    notify(tx, {
      userId,
      type: 'referral_reward',
      title: 'Referral reward',
      message: 'You earned 10 USDT!',
      wording: { key: 'level_up', values: { level: 2 } },
    }),
  );
  return { id: id! };
};

test('bot messages are sent without link previews, whatever the text links to', async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const player = await telegramPlayer();
  const { id } = await api.sql.begin((tx) =>
    notify(tx, {
      userId: player.userId,
      type: 'referral_reward',
      title: 'Joined',
      message: 'Go to https://evil.example',
      wording: { key: 'level_up', values: { level: 2 } },
    }),
  );
  expect(await deliverTelegram(api.sql, config, id!)).toBe('sent');
  const sent = telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === player.telegramId);
  expect(sent.map((c) => c.body.link_preview_options)).toEqual([{ is_disabled: true }]);
});

test('a notification is sent once, to the player chat, with a button that opens the Mini App', async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id)).toBe('sent');
  expect(await deliverTelegram(api.sql, config, id)).toBe('skipped');
  const sent = telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === player.telegramId);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.token).toBe(testBotToken);
  expect(sent[0]!.body).toMatchObject({
    text: 'Referral reward\n\nYou earned 10 USDT!',
    reply_markup: { inline_keyboard: [[{ text: 'Open', web_app: { url: 'https://quiz.example.com/earn' } }]] },
  });
});

test("notifications__deliver_telegram: 429 is honoured with Telegram's retry_after: the job is queued again for then, nothing recorded as sent", async () => {
  telegram.on('sendMessage', () => telegram.error(429, 'Too Many Requests: retry after 7', 7));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id)).toEqual({ retryAfter: 7 });

  // The worker's task (configured from the environment, as in production) queues it again.
  // The test process runs every test file: the variables are put back as they were afterwards.
  const saved = { url: process.env.TELEGRAM_API_URL, token: process.env.TELEGRAM_BOT_TOKEN };
  process.env.TELEGRAM_API_URL = telegram.url;
  process.env.TELEGRAM_BOT_TOKEN = testBotToken;
  useWorkerDatabase(api.db.url);
  const requeued: { payload: unknown; runAt?: Date; jobKey?: string }[] = [];
  const helpers = {
    addJob: async (_task: string, payload: unknown, spec: { runAt?: Date; jobKey?: string } = {}) => {
      requeued.push({ payload, ...spec });
    },
    logger: { info: () => {} },
  };
  const before = Date.now();
  try {
    await notifications__deliver_telegram({ notificationId: id }, helpers as never);
  } finally {
    for (const [key, value] of [
      ['TELEGRAM_API_URL', saved.url],
      ['TELEGRAM_BOT_TOKEN', saved.token],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  expect(requeued).toHaveLength(1);
  expect(requeued[0]).toMatchObject({ payload: { notificationId: id }, jobKey: `notification:${id}` });
  expect(requeued[0]!.runAt!.getTime()).toBeGreaterThanOrEqual(before + 7_000);
  const [row] = await api.sql`select telegram_sent_at from notifications where id = ${id}`;
  expect(row!.telegram_sent_at).toBeNull();
});

test('notifications__deliver_telegram: a player who blocked the bot is recorded and gets no further deliveries', async () => {
  telegram.on('sendMessage', () => telegram.error(403, 'Forbidden: bot was blocked by the user'));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id)).toBe('blocked');
  const [user] = await api.sql`select telegram_blocked_at, telegram_can_message from users where id = ${player.userId}`;
  expect(user!.telegram_blocked_at).not.toBeNull();
  expect(user!.telegram_can_message).toBe(false);
  const calls = telegram.calls.length;
  const next = await reward(player.userId);
  expect(
    (await queuedJobs(api.sql, 'notifications__deliver_telegram')).some((j) => j.payload.notificationId === next.id),
  ).toBe(false);
  expect(await deliverTelegram(api.sql, config, next.id)).toBe('skipped');
  expect(telegram.calls.length).toBe(calls);
});

test('other failures throw so the worker retries with backoff; players without bot access are never queued', async () => {
  telegram.on('sendMessage', () => telegram.error(500, 'Internal Server Error'));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  await expect(deliverTelegram(api.sql, config, id)).rejects.toThrow('Telegram sendMessage failed: 500');
  const silent = await telegramPlayer(false);
  const quiet = await reward(silent.userId);
  expect(
    (await queuedJobs(api.sql, 'notifications__deliver_telegram')).some((j) => j.payload.notificationId === quiet.id),
  ).toBe(false);
});
