import { connect, type Sql } from '../db/connection.ts';

/**
 * Runs `run` on one connection whose every statement's plan PostgreSQL sends back as a notice
 * (auto_explain, superuser only), and returns the plans: how tests and the benchmark check that a
 * request reads through an index rather than scanning a table.
 */
export async function withQueryPlans<T>(
  url: string,
  run: (sql: Sql) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<{ result: T; plans: string[] }> {
  const plans: string[] = [];
  const sql = connect(url, { max: 1, onnotice: (notice) => plans.push(String(notice.message)) });
  try {
    await sql`load 'auto_explain'`;
    for (const [name, value] of Object.entries({
      'auto_explain.log_min_duration': '0',
      'auto_explain.log_level': 'notice',
      ...settings,
    }))
      await sql`select set_config(${name}, ${value}, false)`;
    plans.length = 0;
    const result = await run(sql);
    return { result, plans };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Tables a plan reads whole: `Seq Scan on <table>`. */
export const scannedTables = (plans: string[]) =>
  [...new Set(plans.flatMap((plan) => [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!)))].sort();

/** Indexes a plan reads: `Index Scan using <index>`, `Index Only Scan using`, `Bitmap Index Scan on`. */
export const usedIndexes = (plans: string[]) =>
  [
    ...new Set(
      plans.flatMap((plan) => [...plan.matchAll(/(?:Scan using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!)),
    ),
  ].sort();
