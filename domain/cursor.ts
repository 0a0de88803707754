/**
 * Keyset cursors "<timestamp with microseconds>|<id>" (a uuid, or an integer id) for lists ordered newest first. The timestamp
 * keeps PostgreSQL's full precision: rows written in one transaction share a millisecond. Compare
 * it in SQL as `${at}::text::timestamptz`: a parameter typed timestamptz goes through a JavaScript
 * Date in postgres.js and loses the microseconds.
 */
const shape =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::\d{1,4})?|\d{1,19})$/;

export type Cursor = { at: string; id: string };

/** A malformed cursor reads as "from the start" rather than failing. */
export function parseCursor(text: string | null | undefined): Cursor | null {
  const match = text ? shape.exec(text) : null;
  return match ? { at: match[1]!, id: match[2]! } : null;
}

export const formatCursor = (at: string, id: string) => `${at}|${id}`;

/** SQL text of a timestamptz column in the cursor's form. */
export const cursorTimeSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** SQL text of a timestamptz column as Date.prototype.toISOString writes it (milliseconds, UTC), for a list's JSON. */
export const isoTextSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
