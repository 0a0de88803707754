// What the soak samples beside each minute's p99, to tell where a slow minute stalled: the soak's own
// event loop (its clients), the API process (a path that reads no database, and a health check through
// its pool), PostgreSQL (a bare `select 1` on a connection of its own, and the longest statement
// active at each half second with what it waited on), autovacuum and checkpoints. Loopback only;
// stopped by `stop`.
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
  /** The longest-running statement seen active (sampled each half second): its age, wait and start. */
  longest: string;
};

type Active = { ms: number; wait: string; query: string };

export function startProbes(apiUrl: string, databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const fresh = () => ({
    clientLagMs: 0,
    loopMs: 0,
    apiMs: 0,
    dbMs: 0,
    vacuumed: new Map<string, number>(),
    longest: null as Active | null,
  });
  let minute = fresh();
  let running = true;
  const timed = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work().catch(() => {});
    return performance.now() - t0;
  };
  const checkpointCount = async () => {
    const [row] = await sql<{ n: number }[]>`
      select (checkpoints_timed + checkpoints_req)::int as n from pg_stat_bgwriter`;
    return row?.n ?? 0;
  };
  let checkpointsBefore = 0;
  const loops = (async () => {
    checkpointsBefore = await checkpointCount();
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
        const rows = await sql<{ query: string }[]>`
          select query from pg_stat_activity where backend_type = 'autovacuum worker'`.catch(() => []);
        for (const { query } of rows) {
          const table = /(?:VACUUM|ANALYZE)[^.]*\.?(\w+)\s*$/.exec(query.replace(/\(.*\)/, ''))?.[1] ?? query;
          minute.vacuumed.set(table, (minute.vacuumed.get(table) ?? 0) + 1);
        }
      }
    }
  })();
  return {
    /** The minute's figures, and a fresh minute begun. */
    async take(): Promise<ProbeMinute> {
      const taken = minute;
      minute = fresh();
      const now = await checkpointCount().catch(() => checkpointsBefore);
      const checkpoints = now - checkpointsBefore;
      checkpointsBefore = now;
      return {
        clientLagMs: taken.clientLagMs,
        loopMs: taken.loopMs,
        apiMs: taken.apiMs,
        dbMs: taken.dbMs,
        autovacuum: [...taken.vacuumed].map(([t, s]) => `${t} ${s}s`).join(' ') || '-',
        checkpoints,
        longest: taken.longest ? `${taken.longest.ms.toFixed(0)} ms ${taken.longest.wait} ${taken.longest.query}` : '-',
      };
    },
    async stop() {
      running = false;
      await loops;
      await sql.end({ timeout: 2 });
    },
  };
}
