import type { Sql } from './connection.ts';

/**
 * Where lag-tolerant reads run (decision 0064): the read replica (`DATABASE_REPLICA_URL`, a hot
 * standby) while it is within `maxLagSeconds` of the primary, else the primary. The API's admin
 * lists and exports, analytics and the leaderboard read through `read`; money decisions and every
 * other read use the primary pool directly. `check` measures the lag (the API runs it every second,
 * `watch`); a caller who wrote reads from the primary until a check has seen the replica replay
 * past that write, so a player or admin always sees their own change.
 */
export type ReplicaState = 'none' | 'starting' | 'streaming' | 'lagging' | 'down';

export type ReplicaStatus = {
  /** none: no replica configured; starting: not checked yet; lagging or down: reads go to the primary. */
  state: ReplicaState;
  /** How far behind the primary the last check found it, in seconds (null until it answered). */
  lagSeconds: number | null;
  maxLagSeconds: number;
  checkedAt: string | null;
  /** Why the last check or read failed on the replica (down). */
  problem: string | null;
};

/** Checks started whose primary WAL position the replica had not replayed yet, oldest first. */
type Sample = { check: number; at: number; lsn: number };

/** Bytes of WAL behind a pg_lsn's text `X/Y` (exact below 2^53: 8 PB of WAL). */
const lsnBytes = (lsn: string) => {
  const [high = '0', low = '0'] = lsn.split('/');
  return Number.parseInt(high, 16) * 2 ** 32 + Number.parseInt(low, 16);
};

/** Connection failures and the standby's own cancellations: the same read then runs on the primary. */
export function isReplicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  if (!/^[0-9A-Z]{5}$/.test(code)) return true; // postgres.js's own: ECONNREFUSED, CONNECTION_CLOSED, CONNECT_TIMEOUT...
  // connection exceptions, shutdown or starting, a database not replicated yet, recovery conflicts
  return code.startsWith('08') || code.startsWith('57') || code === '3D000' || code === '40001' || code === '40P01';
}

const maxSamples = 600;
const maxFences = 100_000;

export function createReadReplica(
  primary: Sql,
  replica: Sql | null,
  /** checkTimeoutMs: a check slower than this counts the replica down (2 s). */
  options: { maxLagSeconds: number; checkTimeoutMs?: number },
) {
  const checkTimeoutMs = options.checkTimeoutMs ?? 2_000;
  let state: ReplicaState = replica ? 'starting' : 'none';
  let lagMs: number | null = null;
  let checkedAt: number | null = null;
  let problem: string | null = null;
  let started = 0;
  /** Every write that finished before check number `confirmed` started has been replayed on the replica. */
  let confirmed = 0;
  const unreplayed: Sample[] = [];
  /** Callers who wrote: the check that must be confirmed before their reads may go to the replica. */
  const fences = new Map<string, number>();
  /** Set when the fences grew past maxFences (a long outage): every caller waits for this check. */
  let everyone = 0;
  let checking: Promise<void> | null = null;

  function fail(reason: unknown) {
    state = 'down';
    problem = reason instanceof Error ? reason.message : String(reason);
  }

  async function measure(standby: Sql) {
    const number = ++started;
    const at = Date.now();
    const [{ lsn }] = (await primary`select pg_current_wal_lsn()::text as lsn`) as unknown as [{ lsn: string }];
    const [{ recovering, replayed }] = (await standby`
      select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed`) as unknown as [
      { recovering: boolean; replayed: string | null },
    ];
    if (!recovering || !replayed) throw new Error('not a hot standby (pg_is_in_recovery() is false)');
    if (number !== started) return; // this check timed out and a newer one has started: it decides
    unreplayed.push({ check: number, at, lsn: lsnBytes(lsn) });
    if (unreplayed.length > maxSamples) unreplayed.splice(1, 1); // the oldest sets the lag: keep it
    const position = lsnBytes(replayed);
    while (unreplayed[0] && unreplayed[0].lsn <= position) confirmed = unreplayed.shift()!.check;
    for (const [caller, fence] of fences) if (fence <= confirmed) fences.delete(caller);
    checkedAt = Date.now();
    lagMs = unreplayed[0] ? checkedAt - unreplayed[0].at : 0;
    state = lagMs <= options.maxLagSeconds * 1000 ? 'streaming' : 'lagging';
    problem = null;
  }

  /** Measures the replica's lag once (concurrent calls share one check). */
  function check(): Promise<void> {
    if (!replica) return Promise.resolve();
    checking ??= (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      });
      try {
        await Promise.race([measure(replica), timeout]);
      } catch (error) {
        checkedAt = Date.now();
        fail(error);
      } finally {
        clearTimeout(timer);
        checking = null;
      }
    })();
    return checking;
  }

  /** The pool a caller's lag-tolerant read uses now. */
  function pick(caller: string | null): Sql {
    if (!replica || state !== 'streaming' || everyone > confirmed) return primary;
    if (caller !== null && (fences.get(caller) ?? 0) > confirmed) return primary;
    return replica;
  }

  return {
    check,
    /** Runs a read that tolerates lag on the replica when it is fresh enough for this caller; on a replica failure, again on the primary. */
    async read<T>(caller: string | null, run: (db: Sql) => Promise<T>): Promise<T> {
      const db = pick(caller);
      if (db === primary) return run(primary);
      try {
        return await run(db);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        fail(error);
        return run(primary);
      }
    },
    /** A write of this caller finished: their reads stay on the primary until the replica has replayed it. */
    wrote(caller: string) {
      if (!replica) return;
      if (fences.size >= maxFences) {
        everyone = started + 1;
        fences.clear();
      }
      fences.set(caller, started + 1);
    },
    status(): ReplicaStatus {
      return {
        state,
        lagSeconds: lagMs === null ? null : Math.round(lagMs / 100) / 10,
        maxLagSeconds: options.maxLagSeconds,
        checkedAt: checkedAt === null ? null : new Date(checkedAt).toISOString(),
        problem,
      };
    },
    /** Checks every `everyMs` until the returned stop is called (the timer keeps no process alive). */
    watch(everyMs = 1_000): () => void {
      if (!replica) return () => {};
      void check();
      const timer = setInterval(() => void check(), everyMs);
      timer.unref?.();
      return () => clearInterval(timer);
    },
  };
}

export type ReadReplica = ReturnType<typeof createReadReplica>;
