import postgres from 'postgres';

export type Sql = postgres.Sql<{ bigint: number }>;
export type Tx = postgres.TransactionSql<{ bigint: number }>;
/** Either the pool or a transaction: queries that may run inside or outside a transaction. */
export type Db = Sql | Tx;

/** int8 values (micro-USDT amounts, counts) come back as numbers; they stay far below 2^53. */
const bigintAsNumber = {
  to: 20,
  from: [20],
  serialize: (value: number) => String(value),
  parse: (value: string) => {
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new Error(`int8 value out of safe range: ${value}`);
    return n;
  },
};

/**
 * How long a pool keeps one connection before it replaces it: 12 to 24 hours, drawn per connection so
 * replacements spread out. postgres.js's default, 30 to 60 minutes, gave PostgreSQL a cold backend for
 * each connection twice an hour, and a cold backend compiles and plans every function and statement
 * again on its first calls: the soak saw the minute of a replacement's p99 at 2.6x (decision 0090).
 */
export const connectionLifetimeSeconds = () => 60 * 60 * (12 + Math.random() * 12);

export function connect(
  url: string,
  options: { max?: number; onnotice?: (notice: postgres.Notice) => void; connectTimeoutSeconds?: number } = {},
): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 30,
    max_lifetime: connectionLifetimeSeconds as unknown as number, // a function: postgres.js draws once per connection
    onnotice: options.onnotice ?? (() => {}),
    types: { bigint: bigintAsNumber },
    // No JIT compilation: it pays off only for long analytical scans, and a request's statement whose
    // estimate crosses jit_above_cost (a capped count of 10,001 rows) would pay to compile it, typically
    // tens to hundreds of milliseconds, on every run (compiled code is not kept; decision 0060).
    connection: { application_name: 'crypto-quiz', jit: 'off' },
  }) as unknown as Sql;
}

/** What postgres.js and the socket say when the connection to PostgreSQL is gone or cannot be made. */
const connectionLost = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs of a database that is away for a moment rather than of our bug: 57P01 admin shutdown
 * (a fast restart ends the session), 57P02 crash shutdown, 57P03 cannot connect now ("the database
 * system is shutting down" or "is starting up"), 53300 too many connections, 57014 a statement
 * cancelled by `statement_timeout`, 40001/40P01 a serialization failure or deadlock still there after
 * `transaction`'s retries. Class 08 is every connection exception.
 */
const momentaryStates = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40001', '40P01']);

/**
 * When a failure means the database is away for a moment (the work may simply be tried again), one
 * line that says so, `(57P03): the database system is shutting down`, for a log without a stack trace.
 */
export function databaseOutage(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const state = String(code ?? '');
  if (!connectionLost.has(state) && !momentaryStates.has(state) && !state.startsWith('08')) return undefined;
  return `(${state}): ${String(message ?? '')}`;
}

const retryable = new Set(['40P01', '40001']); // deadlock detected, serialization failure

/**
 * Runs `run` again, a few times, when PostgreSQL aborts it as a deadlock victim or a serialization
 * failure (postgres.js does not retry). `run` must be one transaction (or one statement).
 */
export async function retrying<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!code || !retryable.has(code) || attempt >= attempts) throw error;
      await Bun.sleep(5 * attempt + Math.random() * 20);
    }
  }
}

/** One database transaction, retried as `retrying` says. The whole function reruns, so it must do all its writes through `tx`. */
export function transaction<T>(sql: Sql, run: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  return retrying(async () => (await sql.begin(run)) as T, attempts);
}

/**
 * Promise.all for statements pipelined on one transaction's connection: waits until every one has
 * settled before it rejects, so no helper can still be sending on the connection after a failure
 * has rolled the transaction back and returned the connection to the pool.
 */
export async function allSettledOrThrow<T extends readonly unknown[] | []>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = (await Promise.allSettled(work)) as PromiseSettledResult<unknown>[];
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
