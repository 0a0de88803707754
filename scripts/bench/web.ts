// The first-load bench: `bun run bench:web` (scripts/bench/web.ts). A fresh migrated database, then
// the product started the way `npm start` starts it (scripts/start.ts: a production web build, the
// API with the SSR web app and the worker in one process, NODE_ENV=production), then for `/`:
//  1. first-load JavaScript: every script and modulepreload the server-rendered HTML names,
//     downloaded and gzipped (web/first-load.ts, the measure the e2e test holds to the same budget);
//  2. Lighthouse's mobile test (its default: emulated mid-range phone, simulated slow 4G, 4x CPU
//     slowdown), performance category, in headless Chromium (/usr/bin/chromium, or CHROME_PATH).
// Knobs: BENCH_LIGHTHOUSE_RUNS (3; the median run by performance score is reported),
// BENCH_SKIP_LIGHTHOUSE=1 (only the JS size). Prints a table and PASS/FAIL lines; exit code 0. `bun run bench`
// runs it last (BENCH_ONLY=web), its rows in issue 32's budget table.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../testing/test-database.ts';
import { FIRST_LOAD_BUDGET_BYTES, measureFirstLoad } from '../../web/first-load.ts';
import { loadAverage, recordBudget } from './summary.ts';

const repoRoot = join(import.meta.dir, '../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export const webBudgets = {
  firstLoadKb: FIRST_LOAD_BUDGET_BYTES / 1024,
  performance: 98,
  lcpMs: 1800,
  cls: 0.1,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `bun scripts/start.ts` (what `npm start` runs) in production mode; resolves once it serves pages. */
async function startProduct(databaseUrl: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const proc = Bun.spawn([process.execPath, 'scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-web-secret-bench-web-secret-bench!',
      TELEGRAM_BOT_TOKEN: '123456:bench-web',
    },
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = Date.now() + 120_000;
  while (!seen.includes('is running')) {
    if (Date.now() > deadline) throw new Error(`the product did not start in 120 s:\n${seen}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`the product exited (code ${await proc.exited}):\n${seen}`);
    seen += decoder.decode(value);
  }
  void (async () => {
    while (!(await reader.read()).done);
  })().catch(() => {});
  return {
    url,
    stop: async () => {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await proc.exited;
      clearTimeout(timer);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Lighthouse CLI: the `lighthouse` package of this repo, or LIGHTHOUSE_CLI. */
function lighthouseCli(): string {
  if (process.env.LIGHTHOUSE_CLI) return process.env.LIGHTHOUSE_CLI;
  try {
    return Bun.resolveSync('lighthouse/cli/index.js', repoRoot);
  } catch {
    throw new Error('the lighthouse package is not installed: run `npm install` (it is a devDependency)');
  }
}

interface LighthouseRun {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The element Lighthouse took as the largest paint (an HTML snippet). */
  lcpElement: string;
}

/** One Lighthouse mobile run (performance only) in Node, as its CLI is meant to run. */
async function lighthouse(url: string): Promise<LighthouseRun> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-lh-'));
  const out = join(dir, 'report.json');
  try {
    const proc = Bun.spawn(
      [
        'node',
        lighthouseCli(),
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdout: 'ignore', stderr: 'pipe' },
    );
    const code = await proc.exited;
    if (code !== 0 || !existsSync(out)) {
      throw new Error(`lighthouse failed (${code}): ${await new Response(proc.stderr).text()}`);
    }
    const report = JSON.parse(await readFile(out, 'utf8'));
    const audit = (id: string) => Number(report.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round(Number(report.categories.performance.score) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      lcpElement: String(
        report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      ),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mdTable = (head: string[], rows: string[][]) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
};

/** Measures, prints its table and PASS/FAIL lines, and records issue 32's rows (summary.ts). */
export async function benchWeb(): Promise<void> {
  console.log(`bench:web  load average ${loadAverage()}`);
  const db = await createTestDatabase();
  await db.sql.end({ timeout: 2 });
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  try {
    product = await startProduct(db.url);
    const firstLoad = await measureFirstLoad(product.url, '/');
    console.log(`\nfirst load of / (${firstLoad.files.length} files):`);
    for (const f of firstLoad.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);

    const runs: LighthouseRun[] = [];
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
      await lighthouse(`${product.url}/`); // warm-up: server-side caches, first SSR render
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${product.url}/`));
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

    const rows = [
      [
        'first-load JS for / (gzip)',
        `${(firstLoad.gzipTotal / 1024).toFixed(1)} KB`,
        `<= ${webBudgets.firstLoadKb} KB`,
      ],
      ['first-load JS for / (raw)', `${(firstLoad.rawTotal / 1024).toFixed(1)} KB`, ''],
    ];
    if (median) {
      rows.push(
        ['Lighthouse mobile performance', String(median.performance), `>= ${webBudgets.performance}`],
        ['largest contentful paint', `${(median.lcpMs / 1000).toFixed(2)} s`, `< ${webBudgets.lcpMs / 1000} s`],
        ['first contentful paint', `${(median.fcpMs / 1000).toFixed(2)} s`, ''],
        ['total blocking time', `${Math.round(median.tbtMs)} ms`, ''],
        ['speed index', `${(median.speedIndexMs / 1000).toFixed(2)} s`, ''],
        ['cumulative layout shift', median.cls.toFixed(3), `< ${webBudgets.cls}`],
        ['performance of each run', runs.map((r) => r.performance).join(' / '), ''],
      );
    }
    if (median) console.log(`\nlargest contentful paint element: ${median.lcpElement}`);
    console.log(`\n${mdTable(['measure (/, guest)', 'value', 'budget'], rows)}\n`);
    recordBudget({
      measure: 'player first-load JS of `/` (gz)',
      budget: `<= ${webBudgets.firstLoadKb} KB`,
      value: `${(firstLoad.gzipTotal / 1024).toFixed(1)} KB`,
      pass: firstLoad.gzipTotal <= FIRST_LOAD_BUDGET_BYTES,
    });
    if (median)
      recordBudget({
        measure: `Lighthouse mobile on \`/\`: score, largest contentful paint (median of ${runs.length})`,
        budget: `>= ${webBudgets.performance}, LCP <= ${webBudgets.lcpMs / 1000} s`,
        value: `${median.performance}, LCP ${(median.lcpMs / 1000).toFixed(2)} s`,
        pass: median.performance >= webBudgets.performance && median.lcpMs <= webBudgets.lcpMs,
      });
    const lines = [
      [firstLoad.gzipTotal <= FIRST_LOAD_BUDGET_BYTES, 'first-load JS <= 120 KB gzip'],
      ...(median
        ? ([
            [
              median.performance >= webBudgets.performance,
              `Lighthouse mobile performance >= ${webBudgets.performance}`,
            ],
            [median.lcpMs <= webBudgets.lcpMs, `LCP <= ${webBudgets.lcpMs / 1000} s`],
            [median.cls < webBudgets.cls, 'CLS < 0.1'],
          ] as const)
        : []),
    ] as const;
    for (const [pass, name] of lines) console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}`);
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    await product?.stop().catch((error) => console.error('stop:', error));
    await db.drop().catch((error) => console.error('drop:', error));
  }
}

if (import.meta.main) await benchWeb();
