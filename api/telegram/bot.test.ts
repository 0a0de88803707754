// The bot (issue 29): Telegram's updates through the real webhook route and the real
// telegram__handle_update task, answered against the fake Bot API; the setup and long polling too.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { deliverTelegram } from '../../domain/notifications/deliver-telegram.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { pollUpdates } from '../../domain/telegram/poll-updates.ts';
import { setUpBot } from '../../domain/telegram/set-up-bot.ts';
import { webhookSecret } from '../../domain/telegram/webhook-secret.ts';
import { type FakeTelegram, startFakeTelegram } from '../../testing/fake-telegram.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { setWorkerEnv } from '../../testing/worker-env.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

const appUrl = 'https://quiz.example.com';
let api: TestApi;
let telegram: FakeTelegram;
let restoreEnv: () => void;
beforeAll(async () => {
  telegram = startFakeTelegram();
  api = await createTestApi({ TELEGRAM_API_URL: telegram.url, PUBLIC_URL: appUrl });
  restoreEnv = setWorkerEnv({ TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: testBotToken, PUBLIC_URL: appUrl });
  useWorkerDatabase(api.db.url);
}, 60_000); // the first test file after a schema change builds the template database
afterAll(async () => {
  restoreEnv();
  telegram.stop();
  await api.close();
});

const secret = webhookSecret({ token: testBotToken });
let nextUpdateId = 1;
let nextTelegramId = 5_100_000;
type TelegramUser = { id: number; first_name: string; language_code?: string };
const someone = (language_code = 'en'): TelegramUser => ({ id: nextTelegramId++, first_name: 'Ana', language_code });

function command(from: TelegramUser, text: string) {
  const name = text.split(' ')[0]!;
  return {
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: from.first_name },
      from: { ...from, is_bot: false },
      text,
      entities: [{ type: 'bot_command', offset: 0, length: name.length }],
    },
  };
}

function membership(from: TelegramUser, status: 'kicked' | 'member') {
  const bot = { id: 123456, is_bot: true, first_name: 'Crypto Master' };
  return {
    update_id: nextUpdateId++,
    my_chat_member: {
      chat: { id: from.id, type: 'private', first_name: from.first_name },
      from: { ...from, is_bot: false },
      date: Math.floor(Date.now() / 1000),
      old_chat_member: {
        user: bot,
        status: status === 'kicked' ? 'member' : 'kicked',
        ...(status === 'member' ? { until_date: 0 } : {}),
      },
      new_chat_member: { user: bot, status, ...(status === 'kicked' ? { until_date: 0 } : {}) },
    },
  };
}

const postUpdate = (update: object, token: string | null = secret) =>
  api.call('POST', '/api/telegram/webhook', {
    body: update,
    headers: token === null ? {} : { 'x-telegram-bot-api-secret-token': token },
  });

/** Posts the updates to the webhook and lets the worker answer them all. */
async function deliver(...updates: object[]) {
  for (const update of updates) expect((await postUpdate(update)).status).toBe(200);
  // One run may stop while a sender's queue is still held by the job it just finished: run again
  // until every update is handled.
  for (let run = 0; run < 20 && (await queuedJobs(api.sql, 'telegram__handle_update')).length > 0; run++)
    await runOnce({
      connectionString: api.db.url,
      taskList: { telegram__handle_update: taskList.telegram__handle_update! },
    });
}

const repliesTo = (chatId: number) => telegram.callsOf('sendMessage').filter((c) => c.body.chat_id === chatId);

describe('the webhook', () => {
  test('an update without the secret token, or with another, is refused with 401 and queues nothing', async () => {
    for (const token of [null, 'wrong', `${secret}x`]) {
      const res = await postUpdate(command(someone(), '/start'), token);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('UNAUTHORIZED');
    }
    expect(await queuedJobs(api.sql, 'telegram__handle_update')).toHaveLength(0);
  });

  test('an update with the secret token is answered 200 at once and queued once, however often Telegram sends it', async () => {
    const update = command(someone(), '/help');
    for (let i = 0; i < 3; i++) {
      const res = await postUpdate(update);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ data: {} });
    }
    const queued = (await queuedJobs(api.sql, 'telegram__handle_update')).filter(
      (j) => j.payload.update_id === update.update_id,
    );
    expect(queued).toHaveLength(1);
    await api.sql`delete from graphile_worker._private_jobs`;
  });

  test('a body that is no Telegram update is a 400 in the contract shape, never a 500', async () => {
    const res = await postUpdate({ hello: 'world' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('telegram__handle_update: the commands', () => {
  test('/start replies with a welcome and a web_app button carrying the payload as the start_param', async () => {
    const tournamentId = crypto.randomUUID();
    const ana = someone();
    await deliver(command(ana, `/start t_${tournamentId}`));
    const [reply] = repliesTo(ana.id);
    expect(reply!.body.text).toContain('Welcome to Crypto Master, Ana!');
    expect(reply!.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Play', web_app: { url: `${appUrl}/?tgWebAppStartParam=t_${tournamentId}` } }]],
    });
    expect(reply!.body.link_preview_options).toEqual({ is_disabled: true });

    const luis = someone('es');
    await deliver(command(luis, '/start'));
    expect(repliesTo(luis.id)[0]!.body).toMatchObject({
      text: expect.stringContaining('Bienvenido'),
      reply_markup: { inline_keyboard: [[{ text: 'Jugar', web_app: { url: `${appUrl}/` } }]] },
    });
  });

  test('/balance answers a known player their balances, and someone without an account to open the app', async () => {
    const { user } = await api.register('Known');
    const known = someone('de');
    await api.linkTelegram(user.id, known.id, { language: 'fr' });
    await api.fund(user.id, 12.5);
    const stranger = someone('de');
    await deliver(command(known, '/balance'), command(stranger, '/balance'));
    // The player's own language choice wins over the Telegram client's; the bonus is the welcome bonus.
    // Amounts read as the app shows them in that language: the settings' decimals, French decimal sign.
    expect(repliesTo(known.id)[0]!.body.text).toBe('Votre solde : 12,50 USDT\nBonus : 5,00 USDT');
    expect(repliesTo(stranger.id)[0]!.body).toMatchObject({
      text: 'Du hast noch kein Konto: Öffne die App, um zu starten.',
      reply_markup: { inline_keyboard: [[{ text: 'Spielen', web_app: { url: `${appUrl}/` } }]] },
    });
  });

  test('/play gives a Play button and /help the support contacts from the settings', async () => {
    const ana = someone();
    await deliver(command(ana, '/play'), command(ana, '/help'));
    const [play, help] = repliesTo(ana.id);
    expect(play!.body.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Play', web_app: { url: `${appUrl}/` } }]] });
    expect(help!.body.text).toBe('Need help? Contact support: @cryptomaster_support, support@example.com');
  });
});

test('a player who blocks the bot (kicked) gets no more bot messages until they /start it again', async () => {
  const { user } = await api.register('Blocker');
  const player = someone();
  await api.linkTelegram(user.id, player.id, { telegram_can_message: true });
  const reward = async () => {
    const { id } = await api.sql.begin((tx) =>
      notify(tx, {
        userId: user.id,
        type: 'referral_reward',
        title: 'Reward',
        message: 'You earned 10 USDT!',
        wording: { key: 'level_up', values: { level: 2 } },
      }),
    );
    return deliverTelegram(api.sql, { bot: { baseUrl: telegram.url, token: testBotToken }, appUrl }, id!, user.id);
  };

  await deliver(membership(player, 'kicked'));
  expect(await reward()).toBe('skipped');
  const admin = await api.registerAdmin();
  const seen = await api.call('GET', `/api/admin/users/${user.id}`, { token: admin });
  expect(seen.json.data.telegramBlockedAt).not.toBeNull();
  expect(repliesTo(player.id)).toHaveLength(0);

  await deliver(command(player, '/start'));
  expect(await reward()).toBe('sent');
  expect(
    (await api.call('GET', `/api/admin/users/${user.id}`, { token: admin })).json.data.telegramBlockedAt,
  ).toBeNull();
});

test('bun run bot:setup sets the webhook with the secret, the commands in five languages and the menu button', async () => {
  const before = telegram.calls.length;
  await setUpBot({ baseUrl: telegram.url, token: testBotToken, appUrl });
  const calls = telegram.calls.slice(before);
  expect(calls.find((c) => c.method === 'setWebhook')!.body).toEqual({
    url: `${appUrl}/api/telegram/webhook`,
    secret_token: secret,
    allowed_updates: ['message', 'my_chat_member'],
  });
  const commands = calls.filter((c) => c.method === 'setMyCommands');
  expect(commands.map((c) => c.body.language_code)).toEqual([undefined, 'en', 'es', 'fr', 'de', 'zh']);
  for (const c of commands)
    expect((c.body.commands as { command: string }[]).map((x) => x.command)).toEqual([
      'start',
      'play',
      'balance',
      'help',
    ]);
  expect(calls.find((c) => c.method === 'setChatMenuButton')!.body).toEqual({
    menu_button: { type: 'web_app', text: 'Play', web_app: { url: `${appUrl}/` } },
  });
  // TELEGRAM_WEBHOOK_SECRET, when set, is the secret instead.
  await setUpBot({ baseUrl: telegram.url, token: testBotToken, appUrl, webhookSecret: 'my-own-secret' });
  expect(telegram.callsOf('setWebhook').at(-1)!.body.secret_token).toBe('my-own-secret');
});

test('long polling queues each update like the webhook, once', async () => {
  const update = command(someone(), '/play');
  telegram.queueUpdate(update);
  const stop = new AbortController();
  const polling = pollUpdates(api.sql, { baseUrl: telegram.url, token: testBotToken }, stop.signal);
  for (let i = 0; i < 100 && telegram.callsOf('getUpdates').length < 2; i++) await Bun.sleep(20);
  stop.abort();
  await polling;
  expect(telegram.callsOf('deleteWebhook')).toHaveLength(1);
  expect(telegram.callsOf('getUpdates')[1]!.body.offset).toBe(update.update_id + 1);
  const queued = (await queuedJobs(api.sql, 'telegram__handle_update')).filter(
    (j) => j.payload.update_id === update.update_id,
  );
  expect(queued).toHaveLength(1);
});

describe('rich invites: POST /api/referrals/share', () => {
  test("returns a prepared message id from savePreparedInlineMessage: the invite text and a Play button on the player's link", async () => {
    const player = await api.register('Inviter');
    const telegramId = nextTelegramId++;
    await api.linkTelegram(player.user.id, telegramId);
    const res = await api.call('POST', '/api/referrals/share', { token: player.token });
    expect(res.status).toBe(200);
    const saved = telegram.callsOf('savePreparedInlineMessage').at(-1)!;
    expect(res.json.data).toEqual({ preparedMessageId: expect.stringMatching(/^prepared-/) });
    expect(saved.body).toMatchObject({
      user_id: telegramId,
      allow_user_chats: true,
      result: {
        type: 'article',
        title: 'Invite a friend',
        // the reward as the app shows amounts ("5.00 USDT"), in the player's language
        input_message_content: { message_text: expect.stringContaining('5.00 USDT bonus for you') },
        reply_markup: {
          inline_keyboard: [[{ text: 'Play', url: `${appUrl}/?ref=${player.user.referralCode}` }]],
        },
      },
    });
  });

  test('a web account is told to share the link, and a Telegram refusal is a 503, never a 500', async () => {
    const web = await api.register('Web');
    const refused = await api.call('POST', '/api/referrals/share', { token: web.token });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('FORBIDDEN');

    const player = await api.register('Unlucky');
    await api.linkTelegram(player.user.id, nextTelegramId++);
    telegram.on('savePreparedInlineMessage', () => telegram.error(400, 'Bad Request: PEER_ID_INVALID'));
    const failed = await api.call('POST', '/api/referrals/share', { token: player.token });
    expect(failed.status).toBe(503);
    expect(failed.json.error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
