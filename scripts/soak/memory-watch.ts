// Preloaded into the soak's API and worker processes (SOAK_MEMORY_LOG=dir, scripts/chaos/processes.ts):
// tells a leak from an allocator that keeps freed pages. Every minute it appends the process's RSS
// and its JavaScript heap (used, total, memory outside it) to `dir/<script>-<pid>.log`; at the minutes
// of SOAK_MEMORY_CENSUS_MINUTES (15,60: after the p99 baseline's ten minutes) it collects the garbage
// first (one full collection, a pause of tens of milliseconds) and adds the live heap and the count
// of live objects by type, so two censuses show which objects grew. RSS rising with a flat live heap
// is the allocator, not a leak.
import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { heapStats } from 'bun:jsc';

const dir = process.env.SOAK_MEMORY_LOG;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${basename(process.argv[1] ?? 'process', '.ts')}-${process.pid}.log`);
  const census = new Set((process.env.SOAK_MEMORY_CENSUS_MINUTES ?? '15,60').split(',').map(Number));
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  let minute = 0;
  setInterval(() => {
    minute += 1;
    const line: Record<string, unknown> = { minute };
    if (census.has(minute)) {
      Bun.gc(true);
      const stats = heapStats();
      const top = Object.entries(stats.objectTypeCounts)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 40);
      Object.assign(line, {
        liveHeapMb: mb(stats.heapSize),
        objects: stats.objectCount,
        types: Object.fromEntries(top),
      });
    }
    const usage = process.memoryUsage();
    Object.assign(line, {
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
    });
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 60_000).unref();
}
