import { loadEnv } from '../../config/env.ts';
import type { Sql } from '../../db/connection.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { scannedTables, usedIndexes, withQueryPlans } from '../../testing/query-plans.ts';
import { startChild } from './children.ts';
import { allowMachinePace } from './players.ts';
import { percentile } from './stats.ts';

// The measurement every admin-list benchmark shares: each request over real HTTP, one at a time as
// an operator clicks (after discarded warm-up requests that pay for planning), p50/p95/max against
// its budget, and the indexes the same use case reads (auto_explain), failing on a sequential scan
// of the big tables.

export type AdminRequest = {
  name: string;
  /** Path and query under the API, e.g. `/api/admin/users?status=blocked`. */
  path: string;
  budgetMs: number;
  /** Requests sent first and not timed (the input's warm-up unless given; 0: the first request counts). */
  warmup?: number;
  /** The use case behind the request, run again with its plans logged. */
  explain: (sql: Sql) => Promise<unknown>;
};

type ListBody = { data: unknown[]; total?: number; totalKind?: string };

export async function timeAdminRequests(input: {
  apiUrl: string;
  token: string;
  dbUrl: string;
  requests: AdminRequest[];
  /** Tables that must never be scanned whole. */
  bigTables: string[];
  repeats?: number;
  warmup?: number;
}): Promise<{ lines: string[]; failures: string[]; timings: Map<string, { p50: number; p95: number; max: number }> }> {
  const repeats = input.repeats ?? 15;
  const warmup = input.warmup ?? 2;
  const lines = [
    '| request | p50 ms | p95 ms | max ms | rows | total | budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const failures: string[] = [];
  const plans: string[] = [];
  const timings = new Map<string, { p50: number; p95: number; max: number }>();
  for (const request of input.requests) {
    const times: number[] = [];
    let body: ListBody | undefined;
    const skipped = request.warmup ?? warmup;
    for (let i = 0; i < skipped + repeats; i++) {
      const started = performance.now();
      const response = await fetch(`${input.apiUrl}${request.path}`, {
        headers: { authorization: `Bearer ${input.token}` },
      });
      body = (await response.json()) as ListBody;
      if (i >= skipped) times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${request.name}: ${response.status} ${JSON.stringify(body)}`);
    }
    const sorted = Float64Array.from(times).sort();
    const p95 = percentile(sorted, 95);
    const pass = p95 < request.budgetMs;
    timings.set(request.name, { p50: percentile(sorted, 50), p95, max: sorted.at(-1)! });
    if (!pass) failures.push(request.name);
    const rows = Array.isArray(body!.data) ? body!.data.length : '-';
    const total =
      body!.total === undefined
        ? '-'
        : `${body!.total.toLocaleString('en-US')}${body!.totalKind === 'atLeast' ? '+' : ''}`;
    lines.push(
      `| ${request.name} | ${percentile(sorted, 50).toFixed(1)} | ${p95.toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${rows} | ${total} | p95 < ${request.budgetMs} ms ${pass ? 'PASS' : 'FAIL'} |`,
    );
    const explained = await withQueryPlans(input.dbUrl, request.explain);
    const scans = scannedTables(explained.plans).filter((t) => input.bigTables.includes(t));
    if (scans.length > 0) failures.push(`${request.name} scans ${scans.join(', ')}`);
    plans.push(
      `- ${request.name}: ${usedIndexes(explained.plans).join(', ')}${scans.length ? `; SEQUENTIAL SCAN of ${scans.join(', ')}` : ''}`,
    );
  }
  lines.push('', 'Indexes each request reads (auto_explain of the same use case, same database):', ...plans, '');
  return { lines, failures, timings };
}

/** A fresh database and the API in production mode in its own process, for an admin-list benchmark. */
export async function startAdminBench() {
  const db = await createTestDatabase();
  const secrets = {
    JWT_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex'),
    TELEGRAM_BOT_TOKEN: '123456:bench-bot-token',
  };
  const api = await startChild('server.ts', { DATABASE_URL: db.url, ...secrets }).catch(async (error) => {
    await db.drop();
    throw error;
  });
  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: db.url, ...secrets });
  // One client sends every request: the per-client API limit would refuse the leaderboard's hundreds.
  await allowMachinePace(db.sql);
  return {
    db,
    api,
    env,
    close: async () => {
      await api.stop();
      await db.drop();
    },
  };
}
