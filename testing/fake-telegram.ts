// A local stand-in for Telegram's Bot API in tests: same paths, bodies and reply shapes.
// Each test scripts the replies per method; every call is recorded for assertions.

export type FakeReply = { status?: number; body: Record<string, unknown>; delayMs?: number };
export type FakeCall = { token: string; method: string; body: Record<string, unknown> };

export function startFakeTelegram() {
  const calls: FakeCall[] = [];
  const handlers = new Map<string, (body: Record<string, unknown>) => FakeReply>();
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
      const handler = handlers.get(method);
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
    /** Scripts the reply of one Bot API method. */
    on(method: string, handler: (body: Record<string, unknown>) => FakeReply) {
      handlers.set(method, handler);
    },
    ok: (result: unknown): FakeReply => ({ body: { ok: true, result } }),
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
