import type { Sql } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';
import { languageOf } from '../identity/languages.ts';
import { type BotApiConfig, botApi, refusalOf } from '../telegram/bot-api.ts';
import { botTexts } from '../telegram/bot-texts.ts';
import { noticeText } from './notice-text.ts';
import { notificationPathOf } from './notification-path.ts';
import { type NotificationType, telegramAllowed } from './notify.ts';
import type { Wording } from './wordings.ts';

export type DeliveryConfig = { bot: BotApiConfig; appUrl: string };
export type DeliveryResult = 'sent' | 'skipped' | 'blocked' | { retryAfter: number };

type Target = {
  type: NotificationType;
  title: string;
  message: string;
  wording: Wording | null;
  telegram_id: number;
  language: string | null;
  broadcast: boolean;
};

/**
 * Sends notification `notificationId` to player `userId`'s Telegram chat with a button that opens the
 * Mini App, in the player's language (theirs, else the settings' default; a worded notification as
 * the app words it, notice-text.ts; an operator's broadcast as written), once: the player's own
 * notification (`telegram_sent_at`), or a broadcast (`broadcasts`: one sequence numbers both, so the
 * id names one of them) to this player (broadcast_telegram_deliveries). Nothing is sent when the
 * notification switches are off by now, or the player no longer allows bot messages. Telegram's 429
 * is returned with its `retry_after` for the caller to queue the delivery for then; a
 * 403 (the player blocked the bot, or never started it) is recorded on the player and stops all
 * further delivery to them until they start the bot again (telegram/handle-update.ts), never
 * retried; any other failure throws, so the job is retried with backoff.
 */
export async function deliverTelegram(
  sql: Sql,
  config: DeliveryConfig,
  notificationId: number,
  userId: string,
): Promise<DeliveryResult> {
  const settings = await readSettings(sql);
  if (!telegramAllowed(settings)) return 'skipped';
  const [n] = await sql<Target[]>`
    with note as (
      select n.type, n.title, n.message, n.wording, false as broadcast from notifications n
      where n.user_id = ${userId} and n.id = ${notificationId} and n.telegram_sent_at is null
      union all
      select b.type, b.title, b.message, b.wording, true from broadcasts b
      where b.id = ${notificationId} and not exists (
        select 1 from broadcast_telegram_deliveries d where d.broadcast_id = b.id and d.user_id = ${userId}))
    select note.*, u.telegram_id, u.language from note, users u
    where u.id = ${userId} and u.telegram_id is not null and u.telegram_can_message and u.telegram_blocked_at is null
      and notification_telegram_allowed(u.id)`;
  if (!n) return 'skipped';
  const url = `${config.appUrl.replace(/\/+$/, '')}${notificationPathOf(n.type)}`;
  const { general } = settings.system;
  const language = languageOf(n.language) ?? languageOf(general.defaultLanguage) ?? 'en';
  const text = (n.wording && (await noticeText(n.wording, language, general))) ?? n;
  try {
    await botApi(config.bot).sendMessage(n.telegram_id, `${text.title}\n\n${text.message}`, {
      reply_markup: { inline_keyboard: [[{ text: botTexts[language].openButton, web_app: { url } }]] },
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.code === 429) return { retryAfter: refusal.retryAfter ?? 1 };
    if (refusal?.code === 403) {
      await sql`update users set telegram_blocked_at = now(), telegram_can_message = false where id = ${userId}`;
      return 'blocked';
    }
    throw new Error(`Telegram sendMessage failed: ${refusal ? `${refusal.code} ${refusal.description}` : error}`);
  }
  if (n.broadcast)
    await sql`insert into broadcast_telegram_deliveries (broadcast_id, user_id)
      values (${notificationId}, ${userId}) on conflict do nothing`;
  else
    await sql`update notifications set telegram_sent_at = now() where user_id = ${userId} and id = ${notificationId}`;
  return 'sent';
}
