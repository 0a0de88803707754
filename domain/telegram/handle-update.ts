import { Bot, BotError, type Context, InlineKeyboard } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import type { Sql } from '../../db/connection.ts';
import { userIdBy } from '../identity/user-lookups.ts';
import { readBalances } from '../ledger/accounts.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type BotApiConfig, botApi, clientOptions, configureApi, refusalOf } from './bot-api.ts';
import { botAmount, botLanguage, botTexts } from './bot-texts.ts';
import { parseStartPayload } from './start-payload.ts';

// The bot's answers to one Telegram update (run by telegram__handle_update): `/start [payload]`
// welcomes with a Play button opening the Mini App (the payload passed on as its start_param),
// `/play` a Play button, `/balance` the player's balances, `/help` the support contacts, all in the
// player's language; `my_chat_member` in a private chat records that the player blocked the bot
// (`kicked`: no more bot messages, deliver-telegram.ts) or let it write again, as `/start` does.
// Updates from groups and channels are ignored. A reply refused with 403 (the player blocked the bot
// meanwhile) is recorded as a block; any other failure throws, so the job is retried.

export type BotConfig = BotApiConfig & { appUrl: string };

const botInfos = new Map<string, Promise<UserFromGetMe>>();

/** The bot's own account (getMe), asked once per process and token. */
function botInfoOf(config: BotApiConfig): Promise<UserFromGetMe> {
  let info = botInfos.get(config.token);
  if (!info) {
    info = botApi(config).getMe();
    info.catch(() => botInfos.delete(config.token));
    botInfos.set(config.token, info);
  }
  return info;
}

/** The Mini App's address carrying a start payload: Telegram's own launch parameter, read by the SDK as start_param. */
export function appUrlWith(appUrl: string, payload: string | null): string {
  const base = `${appUrl.replace(/\/+$/, '')}/`;
  return payload ? `${base}?tgWebAppStartParam=${encodeURIComponent(payload)}` : base;
}

async function allowMessages(sql: Sql, telegramId: number, allowed: boolean) {
  // The player from the Telegram id's lookup (decision 0080), then their row by id.
  const userId = await userIdBy(sql, 'telegram', telegramId);
  if (!userId) return;
  await sql`update users set telegram_can_message = ${allowed},
      telegram_blocked_at = case when ${allowed} then null else coalesce(telegram_blocked_at, now()) end
    where id = ${userId} and telegram_id = ${telegramId}`;
}

type Player = { id: string; language: string | null };

export async function handleUpdate(sql: Sql, config: BotConfig, update: Update): Promise<void> {
  const bot = new Bot(config.token, { botInfo: await botInfoOf(config), client: clientOptions(config) });
  configureApi(bot.api, { waitOutRateLimits: true });
  const settings = await readSettings(sql);
  const playerOf = async (ctx: Context) => {
    const userId = await userIdBy(sql, 'telegram', ctx.from!.id);
    if (!userId) return null;
    const [player] = await sql<Player[]>`
      select id, language from users where id = ${userId} and closed_at is null`;
    return player ?? null;
  };
  const languageFor = (ctx: Context, player: Player | null) =>
    botLanguage(player?.language, ctx.from?.language_code, settings.system.general.defaultLanguage);
  const textsFor = (ctx: Context, player: Player | null) => botTexts[languageFor(ctx, player)];
  const playButton = (text: string, payload: string | null = null) =>
    new InlineKeyboard().webApp(text, appUrlWith(config.appUrl, payload));

  const chat = bot.chatType('private');
  chat.command('start', async (ctx) => {
    await allowMessages(sql, ctx.from.id, true);
    const payload = parseStartPayload(ctx.match) ? ctx.match.trim() : null;
    const t = textsFor(ctx, await playerOf(ctx));
    await ctx.reply(t.welcome(ctx.from.first_name, settings.appConfig.appName, settings.system.general.currency), {
      reply_markup: playButton(t.playButton, payload),
    });
  });
  chat.command('play', async (ctx) => {
    const t = textsFor(ctx, await playerOf(ctx));
    await ctx.reply(t.playPrompt, { reply_markup: playButton(t.playButton) });
  });
  chat.command('balance', async (ctx) => {
    const player = await playerOf(ctx);
    const t = textsFor(ctx, player);
    if (!player) return void (await ctx.reply(t.noAccount, { reply_markup: playButton(t.playButton) }));
    const { playable, bonus } = await readBalances(sql, player.id);
    const money = (micro: number) => botAmount(micro, settings.system.general, languageFor(ctx, player));
    await ctx.reply(t.balance(money(playable), money(bonus)), { reply_markup: playButton(t.playButton) });
  });
  chat.command('help', async (ctx) => {
    const { supportTelegram, supportEmail } = settings.appConfig;
    const contacts = [supportTelegram, supportEmail].filter(Boolean).join(', ');
    await ctx.reply(textsFor(ctx, await playerOf(ctx)).help(contacts));
  });
  bot.on('my_chat_member', async (ctx) => {
    if (ctx.myChatMember.chat.type !== 'private') return;
    const status = ctx.myChatMember.new_chat_member.status;
    if (status === 'kicked' || status === 'member') await allowMessages(sql, ctx.from.id, status === 'member');
  });
  try {
    await bot.handleUpdate(update);
  } catch (error) {
    // Blocked between their message and our reply: recorded like a failed delivery, never retried.
    const from = update.message?.from;
    if (!from || refusalOf(error instanceof BotError ? error.error : error)?.code !== 403) throw error;
    await allowMessages(sql, from.id, false);
  }
}
