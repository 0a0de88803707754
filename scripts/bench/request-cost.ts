import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApi } from '../../testing/test-api.ts';
import { connect, type Sql } from '../../db/connection.ts';
import { testServerUrl } from '../../testing/test-database.ts';

export type Cost = { n: number; app: number; db: number; wall: number };

/**
 * CPU per request, split into this process (app + postgres.js, from process.cpuUsage) and the
 * database's backends (from /proc/<pid>/schedstat), by kind of request. Requests must run one at a
 * time. The backends are listed over a connection to another database, so that query's own CPU is
 * not counted; call `listBackends` again now and then in case the pool opened a connection.
 */
export async function createCostMeter(sql: Sql) {
  const admin = connect(testServerUrl(), { max: 1 });
  const database = (await sql<{ database: string }[]>`select current_database() as database`)[0]!.database;
  let pids: number[] = [];
  const totals = new Map<string, Cost>();

  /** CPU time of this database's backends so far, from the scheduler's nanosecond counter. */
  function backendCpuMs(): number {
    let ns = 0;
    for (const pid of pids) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a backend that ended between the two reads
      }
    }
    return ns / 1e6;
  }

  return {
    totals,
    async listBackends() {
      pids = (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`).map(
        (r) => r.pid,
      );
    },
    async measure<T>(kind: (result: T) => string, run: () => Promise<T>): Promise<T> {
      const db0 = backendCpuMs();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const result = await run();
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const db = backendCpuMs() - db0;
      const entry = totals.get(kind(result)) ?? { n: 0, app: 0, db: 0, wall: 0 };
      totals.set(kind(result), {
        n: entry.n + 1,
        app: entry.app + (cpu.user + cpu.system) / 1000,
        db: entry.db + db,
        wall: entry.wall + wall,
      });
      return result;
    },
    /** The table of CPU ms per request, by kind. */
    print(width = 32, digits = 2) {
      const ms = (n: number) => n.toFixed(digits).padStart(7);
      console.log(`| ${'request'.padEnd(width)} | count |  app ms |   db ms | total ms | wall ms |`);
      console.log(`|${'-'.repeat(width + 2)}|------:|--------:|--------:|---------:|--------:|`);
      for (const [kind, t] of totals)
        console.log(
          `| ${kind.padEnd(width)} | ${String(t.n).padStart(5)} | ${ms(t.app / t.n)} | ${ms(t.db / t.n)} | ${ms((t.app + t.db) / t.n).padStart(8)} | ${ms(t.wall / t.n)} |`,
        );
    },
    close: () => admin.end(),
  };
}

/**
 * The checkouts a cost script measures: this one, and with BENCH_BEFORE=<another checkout of the
 * repo, e.g. a worktree of main> that one first, each named as it is reported.
 */
export function benchTrees(): { name: string; tree: string }[] {
  const here = join(import.meta.dir, '../..');
  const before = process.env.BENCH_BEFORE;
  return before
    ? [
        { name: 'before', tree: before },
        { name: 'after', tree: here },
      ]
    : [{ name: '', tree: here }];
}

/** A test API on a fresh database, built by the given checkout's own code. */
export async function testApiOf(tree: string): Promise<TestApi> {
  const { createTestApi } = (await import(join(tree, 'testing/test-api.ts'))) as {
    createTestApi: () => Promise<TestApi>;
  };
  return createTestApi();
}
