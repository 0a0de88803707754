// A local stand-in for Telegram's Bot API in tests: same paths, bodies and reply shapes.
// Every method the product uses answers as Telegram does on success (getMe, sendMessage, setWebhook,
// deleteWebhook, setMyCommands, setChatMenuButton, savePreparedInlineMessage, getUpdates from the
// updates a test queued with `queueUpdate`); a test scripts another reply per method with `on`.
// Every call is recorded for assertions.

export type FakeReply = { status?: number; body: Record<string, unknown>; delayMs?: number };
export type FakeCall = { token: string; method: string; body: Record<string, unknown> };

export const fakeBotUsername = 'crypto_master_test_bot';

export function startFakeTelegram() {
  const calls: FakeCall[] = [];
  const handlers = new Map<string, (body: Record<string, unknown>) => FakeReply>();
  const updates: { update_id: number }[] = [];
  let nextMessageId = 1;
  const ok = (result: unknown): FakeReply => ({ body: { ok: true, result } });
  const defaults: Record<string, (body: Record<string, unknown>) => FakeReply> = {
    getMe: () => ok({ id: 123456, is_bot: true, first_name: 'Crypto Master', username: fakeBotUsername }),
    sendMessage: (body) =>
      ok({
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: body.chat_id, type: 'private' },
        text: body.text,
      }),
    setWebhook: () => ok(true),
    deleteWebhook: () => ok(true),
    setMyCommands: () => ok(true),
    setChatMenuButton: () => ok(true),
    savePreparedInlineMessage: () =>
      ok({ id: `prepared-${nextMessageId++}`, expiration_date: Math.floor(Date.now() / 1000) + 86_400 }),
    getUpdates: (body) => {
      const offset = Number(body.offset ?? 0);
      const pending = updates.filter((u) => u.update_id >= offset).slice(0, Number(body.limit ?? 100));
      // A long poll with nothing new waits a little, as Telegram's does (for up to `timeout`).
      return { ...ok(pending), delayMs: pending.length ? 0 : 50 };
    },
  };
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const match = new URL(request.url).pathname.match(/^\/bot([^/]+)\/(\w+)$/);
      if (!match || request.method !== 'POST')
        return Response.json({ ok: false, error_code: 404, description: 'Not Found' }, { status: 404 });
      const [, token, method] = match as unknown as [string, string, string];
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      calls.push({ token, method, body });
      const handler = handlers.get(method) ?? defaults[method];
      const reply = handler
        ? handler(body)
        : {
            status: 400,
            body: { ok: false, error_code: 400, description: `Bad Request: method ${method} not scripted` },
          };
      if (reply.delayMs) await Bun.sleep(reply.delayMs);
      return Response.json(reply.body, { status: reply.status ?? 200 });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    calls,
    /** The calls of one method, oldest first. */
    callsOf: (method: string) => calls.filter((c) => c.method === method),
    /** Scripts the reply of one Bot API method. */
    on(method: string, handler: (body: Record<string, unknown>) => FakeReply) {
      handlers.set(method, handler);
    },
    /** An update for getUpdates to hand out (long polling). */
    queueUpdate(update: { update_id: number }) {
      updates.push(update);
    },
    ok,
    error: (code: number, description: string, retryAfter?: number): FakeReply => ({
      status: code,
      body: {
        ok: false,
        error_code: code,
        description,
        ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}),
      },
    }),
    stop: () => server.stop(true),
  };
}

export type FakeTelegram = ReturnType<typeof startFakeTelegram>;
