// What the soak samples beside each minute's p99, to tell where a slow minute stalled: the soak's own
// event loop (its clients), the API process (a path that reads no database, and a health check through
// its pool), PostgreSQL (a bare `select 1` on a connection of its own, and the longest statement
// active at each half second with what it waited on), autovacuum and checkpoints, and the waits for the
// disk (the kernel's IO pressure, and the buffers PostgreSQL's backends had to write out themselves).
// Loopback only; stopped by `stop`.
import { readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';

export type ProbeMinute = {
  /** The longest the soak's own event loop was late for a 100 ms timer. */
  clientLagMs: number;
  /** The slowest request to an unknown API path (a 404: the API's event loop, no database). */
  loopMs: number;
  /** The slowest `GET /api/health` (the API's loop and pool and a `select 1`). */
  apiMs: number;
  /** The slowest `select 1` on a connection of the probe's own. */
  dbMs: number;
  /** The tables autovacuum was seen working on (sampled each second), with the seconds seen. */
  autovacuum: string;
  /** Checkpoints started in the minute (timed + requested). */
  checkpoints: number;
  /**
   * The disk: the ms some task waited for it in the minute and in its worst second (the kernel's IO
   * pressure), and the buffers PostgreSQL's backends wrote out themselves to make room (a request
   * waits on that write; the background writer and checkpoints write the others).
   */
  io: string;
  /** The longest-running statement seen active (sampled each half second): its age, wait and start. */
  longest: string;
  /**
   * Cores used in the minute by the API, the worker, PostgreSQL and the soak itself, the cores the
   * hypervisor gave to other guests (steal: on shared cores, the neighbours' load), and the second in
   * which tasks waited longest for a core (the kernel's CPU pressure), with the same split.
   */
  cpu: string;
};

/** CPU ms (utime + stime) of a process, 0 once it is gone. */
const cpuMs = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};
const postgresPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    })
    .map(Number);
/**
 * A counter of PostgreSQL's CPU ms that never goes back: a backend that exits (a pool replacing a
 * connection) stays counted at its last reading, or the minute it left would show negative cores.
 */
const postgresCpu = () => {
  let last = new Map<number, number>();
  let exited = 0;
  return () => {
    // A process gone before its reading (0) is counted as exited, at its last reading.
    const now = new Map(
      postgresPids()
        .map((pid) => [pid, cpuMs(pid)] as const)
        .filter(([, ms]) => ms > 0),
    );
    for (const [pid, ms] of last) if (!now.has(pid)) exited += ms;
    last = now;
    return exited + [...now.values()].reduce((sum, ms) => sum + ms, 0);
  };
};
/** CPU ms the hypervisor gave to other guests while this machine had work (steal, all cores), since boot. */
const stolenMs = () => Number(readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)[8] ?? 0) * 10;
/** Microseconds some task waited for a core ('cpu') or for the disk ('io'), since boot. */
const pressure = (kind: 'cpu' | 'io') =>
  Number(/some .*total=(\d+)/.exec(readFileSync(`/proc/pressure/${kind}`, 'utf8'))?.[1] ?? 0);
type CpuSplit = { api: number; worker: number; pg: number; soak: number; stolen: number };

type Active = { ms: number; wait: string; query: string };

export function startProbes(apiUrl: string, databaseUrl: string, pids: { api: number; worker: number }) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const pgCpu = postgresCpu();
  const fresh = () => ({
    clientLagMs: 0,
    loopMs: 0,
    apiMs: 0,
    dbMs: 0,
    vacuumed: new Map<string, number>(),
    longest: null as Active | null,
    used: { api: 0, worker: 0, pg: 0, soak: 0, stolen: 0 } as CpuSplit,
    worst: null as (CpuSplit & { waitedMs: number }) | null,
    ioWaitedMs: 0,
    ioWorstMs: 0,
  });
  const cpuNow = (): CpuSplit & { pressure: number; io: number } => ({
    api: cpuMs(pids.api),
    worker: cpuMs(pids.worker),
    pg: pgCpu(),
    soak: cpuMs(process.pid),
    stolen: stolenMs(),
    pressure: pressure('cpu'),
    io: pressure('io'),
  });
  let cpuBefore = cpuNow();
  let minute = fresh();
  let running = true;
  const timed = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work().catch(() => {});
    return performance.now() - t0;
  };
  const writerCounts = async () => {
    const [row] = await sql<{ checkpoints: number; backendWrites: number }[]>`
      select (checkpoints_timed + checkpoints_req)::int as checkpoints, buffers_backend::int8 as "backendWrites"
      from pg_stat_bgwriter`;
    return row ?? { checkpoints: 0, backendWrites: 0 };
  };
  let writersBefore = { checkpoints: 0, backendWrites: 0 };
  const loops = (async () => {
    writersBefore = await writerCounts();
    let tick = 0;
    while (running) {
      const planned = performance.now() + 100;
      await Bun.sleep(100);
      minute.clientLagMs = Math.max(minute.clientLagMs, performance.now() - planned);
      tick += 1;
      if (tick % 2 === 0) {
        const [loop, api, db] = await Promise.all([
          timed(() => fetch(`${apiUrl}/api/soak-probe`).then((r) => r.arrayBuffer())),
          timed(() => fetch(`${apiUrl}/api/health`).then((r) => r.arrayBuffer())),
          timed(() => sql`select 1`),
        ]);
        minute.loopMs = Math.max(minute.loopMs, loop);
        minute.apiMs = Math.max(minute.apiMs, api);
        minute.dbMs = Math.max(minute.dbMs, db);
      }
      if (tick % 5 === 0) {
        const [active] = await sql<Active[]>`
          select (extract(epoch from now() - query_start) * 1000)::float8 as ms,
                 coalesce(wait_event_type || ':' || wait_event, 'running') as wait,
                 left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70) as query
          from pg_stat_activity
          where datname = current_database() and state = 'active' and backend_type = 'client backend'
            and pid <> pg_backend_pid()
          order by query_start limit 1`.catch(() => []);
        if (active && active.ms > (minute.longest?.ms ?? 0)) minute.longest = active;
      }
      if (tick % 10 === 0) {
        const cpu = cpuNow();
        const second = {
          api: cpu.api - cpuBefore.api,
          worker: cpu.worker - cpuBefore.worker,
          pg: cpu.pg - cpuBefore.pg,
          soak: cpu.soak - cpuBefore.soak,
          stolen: cpu.stolen - cpuBefore.stolen,
          waitedMs: (cpu.pressure - cpuBefore.pressure) / 1000,
        };
        const ioWaitedMs = (cpu.io - cpuBefore.io) / 1000;
        minute.ioWaitedMs += ioWaitedMs;
        minute.ioWorstMs = Math.max(minute.ioWorstMs, ioWaitedMs);
        cpuBefore = cpu;
        for (const key of ['api', 'worker', 'pg', 'soak', 'stolen'] as const)
          minute.used[key] += Math.max(0, second[key]);
        if (second.waitedMs > (minute.worst?.waitedMs ?? -1)) minute.worst = second;
        const rows = await sql<{ query: string }[]>`
          select query from pg_stat_activity where backend_type = 'autovacuum worker'`.catch(() => []);
        for (const { query } of rows) {
          const table = /(?:VACUUM|ANALYZE)[^.]*\.?(\w+)\s*$/.exec(query.replace(/\(.*\)/, ''))?.[1] ?? query;
          minute.vacuumed.set(table, (minute.vacuumed.get(table) ?? 0) + 1);
        }
      }
    }
  })();
  /** Cores used over `ms`, API / worker / PostgreSQL / soak, and the cores the hypervisor gave to other guests. */
  const split = (used: CpuSplit, ms: number) =>
    (['api', 'worker', 'pg', 'soak', 'stolen'] as const)
      .map((key) => `${key} ${(used[key] / ms).toFixed(2)}`)
      .join(' ');
  return {
    /** The minute's figures, and a fresh minute begun. */
    async take(): Promise<ProbeMinute> {
      const taken = minute;
      minute = fresh();
      const writers = await writerCounts().catch(() => writersBefore);
      const checkpoints = writers.checkpoints - writersBefore.checkpoints;
      const backendWrites = writers.backendWrites - writersBefore.backendWrites;
      writersBefore = writers;
      return {
        clientLagMs: taken.clientLagMs,
        loopMs: taken.loopMs,
        apiMs: taken.apiMs,
        dbMs: taken.dbMs,
        autovacuum: [...taken.vacuumed].map(([t, s]) => `${t} ${s}s`).join(' ') || '-',
        checkpoints,
        io: `waited ${taken.ioWaitedMs.toFixed(0)} ms (worst second ${taken.ioWorstMs.toFixed(0)}); backends wrote ${backendWrites} buffers`,
        longest: taken.longest ? `${taken.longest.ms.toFixed(0)} ms ${taken.longest.wait} ${taken.longest.query}` : '-',
        cpu: `${split(taken.used, 60_000)}; worst second: waited ${taken.worst?.waitedMs.toFixed(0) ?? 0} ms, ${taken.worst ? split(taken.worst, 1000) : '-'}`,
      };
    },
    async stop() {
      running = false;
      await loops;
      await sql.end({ timeout: 2 });
    },
  };
}
