// What the soak samples beside each minute's p99, to tell where a slow minute stalled: the soak's own
// event loop (its clients), the API process (a health check through its pool), PostgreSQL (a bare
// `select 1` on a connection of its own), autovacuum and checkpoints. Loopback only; stopped by `stop`.
import postgres from 'postgres';

export type ProbeMinute = {
  /** The longest the soak's own event loop was late for a 100 ms timer. */
  clientLagMs: number;
  /** The slowest `GET /api/health` (the API's loop and pool and a `select 1`). */
  apiMs: number;
  /** The slowest `select 1` on a connection of the probe's own. */
  dbMs: number;
  /** The tables autovacuum was seen working on (sampled each second), with the seconds seen. */
  autovacuum: string;
  /** Checkpoints started in the minute (timed + requested). */
  checkpoints: number;
};

export function startProbes(apiUrl: string, databaseUrl: string) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  let minute = { clientLagMs: 0, apiMs: 0, dbMs: 0, vacuumed: new Map<string, number>() };
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
        const [api, db] = await Promise.all([
          timed(() => fetch(`${apiUrl}/api/health`).then((r) => r.arrayBuffer())),
          timed(() => sql`select 1`),
        ]);
        minute.apiMs = Math.max(minute.apiMs, api);
        minute.dbMs = Math.max(minute.dbMs, db);
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
      minute = { clientLagMs: 0, apiMs: 0, dbMs: 0, vacuumed: new Map() };
      const now = await checkpointCount().catch(() => checkpointsBefore);
      const checkpoints = now - checkpointsBefore;
      checkpointsBefore = now;
      return {
        clientLagMs: taken.clientLagMs,
        apiMs: taken.apiMs,
        dbMs: taken.dbMs,
        autovacuum: [...taken.vacuumed].map(([t, s]) => `${t} ${s}s`).join(' ') || '-',
        checkpoints,
      };
    },
    async stop() {
      running = false;
      await loops;
      await sql.end({ timeout: 2 });
    },
  };
}
