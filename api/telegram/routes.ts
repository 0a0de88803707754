import { Elysia } from 'elysia';
import { telegramOf } from '../../config/env.ts';
import { AppError } from '../../domain/errors.ts';
import { receiveUpdate } from '../../domain/telegram/receive-update.ts';
import { isWebhookSecret } from '../../domain/telegram/webhook-secret.ts';
import type { Deps } from '../http/deps.ts';

export const telegramWebhookPath = '/api/telegram/webhook';

/** Whether a request is Telegram's own call of the webhook (its secret token in the header). */
export const isTelegramWebhook = (env: Deps['env'], request: Request, path: string) =>
  path === telegramWebhookPath &&
  isWebhookSecret(telegramOf(env), request.headers.get('x-telegram-bot-api-secret-token'));

/**
 * The bot's webhook: Telegram posts each update here with the secret `bun run bot:setup` gave it.
 * The update is only queued (telegram__handle_update) so Telegram gets its answer at once; a
 * repeated update_id is answered the same and queued no second time.
 */
export function telegramRoutes({ sql, env }: Deps) {
  return new Elysia().post(
    telegramWebhookPath,
    async ({ request, body }) => {
      if (!isTelegramWebhook(env, request, telegramWebhookPath))
        throw new AppError('UNAUTHORIZED', 'Invalid webhook secret token');
      if ((await receiveUpdate(sql, body)) === 'invalid')
        throw new AppError('VALIDATION_ERROR', 'The body must be a Telegram Update with an update_id');
      return { data: {} };
    },
    { detail: { summary: "Telegram's webhook: queues the bot's answer to one update (secret token header)" } },
  );
}
