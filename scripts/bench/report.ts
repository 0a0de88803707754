import type { CpuShare } from './cpu.ts';
import type { Budget } from './scenarios.ts';
import type { Measurement } from './stats.ts';

export type Row = Measurement & { name: string; cpu: CpuShare };

const pad = (cells: string[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));

/** The results table (markdown, so it pastes into docs/benchmarks.md as is). */
export function table(rows: Row[]): string {
  const head = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'ok', 'errors', 'CPU server/pg/load/other'];
  const body = rows.map((r) => [
    r.name,
    Math.round(r.rps).toLocaleString('en-US'),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    r.ok.toLocaleString('en-US'),
    String(r.errors),
    [r.cpu.server, r.cpu.postgres, r.cpu.load, r.cpu.other].map((n) => n.toFixed(2)).join(' / '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${pad(cells, widths).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/** One PASS/FAIL line per budget whose scenarios ran. */
export function budgetLines(budgets: Budget[], rows: Row[]): string[] {
  const results = new Map(rows.map((r) => [r.name, r]));
  return budgets.flatMap((budget) => {
    const outcome = budget.check(results);
    return outcome ? [`${outcome.pass ? 'PASS' : 'FAIL'}  ${budget.name}  (${outcome.detail})`] : [];
  });
}
