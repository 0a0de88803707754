import { languages } from '../identity/languages.ts';
import { type BotApiConfig, botApi } from './bot-api.ts';
import { botTexts } from './bot-texts.ts';
import { webhookSecret } from './webhook-secret.ts';

// What `bun run bot:setup` tells Telegram (scripts/bot-setup.ts): where to post updates and with
// which secret, the command list in each of the app's languages (English also as the default for
// every other language), and the chat's menu button opening the Mini App.

export type BotSetupConfig = BotApiConfig & { appUrl: string; webhookSecret?: string };

/** The updates the bot answers (handle-update.ts): messages (its commands) and its own membership in a chat. */
export const allowedUpdates = ['message', 'my_chat_member'] as const;

export const webhookUrlOf = (appUrl: string) => `${appUrl.replace(/\/+$/, '')}/api/telegram/webhook`;

export async function setUpBot(config: BotSetupConfig): Promise<{ webhookUrl: string }> {
  const api = botApi(config, { waitOutRateLimits: true });
  const webhookUrl = webhookUrlOf(config.appUrl);
  await api.setWebhook(webhookUrl, { secret_token: webhookSecret(config), allowed_updates: [...allowedUpdates] });
  for (const language of [null, ...languages]) {
    const texts = botTexts[language ?? 'en'].commands;
    const commands = (['start', 'play', 'balance', 'help'] as const).map((command) => ({
      command,
      description: texts[command],
    }));
    await api.setMyCommands(commands, language ? { language_code: language } : {});
  }
  await api.setChatMenuButton({
    menu_button: {
      type: 'web_app',
      text: botTexts.en.playButton,
      web_app: { url: `${config.appUrl.replace(/\/+$/, '')}/` },
    },
  });
  return { webhookUrl };
}
