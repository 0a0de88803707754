import { autoRetry } from '@grammyjs/auto-retry';
import { Api, type ApiClientOptions, GrammyError, type Transformer } from 'grammy';

// The one client of Telegram's Bot API: grammY's `Api` pointed at `TELEGRAM_API_URL` (tests reach
// the local fake in testing/fake-telegram.ts). Used by channel-task checks (getChatMember), by
// notification delivery and the bot's replies (sendMessage), by invites (savePreparedInlineMessage),
// by `bun run bot:setup` and by the worker's long polling. A refusal is thrown as grammY's error.
// Only the bot's own replies, the setup and the polling wait out a short 429 in the call
// (auto-retry, `retry_after` up to `inPlaceRetrySeconds`): a notification delivery queues itself
// again for Telegram's time instead of holding a worker slot (notifications__deliver_telegram), and
// a player's request never waits on Telegram's rate limit.

export type BotApiConfig = { baseUrl: string; token: string };

/** The longest `retry_after` waited for inside a call; longer ones reach the caller. */
export const inPlaceRetrySeconds = 5;

/**
 * Every bot message goes without link previews: texts carry names players chose (a tournament's, a
 * referrer's), and a preview would fetch and show whatever page such a name links to.
 */
const withoutLinkPreviews: Transformer = (prev, method, payload, signal) =>
  prev(
    method,
    method === 'sendMessage' ? { ...payload, link_preview_options: { is_disabled: true } } : payload,
    signal,
  );

/** Installs the house rules on a grammY client, the bot's own included: no link previews, and short 429 waits when asked. */
export function configureApi(api: Api, options: { waitOutRateLimits?: boolean } = {}): Api {
  api.config.use(withoutLinkPreviews);
  if (options.waitOutRateLimits)
    api.config.use(
      autoRetry({
        maxDelaySeconds: inPlaceRetrySeconds,
        maxRetryAttempts: 2,
        rethrowInternalServerErrors: true,
        rethrowHttpErrors: true,
      }),
    );
  return api;
}

/** grammY's client options for this Bot API: its base URL, Bun's fetch, and a timeout (long polls ask for more). */
export function clientOptions(config: BotApiConfig, timeoutSeconds = 5): ApiClientOptions {
  return { apiRoot: config.baseUrl.replace(/\/+$/, ''), timeoutSeconds, fetch: fetch as never };
}

const clients = new Map<string, Api>();

/** The client for one token and base URL (and way of meeting a 429), made once per process. */
export function botApi(config: BotApiConfig, options: { waitOutRateLimits?: boolean } = {}): Api {
  const key = `${config.baseUrl}\n${config.token}\n${options.waitOutRateLimits === true}`;
  let api = clients.get(key);
  if (!api) {
    api = configureApi(new Api(config.token, clientOptions(config)), options);
    clients.set(key, api);
  }
  return api;
}

/** A refusal by Telegram (as opposed to a network failure): its code, and `retry_after` on a 429. */
export function refusalOf(error: unknown): { code: number; retryAfter?: number; description: string } | null {
  if (!(error instanceof GrammyError)) return null;
  return { code: error.error_code, retryAfter: error.parameters.retry_after, description: error.description };
}

export type ChatMember = { status: string; is_member?: boolean };
