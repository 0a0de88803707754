import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { parseAmount } from '../money.ts';
import { hitRateLimit } from '../rate-limit.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type BotApiConfig, botApi } from '../telegram/bot-api.ts';
import { botAmount, botLanguage, botTexts } from '../telegram/bot-texts.ts';
import { type LinkConfig, referralLink } from './referral-link.ts';

/**
 * A rich invite (POST /api/referrals/share): asks Telegram to keep an inline message for the player
 * (savePreparedInlineMessage), an article with the invite text in their language and a Play button
 * on their referral link, whose id the Mini App passes to `shareMessage`. The text is the server's,
 * never the client's: it goes out under the bot's name. Only for a Telegram account; each is a call
 * to Telegram, so a player may prepare `referral.sharesPerMinute` a minute (else 429). A refusal by
 * Telegram is a 503 (the app then shares the plain link).
 */
export async function shareInvite(
  db: Db,
  bot: BotApiConfig,
  input: { userId: string; link: LinkConfig },
): Promise<{ preparedMessageId: string }> {
  const [me] = await db<{ telegram_id: number | null; referral_code: string; language: string | null }[]>`
    select telegram_id, referral_code, language from users where id = ${input.userId}`;
  if (!me) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (me.telegram_id === null)
    throw new AppError('FORBIDDEN', 'Invites are prepared for Telegram accounts; share the link instead');
  const settings = await readSettings(db);
  await hitRateLimit(db, {
    key: `referral-share:${input.userId}`,
    limit: settings.referral.sharesPerMinute,
    windowSeconds: 60,
  });
  const language = botLanguage(me.language, settings.system.general.defaultLanguage);
  const texts = botTexts[language];
  const reward = botAmount(parseAmount(settings.referral.referredReward) ?? 0, settings.system.general, language);
  const text = texts.invite(settings.appConfig.appName, reward);
  const link = referralLink(settings, me.referral_code, input.link);
  try {
    const prepared = await botApi(bot).savePreparedInlineMessage(
      me.telegram_id,
      {
        type: 'article',
        id: crypto.randomUUID(),
        title: texts.inviteTitle,
        description: text,
        input_message_content: { message_text: text },
        // Inline results may not carry web_app buttons: the t.me link opens the Mini App with the code.
        reply_markup: { inline_keyboard: [[{ text: texts.playButton, url: link }]] },
      },
      { allow_user_chats: true, allow_group_chats: true },
    );
    return { preparedMessageId: prepared.id };
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', 'Telegram could not prepare the invite; share the link instead');
  }
}
