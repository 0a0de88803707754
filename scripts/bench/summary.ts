import { loadavg } from 'node:os';

// The budget table (issue 32): each part of `bun run bench` records its row as it is
// measured, with the machine's load average at that moment, and run.ts prints them together at the
// end. A figure taken while other work kept the cores busy is not this app's: read the load first.

export type SummaryRow = { measure: string; budget: string; value: string; pass: boolean; load: string };

const rows: SummaryRow[] = [];

/** The 1, 5 and 15 minute load averages. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export function recordBudget(row: Omit<SummaryRow, 'load'>): void {
  rows.push({ ...row, load: loadAverage() });
}

/** The recorded rows as a markdown table, or nothing when no part recorded one. */
export function budgetSummary(): string[] {
  if (rows.length === 0) return [];
  return [
    '| measure | budget | measured | verdict | load average (1 / 5 / 15 min) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.measure} | ${r.budget} | ${r.value} | ${r.pass ? 'PASS' : 'FAIL'} | ${r.load} |`),
  ];
}
