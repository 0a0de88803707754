// The general per-client API limit (System Settings > API: apiRateLimit requests per apiRateWindow
// seconds; decision 0040). Counted in this process's memory, never in the database, so the answer
// path pays a map lookup and no write. A sliding window: the previous window's count weighs in by
// how much of it still overlaps the last apiRateWindow seconds, so a burst across a window edge is
// not let through twice. With several API processes each counts its own share of a client's requests.

type Counter = { windowMs: number; start: number; hits: number; previous: number };

/**
 * Callers of the app in the same process with no listener in between (tests, benchmarks: createApp's
 * default client address). A request over a socket is counted whatever its address, loopback too:
 * behind a proxy on the same host set TRUST_PROXY, or every player is one client (decision 0048).
 */
export const isInProcess = (ip: string) => ip === 'local';

export function createRequestLimiter() {
  const counters = new Map<string, Counter>();
  let sweptAt = 0;

  /** Forgets clients idle for two windows; runs at most once a window. */
  function sweep(now: number, windowMs: number) {
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [key, c] of counters) if (now - c.start >= 2 * c.windowMs) counters.delete(key);
  }

  return {
    /**
     * Counts one request of `key` and returns 0, or, when the client is over `limit` requests in the
     * last `windowSeconds`, the seconds until it may try again (the refused request is not counted).
     */
    hit(key: string, limit: number, windowSeconds: number, now: number): number {
      const windowMs = windowSeconds * 1000;
      sweep(now, windowMs);
      const start = now - (now % windowMs);
      let c = counters.get(key);
      if (!c || c.windowMs !== windowMs) {
        c = { windowMs, start, hits: 0, previous: 0 };
        counters.set(key, c);
      } else if (c.start !== start) {
        c.previous = c.start === start - windowMs ? c.hits : 0;
        c.hits = 0;
        c.start = start;
      }
      const overlap = 1 - (now - start) / windowMs;
      if (c.hits + c.previous * overlap >= limit) return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      c.hits += 1;
      return 0;
    },
    /** How many clients are being counted (tests). */
    get size() {
      return counters.size;
    },
  };
}
