// The part every chain provider fake shares: a local Bun.serve server that records each request,
// can be told to answer the next requests with an error (a 429 or a 500, as providers do under load),
// and otherwise hands the request to the fake's own routes.

export type RecordedRequest = { method: string; path: string; headers: Headers; body: unknown };

export function startFakeChainServer(route: (request: RecordedRequest, url: URL) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
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
      const failure = failures.shift();
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
    stop: () => server.stop(true),
  };
}
