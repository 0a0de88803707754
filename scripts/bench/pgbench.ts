import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../../db/connection.ts';
import { testServerUrl } from '../../testing/test-database.ts';
import { percentile, type Measurement } from './stats.ts';

/**
 * PostgreSQL's own TPC-B-like benchmark on the same server, same connection count: the yardstick for
 * what this machine's PostgreSQL does per second. Latencies come from pgbench's per-transaction log.
 */
export async function pgbench(input: { connections: number; seconds: number; scale?: number }): Promise<Measurement> {
  const name = `cq_pgbench_${Date.now().toString(36)}`;
  const admin = connect(testServerUrl(), { max: 1 });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const logDir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const run = (args: string[]) => {
      const result = Bun.spawnSync(['pgbench', ...args, url.toString()], {
        cwd: logDir,
        stdout: 'pipe',
        stderr: 'pipe',
      });
      if (result.exitCode !== 0) throw new Error(`pgbench ${args.join(' ')}: ${result.stderr.toString()}`);
      return result.stdout.toString();
    };
    run(['-i', '-q', '-s', String(input.scale ?? 10)]);
    const started = performance.now();
    const output = run([
      '-c',
      String(input.connections),
      '-j',
      '2',
      '-T',
      String(input.seconds),
      '-M',
      'prepared',
      '-l',
      '--log-prefix',
      join(logDir, 'tx'),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const latencies: number[] = [];
    for (const file of readdirSync(logDir).filter((f) => f.startsWith('tx'))) {
      for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    const sorted = Float64Array.from(latencies).sort();
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? latencies.length / seconds);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    return {
      ok: latencies.length,
      errors: failed,
      seconds,
      rps: tps,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
