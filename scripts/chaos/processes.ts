// The chaos run's processes: API replicas (scripts/bench/server.ts, the real createApp handler) and
// graphile-worker processes (worker/main.ts), each a separate OS process it can kill -9 and start again.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Subprocess } from 'bun';

const root = join(import.meta.dir, '../..');

export type Replica = {
  kind: 'api' | 'worker';
  index: number;
  process: Subprocess<'ignore', 'pipe', 'pipe'>;
  url?: string;
};

/** Starts one process and waits for its ready line (the API's port, the worker's "running"). */
async function spawnReady(kind: Replica['kind'], index: number, env: Record<string, string>): Promise<Replica> {
  const file = kind === 'api' ? 'scripts/bench/server.ts' : 'worker/main.ts';
  // SOAK_MEMORY_LOG: each process logs its memory (scripts/soak/memory-watch.ts).
  const preload = process.env.SOAK_MEMORY_LOG ? ['--preload', join(root, 'scripts/soak/memory-watch.ts')] : [];
  const child = Bun.spawn([process.execPath, ...preload, join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
  try {
    while (true) {
      const port = /listening (\d+)/.exec(seen)?.[1];
      if (port || (kind === 'worker' && seen.includes('worker: running'))) {
        // FLEET_LOG_DIR keeps each process's output (e.g. the worker's task timings) in `kind` + index `.log`.
        // The pipe is drained whatever happens to the log: a child whose pipe fills blocks in its next
        // write (a missing directory once froze the worker at the soak's start).
        const dir = process.env.FLEET_LOG_DIR;
        if (dir) mkdirSync(dir, { recursive: true });
        let log = dir ? join(dir, `${kind}${index}.log`) : null;
        void (async () => {
          for (let read = await reader.read(); !read.done; read = await reader.read())
            if (log)
              try {
                appendFileSync(log, read.value);
              } catch (error) {
                console.error(`fleet: ${log} cannot be written (${error}); ${kind}${index}'s output is dropped`);
                log = null;
              }
        })().catch(() => {});
        return { kind, index, process: child, url: port ? `http://127.0.0.1:${port}` : undefined };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`${file} exited before it was ready (${await child.exited}): ${seen}`);
      seen += decoder.decode(value);
    }
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * What graphile-worker's logger and our error handler print while PostgreSQL is away: expected in a
 * run that restarts it, and not counted as errors.
 */
const expectedOutageLine =
  /database unavailable \(|Failed to reset locked|terminating connection due to administrator command|Client has encountered a connection error|the database system is (shutting down|starting up)|Connection terminated|ECONNREFUSED|ECONNRESET|canceling statement due to statement timeout/;

/** The replicas of one run: start them, kill one -9 and start it again, stop them all. */
export function createFleet(env: Record<string, string>) {
  const replicas: Replica[] = [];
  /** API replicas' stderr lines that are not the expected one-line outage notes: the run reports them. */
  const unexpectedLogs: string[] = [];
  /** Processes that exited by themselves, with their last lines. */
  const exits: string[] = [];
  let stopping = false;

  const watch = (replica: Replica) => {
    const lines: string[] = [];
    const read = (async () => {
      const text = await new Response(replica.process.stderr).text();
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        // A worker's task that failed while PostgreSQL was away is retried: the job checks judge workers.
        if (replica.kind === 'api' && !expectedOutageLine.test(line))
          unexpectedLogs.push(`${replica.kind}${replica.index}: ${line}`);
      }
    })();
    void replica.process.exited.then(async (code) => {
      const signal = replica.process.signalCode;
      if (stopping || signal === 'SIGKILL' || signal === 'SIGTERM') return;
      await read;
      exits.push(`${replica.kind}${replica.index} exited (${code ?? signal}): ${lines.slice(-3).join(' | ')}`);
    });
  };

  const start = async (kind: Replica['kind'], index: number) => {
    const replica = await spawnReady(kind, index, env);
    watch(replica);
    return replica;
  };

  return {
    replicas,
    unexpectedLogs,
    exits,
    async startAll(apis: number, workers: number) {
      const kinds = [
        ...Array.from({ length: apis }, () => 'api' as const),
        ...Array.from({ length: workers }, () => 'worker' as const),
      ];
      replicas.push(...(await Promise.all(kinds.map((kind, i) => start(kind, kind === 'api' ? i : i - apis)))));
    },
    /** The URLs of the API replicas that are up now. */
    apiUrls: () =>
      replicas
        .filter((r) => r.kind === 'api' && r.process.exitCode === null && r.process.signalCode === null)
        .map((r) => r.url as string),
    /** kill -9 of one replica, then the same replica started again (a supervisor's restart). */
    async killAndRestart(replica: Replica, downMs: number) {
      replica.process.kill('SIGKILL');
      await replica.process.exited;
      await Bun.sleep(downMs);
      replicas[replicas.indexOf(replica)] = await start(replica.kind, replica.index);
    },
    /** A replica that exited by itself is started again, as a supervisor would. */
    async restartExited() {
      for (const replica of [...replicas]) {
        if (replica.process.exitCode !== null && replica.process.signalCode === null)
          replicas[replicas.indexOf(replica)] = await start(replica.kind, replica.index);
      }
    },
    async stopAll() {
      stopping = true;
      for (const replica of replicas) replica.process.kill('SIGTERM');
      await Promise.all(
        replicas.map((r) => Promise.race([r.process.exited, Bun.sleep(5_000).then(() => r.process.kill('SIGKILL'))])),
      );
    },
  };
}

export type Fleet = ReturnType<typeof createFleet>;
