import { Api } from 'grammy';
import type { Sql } from '../../db/connection.ts';
import { type BotApiConfig, clientOptions, configureApi } from './bot-api.ts';
import { receiveUpdate } from './receive-update.ts';
import { allowedUpdates } from './set-up-bot.ts';

// Long polling for development without a public URL (TELEGRAM_UPDATES=polling, started by the
// worker, worker/run.ts): drops the webhook (Telegram refuses getUpdates while one is set), then
// takes updates with getUpdates and queues each like the webhook does (receive-update.ts). Run it in
// one worker process only: Telegram answers a second poller with 409.

const pollSeconds = 30;
const pauseAfterFailureMs = 5_000;

export async function pollUpdates(sql: Sql, config: BotApiConfig, signal: AbortSignal): Promise<void> {
  const api = configureApi(new Api(config.token, clientOptions(config, pollSeconds + 10)), { waitOutRateLimits: true });
  let offset = 0;
  let webhookDropped = false;
  // grammY's Node build types its signal after the abort-controller package; Bun's is the standard one.
  const abort = signal as never;
  while (!signal.aborted) {
    try {
      if (!webhookDropped) webhookDropped = await api.deleteWebhook({}, abort);
      const updates = await api.getUpdates(
        { offset, timeout: pollSeconds, allowed_updates: [...allowedUpdates] },
        abort,
      );
      for (const update of updates) {
        await receiveUpdate(sql, update);
        offset = update.update_id + 1;
      }
    } catch (error) {
      if (signal.aborted) return;
      console.error('telegram polling:', error instanceof Error ? error.message : error);
      await Bun.sleep(pauseAfterFailureMs);
    }
  }
}
