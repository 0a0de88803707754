// The CI-sized chaos run (`npm test` runs it): 15 s of the money-moving mix under faults (about 80 s
// with the cluster, the processes and the drain), in its own processes over its own throwaway
// PostgreSQL cluster. A failure prints the run's table and the seed that replays it with
// `CHAOS_SEED=<seed> bun run chaos`. CHAOS_SECONDS makes it longer.
import { expect, test } from 'bun:test';
import { join } from 'node:path';

test('faults over every money path lose nothing and move nothing twice', async () => {
  const run = Bun.spawn([process.execPath, join(import.meta.dir, 'run.ts')], {
    env: { ...process.env, CHAOS_SECONDS: process.env.CHAOS_SECONDS ?? '15' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [code, out, err] = await Promise.all([
    run.exited,
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
  ]);
  if (code !== 0) console.log(out, err);
  expect(code).toBe(0);
  expect(out).toContain('chaos: every invariant holds');
  // The run did something and broke something: acknowledged requests and injected faults.
  expect(Number(/acknowledged \(2xx\)\s+(\d+)/.exec(out)?.[1])).toBeGreaterThan(0);
  expect(out).toMatch(/fault: kill -9 |fault: PostgreSQL fast restart|fault: sessions ended/);
}, 300_000);
