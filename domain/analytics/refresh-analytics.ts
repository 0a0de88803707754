import type { Db } from '../../db/connection.ts';

/** Brings the analytics rollups up to now (domain/analytics/refresh-analytics.sql); `from` rebuilds from that time. Idempotent. */
export async function refreshAnalytics(db: Db, input: { from?: Date } = {}): Promise<{ from: string }> {
  const [row] = await db<{ from: Date }[]>`select analytics_refresh(${input.from ?? null}::timestamptz) as from`;
  return { from: row!.from.toISOString() };
}
