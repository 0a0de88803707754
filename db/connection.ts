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

export function connect(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    types: { bigint: bigintAsNumber },
    connection: { application_name: 'crypto-quiz' },
  }) as unknown as Sql;
}
