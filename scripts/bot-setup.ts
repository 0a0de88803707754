// `bun run bot:setup`: tells Telegram where the bot's webhook is (PUBLIC_URL) and its secret, the
// commands in the five languages, and the menu button opening the Mini App (domain/telegram/set-up-bot.ts).
// Run it once per deployment, and again when PUBLIC_URL or the token changes.
import { loadEnv, telegramOf } from '../config/env.ts';
import { setUpBot } from '../domain/telegram/set-up-bot.ts';

const bot = telegramOf(loadEnv());
if (!bot.token) {
  console.error('bot:setup: TELEGRAM_BOT_TOKEN is not set');
  process.exit(1);
}
try {
  const { webhookUrl } = await setUpBot(bot);
  console.log(`bot:setup: webhook ${webhookUrl}, commands and menu button set`);
} catch (error) {
  console.error('bot:setup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
