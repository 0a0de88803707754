import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** user+system CPU seconds of one process from /proc (0 if it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (postmaster and backends). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** CPU seconds all cores spent busy since boot (the first line of /proc/stat, minus idle and iowait). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.slice(0, 8).map(Number);
  return (n.reduce((sum, t) => sum + t, 0) - n[3]! - n[4]!) / ticksPerSecond;
}

/** `other` is whatever else kept the machine busy (other engineers' tests, the kernel's network work). */
export type CpuShare = { server: number; postgres: number; load: number; other: number };

/** Starts a CPU sample; calling the result gives each side's CPU use in cores (1 = one full core). */
export function sampleCpu(serverPids: number[]) {
  const wall = performance.now();
  const server = serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const pg = new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)]));
  const self = process.cpuUsage();
  const busy = machineBusySeconds();
  return (): CpuShare => {
    const seconds = (performance.now() - wall) / 1000;
    const serverNow = serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    // Backends that started during the sample count from zero.
    const pgNow = postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid) - (pg.get(pid) ?? 0), 0);
    const selfNow = process.cpuUsage(self);
    const share = {
      server: (serverNow - server) / seconds,
      postgres: pgNow / seconds,
      load: (selfNow.user + selfNow.system) / 1e6 / seconds,
    };
    const other = (machineBusySeconds() - busy) / seconds - share.server - share.postgres - share.load;
    return { ...share, other: Math.max(0, other) };
  };
}
