import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { type FakeTelegram, startFakeTelegram } from '../../testing/fake-telegram.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { forgetCachedSettings } from '../settings/read-settings.ts';
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
async function telegramPlayer(canMessage = true, language: string | null = null) {
  const { user } = await api.register('Tg');
  const telegramId = nextTelegramId++;
  await api.sql`update users set telegram_id = ${telegramId}, telegram_can_message = ${canMessage},
    language = ${language} where id = ${user.id}`;
  return { userId: user.id as string, telegramId };
}
const reward = async (userId: string) => {
  const { id } = await api.sql.begin((tx) =>
    notify(tx, {
      userId,
      type: 'referral_reward',
      title: 'Referral reward',
      message: 'Ana joined with your link. You earned 1,234.50 USDT!',
      wording: { key: 'referral_reward_referrer', values: { name: 'Ana', amount: { amount: '1234.5' } } },
    }),
  );
  return { id: id! };
};
const sentTo = (player: { telegramId: number }) =>
  telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === player.telegramId);

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
  expect(await deliverTelegram(api.sql, config, id!, player.userId)).toBe('sent');
  const sent = telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === player.telegramId);
  expect(sent.map((c) => c.body.link_preview_options)).toEqual([{ is_disabled: true }]);
});

test('a notification is sent once, to the player chat, with a button that opens the Mini App', async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id, player.userId)).toBe('sent');
  expect(await deliverTelegram(api.sql, config, id, player.userId)).toBe('skipped');
  const sent = telegram.calls.filter((c) => c.method === 'sendMessage' && c.body.chat_id === player.telegramId);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.token).toBe(testBotToken);
  expect(sent[0]!.body).toMatchObject({
    text: 'Referral reward\n\nAna joined with your link. You earned 1,234.50 USDT!',
    reply_markup: { inline_keyboard: [[{ text: 'Open', web_app: { url: 'https://quiz.example.com/earn' } }]] },
  });
});

test("a notification reaches the chat in the player's language, worded and formatted as the app shows it", async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  const german = await telegramPlayer(true, 'de');
  expect(await deliverTelegram(api.sql, config, (await reward(german.userId)).id, german.userId)).toBe('sent');
  expect(sentTo(german)[0]!.body).toMatchObject({
    text: 'Empfehlungsprämie\n\nAna ist über deinen Link beigetreten. Du hast 1.234,50 USDT verdient!',
    reply_markup: { inline_keyboard: [[{ text: 'Öffnen', web_app: { url: 'https://quiz.example.com/earn' } }]] },
  });
  // A plural in the title, an operator's name in its wording for the language.
  const winner = await telegramPlayer(true, 'fr');
  const { id } = await api.sql.begin((tx) =>
    notify(tx, {
      userId: winner.userId,
      type: 'tournament_completed',
      title: 'Tournament won!',
      message: 'Cup: place 1 of 12, prize +5.00 USDT.',
      wording: {
        key: 'tournament_placed_prize',
        values: {
          tournament: { text: 'Cup', translations: { fr: 'Coupe' } },
          rank: 1,
          players: 12,
          prize: { amount: '5' },
        },
      },
    }),
  );
  expect(await deliverTelegram(api.sql, config, id!, winner.userId)).toBe('sent');
  const [french] = sentTo(winner);
  expect(french!.body.text).toStartWith('Tournoi gagné');
  expect(french!.body.text).toContain('Coupe');
  expect(french!.body.text).toContain('+5,00 USDT');
});

test("a player who chose no language gets the settings' default language", async () => {
  telegram.on('sendMessage', () => telegram.ok({ message_id: 1 }));
  await api.sql`
    insert into app_settings (id, document) values ('appSettings', ${api.sql.json({ system: { general: { defaultLanguage: 'es' } } })})
    on conflict (id) do update set document = app_settings.document || excluded.document`;
  forgetCachedSettings();
  try {
    const player = await telegramPlayer();
    expect(await deliverTelegram(api.sql, config, (await reward(player.userId)).id, player.userId)).toBe('sent');
    expect(sentTo(player)[0]!.body.text).toStartWith('Recompensa');
  } finally {
    await api.sql`update app_settings set document = document - 'system'`;
    forgetCachedSettings();
  }
});

test("notifications__deliver_telegram: 429 is honoured with Telegram's retry_after: the job is queued again for then, nothing recorded as sent", async () => {
  telegram.on('sendMessage', () => telegram.error(429, 'Too Many Requests: retry after 7', 7));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id, player.userId)).toEqual({ retryAfter: 7 });

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
    job: { key: `notification:${id}` }, // the key notify() queued it under
  };
  const before = Date.now();
  try {
    // As notify() queues it, and as a job queued before migration 0133 (without its player) reads.
    await notifications__deliver_telegram({ notificationId: id, userId: player.userId }, helpers as never);
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
  expect(requeued).toHaveLength(2);
  for (const job of requeued) {
    expect(job).toMatchObject({ payload: { notificationId: id, userId: player.userId }, jobKey: `notification:${id}` });
    expect(job.runAt!.getTime()).toBeGreaterThanOrEqual(before + 7_000);
  }
  const [row] = await api.sql`select telegram_sent_at from notifications where id = ${id}`;
  expect(row!.telegram_sent_at).toBeNull();
});

test('notifications__deliver_telegram: a player who blocked the bot is recorded and gets no further deliveries', async () => {
  telegram.on('sendMessage', () => telegram.error(403, 'Forbidden: bot was blocked by the user'));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  expect(await deliverTelegram(api.sql, config, id, player.userId)).toBe('blocked');
  const [user] = await api.sql`select telegram_blocked_at, telegram_can_message from users where id = ${player.userId}`;
  expect(user!.telegram_blocked_at).not.toBeNull();
  expect(user!.telegram_can_message).toBe(false);
  const calls = telegram.calls.length;
  const next = await reward(player.userId);
  expect(
    (await queuedJobs(api.sql, 'notifications__deliver_telegram')).some((j) => j.payload.notificationId === next.id),
  ).toBe(false);
  expect(await deliverTelegram(api.sql, config, next.id, player.userId)).toBe('skipped');
  expect(telegram.calls.length).toBe(calls);
});

test('other failures throw so the worker retries with backoff; players without bot access are never queued', async () => {
  telegram.on('sendMessage', () => telegram.error(500, 'Internal Server Error'));
  const player = await telegramPlayer();
  const { id } = await reward(player.userId);
  await expect(deliverTelegram(api.sql, config, id, player.userId)).rejects.toThrow('Telegram sendMessage failed: 500');
  const silent = await telegramPlayer(false);
  const quiet = await reward(silent.userId);
  expect(
    (await queuedJobs(api.sql, 'notifications__deliver_telegram')).some((j) => j.payload.notificationId === quiet.id),
  ).toBe(false);
});
