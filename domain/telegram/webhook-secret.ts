import { createHmac, timingSafeEqual } from 'node:crypto';

// The webhook's secret token: Telegram sends it in `X-Telegram-Bot-Api-Secret-Token` with every
// update once `bun run bot:setup` has given it to setWebhook. Read by the webhook route
// (api/telegram/routes.ts) and by the setup (domain/telegram/set-up-bot.ts).

/** `TELEGRAM_WEBHOOK_SECRET` when set; else derived from the bot token, so one secret needs no second variable. */
export function webhookSecret(config: { token: string; webhookSecret?: string }): string {
  if (config.webhookSecret) return config.webhookSecret;
  return createHmac('sha256', config.token).update('crypto-master telegram webhook').digest('hex');
}

/** Whether a request's header carries the secret (compared in constant time); never true without a bot token. */
export function isWebhookSecret(config: { token: string; webhookSecret?: string }, header: string | null): boolean {
  if (!config.token || !header) return false;
  const expected = Buffer.from(webhookSecret(config));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
