// The one client of Telegram's Bot API: `POST {baseUrl}/bot{token}/{method}` with a JSON body.
// Replies are `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }`;
// a network failure or timeout is reported as an error of its own, never as a success.

export type BotApiConfig = { baseUrl: string; token: string; timeoutMs?: number };

export type BotApiReply<T> =
  | { ok: true; result: T }
  | { ok: false; errorCode: number; description: string; retryAfter?: number };

type RawReply = {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
};

export async function callBotApi<T>(
  config: BotApiConfig,
  method: string,
  body: Record<string, unknown>,
): Promise<BotApiReply<T>> {
  if (!config.token) return { ok: false, errorCode: 0, description: 'Telegram bot token is not configured' };
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/bot${config.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    });
    const reply = (await response.json().catch(() => ({}))) as RawReply;
    if (reply.ok === true) return { ok: true, result: reply.result as T };
    return {
      ok: false,
      errorCode: reply.error_code ?? response.status,
      description: reply.description ?? `HTTP ${response.status}`,
      retryAfter: reply.parameters?.retry_after,
    };
  } catch (error) {
    return { ok: false, errorCode: 0, description: error instanceof Error ? error.message : 'request failed' };
  }
}

export type ChatMember = { status: string; is_member?: boolean; user?: { id: number } };

export const getChatMember = (config: BotApiConfig, chatId: string | number, userId: number) =>
  callBotApi<ChatMember>(config, 'getChatMember', { chat_id: chatId, user_id: userId });

/**
 * Every bot message goes without link previews: texts carry names players chose (a tournament's, a
 * referrer's), and a preview would fetch and show whatever page such a name links to.
 */
export const sendMessage = (config: BotApiConfig, chatId: number, text: string, extra: Record<string, unknown> = {}) =>
  callBotApi<{ message_id: number }>(config, 'sendMessage', {
    chat_id: chatId,
    text,
    ...extra,
    link_preview_options: { is_disabled: true },
  });
