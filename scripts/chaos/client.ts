// The chaos run's players and admin as real clients: a request goes to a random live API replica;
// after a timeout, a dropped connection or a 503 it is sent again with the same Idempotency-Key, as
// a real client would. Some requests are dropped on purpose mid-flight (a client that goes away).
import type { Random } from './random.ts';

export type Reply = { status: number; json: any };

export type ClientStats = {
  attempted: number;
  acknowledged: number;
  refused: number;
  retried: number;
  unanswered: number;
  dropped: number;
  serverErrors: string[];
};

export function createClient(options: {
  random: Random;
  apiUrls: () => string[];
  dropChance: number;
  timeoutMs: number;
}) {
  const stats: ClientStats = {
    attempted: 0,
    acknowledged: 0,
    refused: 0,
    retried: 0,
    unanswered: 0,
    dropped: 0,
    serverErrors: [],
  };

  /** One HTTP exchange; undefined when no reply came (timeout, dropped, connection refused). */
  async function once(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | FormData | undefined,
  ): Promise<Reply | undefined> {
    const urls = options.apiUrls();
    if (urls.length === 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    if (options.random.chance(options.dropChance)) {
      stats.dropped += 1;
      setTimeout(() => controller.abort(), options.random.int(0, 30));
    }
    try {
      const response = await fetch(`${options.random.pick(urls)}${path}`, {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = { unparsed: text.slice(0, 200) };
      }
      return { status: response.status, json };
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends until a reply other than 503 comes, at most `attempts` times, with the same Idempotency-Key
   * (when `key` is given). A FormData body goes as multipart. Returns the last reply, or undefined
   * when none came.
   */
  async function send(
    method: string,
    path: string,
    input: { token: string; body?: unknown; key?: string },
    attempts = 6,
  ): Promise<Reply | undefined> {
    stats.attempted += 1;
    const headers: Record<string, string> = { authorization: `Bearer ${input.token}` };
    if (input.key) headers['idempotency-key'] = input.key;
    const body = input.body === undefined || input.body instanceof FormData ? input.body : JSON.stringify(input.body);
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    let reply: Reply | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) {
        stats.retried += 1;
        await Bun.sleep(100 * attempt + options.random.int(0, 100));
      }
      reply = await once(method, path, headers, body);
      // Without a key a POST could do the work twice: reads, keyed POSTs and state-changing PUTs (a second approval is refused) are sent again.
      if (reply && reply.status !== 503) break;
      if (!input.key && method === 'POST') break;
    }
    if (!reply) stats.unanswered += 1;
    else if (reply.status < 300) stats.acknowledged += 1;
    else if (reply.status < 500 || reply.status === 503) stats.refused += 1;
    else stats.serverErrors.push(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.json).slice(0, 300)}`);
    return reply;
  }

  return { send, stats };
}

export type Client = ReturnType<typeof createClient>;
