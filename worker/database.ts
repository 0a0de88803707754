import { connect, type Sql } from '../db/connection.ts';

let sql: Sql | null = null;

/** The worker's postgres.js pool for domain use cases (graphile-worker itself uses its own pg pool). */
export function useWorkerDatabase(url: string): void {
  sql = connect(url, { max: 4 });
}

export function connectForTask(): Sql {
  if (!sql) throw new Error('worker database not configured');
  return sql;
}
