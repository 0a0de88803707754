// The part every chain provider fake shares: a local Bun.serve server that records each request,
// can be told to answer the next requests with an error (a 429 or a 500, as providers do under load)
// or be disturbed by a rule that picks a fault per request (the chaos run's outage windows and random
// rate limits), and otherwise hands the request to the fake's own routes.

export type RecordedRequest = { method: string; path: string; headers: Headers; body: unknown };

/** What a disturbed request gets instead of its reply: an error status, or a reply cut off mid-body. */
export type ProviderFault = 429 | 500 | 502 | 503 | 'cut';

/** A 200 whose JSON body stops half-way, as when the connection drops mid-reply. */
const cutReply = () =>
  new Response(
    new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0","result":{"blo'));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/json', 'content-length': '4096' } },
  );

export function startFakeChainServer(route: (request: RecordedRequest, url: URL) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  let disturbance: (() => ProviderFault | undefined) | null = null;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url);
      const text = await request.text();
      const recorded = {
        method: request.method,
        path: url.pathname,
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      };
      requests.push(recorded);
      const failure = failures.shift() ?? disturbance?.();
      if (failure === 'cut') return cutReply();
      if (failure)
        return Response.json({ error: failure === 429 ? 'rate limited' : 'internal error' }, { status: failure });
      return route(recorded, url);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    /** The next `times` requests are answered with `status` (429, 500...). */
    fail(status: number, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    /** Every later request asks `rule` for a fault (none: the real reply); null stops it. */
    disturb(rule: (() => ProviderFault | undefined) | null) {
      disturbance = rule;
    },
    stop: () => server.stop(true),
  };
}
