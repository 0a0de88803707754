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

export function connect(
  url: string,
  options: { max?: number; onnotice?: (notice: postgres.Notice) => void; connectTimeoutSeconds?: number } = {},
): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 30,
    onnotice: options.onnotice ?? (() => {}),
    types: { bigint: bigintAsNumber },
    // No JIT compilation: it pays off only for long analytical scans, and a request's statement whose
    // estimate crosses jit_above_cost (a capped count of 10,001 rows) would pay to compile it, typically
    // tens to hundreds of milliseconds, on every run (compiled code is not kept; decision 0060).
    connection: { application_name: 'crypto-quiz', jit: 'off' },
  }) as unknown as Sql;
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
