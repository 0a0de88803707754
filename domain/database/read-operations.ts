import type { Db } from '../../db/connection.ts';
import type { ReplicaStatus } from '../../db/read-replica.ts';

/** Tables up to this size (with their indexes) are counted exactly: a few milliseconds each. */
const EXACT_COUNT_BYTES = 8 * 1024 * 1024;

/** What an operator checks first: schema state, table sizes, the job queue, connections, the server, the read replica's lag. */
export async function readOperations(db: Db, replica: ReplicaStatus) {
  // The worker creates its schema when it first starts; until then there is no queue to show.
  const [{ queue }] = (await db`select to_regclass('graphile_worker.jobs') is not null as queue`) as unknown as [
    { queue: boolean },
  ];
  const [migrations, functions, tables, jobs, failed, connections, [server]] = await Promise.all([
    db<{ name: string; checksum: string; applied_at: Date }[]>`
      select name, checksum, applied_at from schema_migrations order by name`,
    db<{ path: string; checksum: string; applied_at: Date }[]>`
      select path, checksum, applied_at from schema_functions order by path`,
    // A small table is counted exactly (its statistics may still say 0 rows); a big one shows an
    // estimate (the statistics' live rows, else the planner's), since an exact count is a full scan.
    db<{ name: string; rows: number; rowsExact: boolean; bytes: number }[]>`
      select name, bytes, exact as "rowsExact",
        case when exact
          then (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', name), false, true, '')))[1]::text::int8
          else estimate end as rows
      from (
        select c.relname as name, pg_total_relation_size(c.oid)::int8 as bytes,
          pg_total_relation_size(c.oid) <= ${EXACT_COUNT_BYTES} as exact,
          coalesce(s.n_live_tup, greatest(c.reltuples, 0))::int8 as estimate
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_stat_user_tables s on s.relid = c.oid
        where n.nspname = 'public' and c.relkind in ('r', 'p')
      ) t
      order by bytes desc`,
    queue
      ? db<{ queued: number; running: number; retrying: number; failed: number }[]>`
      select count(*) filter (where locked_at is null and attempts = 0)::int as queued,
        count(*) filter (where locked_at is not null)::int as running,
        count(*) filter (where locked_at is null and attempts > 0 and attempts < max_attempts)::int as retrying,
        count(*) filter (where attempts >= max_attempts)::int as failed
      from graphile_worker.jobs`
      : [],
    queue
      ? db<
          {
            id: string;
            task: string;
            attempts: number;
            max_attempts: number;
            last_error: string | null;
            updated_at: Date;
          }[]
        >`
      select id::text, task_identifier as task, attempts, max_attempts, last_error, updated_at
      from graphile_worker.jobs where attempts >= max_attempts or (attempts > 0 and last_error is not null)
      order by updated_at desc limit 50`
      : [],
    db<{ state: string; count: number }[]>`
      select coalesce(state, 'background') as state, count(*)::int as count
      from pg_stat_activity where datname = current_database() group by 1 order by 2 desc`,
    db<{ version: string; max_connections: number; size: number }[]>`
      select version(), current_setting('max_connections')::int as max_connections,
        pg_database_size(current_database())::int8 as size`,
  ]);
  return {
    server: { version: server!.version, maxConnections: server!.max_connections, databaseBytes: server!.size },
    replica,
    connections,
    migrations: migrations.map((m) => ({ name: m.name, checksum: m.checksum, appliedAt: m.applied_at.toISOString() })),
    functionFiles: functions.map((f) => ({
      path: f.path,
      checksum: f.checksum,
      appliedAt: f.applied_at.toISOString(),
    })),
    tables,
    jobs: {
      /** Null until a worker has started once and created the queue. */
      counts: jobs[0] ?? null,
      problems: failed.map((j) => ({
        id: j.id,
        task: j.task,
        attempts: j.attempts,
        maxAttempts: j.max_attempts,
        failed: j.attempts >= j.max_attempts,
        lastError: j.last_error,
        updatedAt: j.updated_at.toISOString(),
      })),
    },
  };
}
export type Operations = Awaited<ReturnType<typeof readOperations>>;
