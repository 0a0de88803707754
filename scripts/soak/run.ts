// The soak: `bun run soak`. A production start (one API process, one worker process, a database of
// its own) under steady mixed player load at about half the capacity measured first, for
// SOAK_MINUTES (60). Every SOAK_SAMPLE_SECONDS (60) it samples each process's RSS, PostgreSQL's
// connections, the job queue's depth and the p99 of that minute. It passes when RSS grows less than
// 10% after the warm-up (its floor: rssWindowSamples), every later minute's p99 stays within 2x of
// the first ten minutes' p99, and no reply was an error. Not part of CI (docs/benchmarks.md records
// runs; decision 0063). Beside each minute it prints where a slow minute stalled
// (scripts/soak/probes.ts): the soak's own event loop, the API, PostgreSQL, checkpoints and
// autovacuum, which requests were slower than 100 ms, the cores each process used (with the second
// that waited longest for a core) and the waits for the disk.
// SOAK_STALL_LOG=file makes the API write each event-loop stall over 60 ms there
// (scripts/soak/stall-watch.ts); FLEET_LOG_DIR=dir keeps each process's output (the worker's task
// timings); SOAK_MEMORY_LOG=dir each process's heap every minute and which objects it holds
// (scripts/soak/memory-watch.ts).
// SOAK_PLAYERS (1,000) players share the load, so a player's own history grows at a pace a person
// could keep up: with a handful of players each one started thousands of quizzes an hour, and the
// per-player reads the rules bound (the day's quiz count, at most 10 a day by default) grew with it.
import { readFileSync } from 'node:fs';
import { loadavg, totalmem } from 'node:os';
import { loadEnv } from '../../config/env.ts';
import { fundUsers, registerUsers, type BenchUser } from '../bench/fixtures.ts';
import { percentile, Recorder } from '../bench/stats.ts';
import { createFleet } from '../chaos/processes.ts';
import { prepareRun } from '../chaos/setup.ts';
import { startProbes, type ProbeMinute } from './probes.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 60);
const sampleMs = Number(process.env.SOAK_SAMPLE_SECONDS ?? 60) * 1000;
const capacitySeconds = Number(process.env.SOAK_CAPACITY_SECONDS ?? 30);
const playerCount = Number(process.env.SOAK_PLAYERS ?? 1_000);
/** SOAK_SESSION_MINUTES: the security settings' session timeout (access tokens live at most 15 minutes of it), shorter to see renewals in a short run. */
const sessionMinutes = process.env.SOAK_SESSION_MINUTES ? Number(process.env.SOAK_SESSION_MINUTES) : null;
/** RSS is compared from the end of the warm-up; p99 against the first ten minutes (a third of shorter runs). */
const warmupSamples = Math.max(
  1,
  Math.round(Number(process.env.SOAK_WARMUP_MINUTES ?? Math.min(5, minutes / 6)) * (60_000 / sampleMs)),
);
const baselineSamples = Math.max(1, Math.round(Math.min(10, minutes / 3) * (60_000 / sampleMs)));
/**
 * A process's RSS is a saw-tooth: its JavaScript heap grows between full collections and gives the
 * pages back after one (the worker: 90-103 MB around a live heap of 10 MB, SOAK_MEMORY_LOG). Growth is
 * read from the floors, the lowest sample of the first window after the warm-up against the lowest of
 * the last window, so a leak shows and where a collection fell does not. Ten minutes; a third of the
 * samples after the warm-up in shorter runs.
 */
const rssWindowSamples = (steady: number) =>
  Math.max(1, Math.min(Math.round(10 * (60_000 / sampleMs)), Math.floor(steady / 3)));

// The database grows to about 1 GB in the hour: PostgreSQL's default 128 MB of shared_buffers made its
// backends write out pages themselves and read them back through the kernel. SOAK_SHARED_BUFFERS sets
// it; by default 2 GB, or an eighth of the machine's memory if that is less.
const sharedBuffers = process.env.SOAK_SHARED_BUFFERS ?? `${Math.min(2048, Math.floor(totalmem() / 8 / 2 ** 20))}MB`;
const run = await prepareRun('soak', { shared_buffers: sharedBuffers });
const fleet = createFleet(run.childEnv);
let exitCode = 1;
try {
  // An hour of stakes at 0.1 each: enough money that no player runs dry.
  const more = await registerUsers(run.db.sql, loadEnv(run.childEnv), Math.max(0, playerCount - run.players.length), {
    first: 10_000,
  });
  await run.db.sql`update email_identities set verified_at = now() where verified_at is null`;
  const soakPlayers = [...run.players, ...more];
  await fundUsers(run.db.sql, soakPlayers, 5_000);
  if (sessionMinutes)
    await run.db.sql`
      update app_settings set document = jsonb_set(document, '{system,security,sessionTimeout}', ${sessionMinutes}::text::jsonb)
      where id = 'appSettings'`;
  const accessMinutes = Math.min(15, sessionMinutes ?? 15);
  await fleet.startAll(1, 1);
  const apiUrl = fleet.apiUrls()[0]!;

  type Step = { ms: number; ok: boolean; what: string };
  const startRenewals: (() => void)[] = [];
  /** One player's next request of the mix: reads of the main screens, and challenge answers. */
  const player = (user: BenchUser) => {
    // The harness signs every player up within a minute or two, so their access tokens would all
    // expire in the same seconds, a burst of renewals no real audience makes: each player renews
    // once at a random moment of its token's lifetime, as if signed in at a different time, and from
    // then on when its token expires.
    let renewAt = Number.POSITIVE_INFINITY;
    startRenewals.push(() => {
      renewAt = performance.now() + Math.random() * (accessMinutes - 1) * 60_000;
    });
    let quiz: { sessionId: string; questionId: string } | null = null;
    type Reply = { status: number; json: { data?: Record<string, unknown>; error?: { code: string } } };
    const send = async (method: string, path: string, body: unknown, token: string | null): Promise<Reply> => {
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      // A connection that fails is an error reply of its own kind (status 0), counted like the others.
      const res = await fetch(`${apiUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }).catch((error: { code?: string }) => ({ failed: error.code ?? 'fetch failed' }));
      if ('failed' in res) return { status: 0, json: { error: { code: res.failed } } };
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Reply['json'] };
    };
    /** The session's tokens traded for new ones; on failure, why (the reply's status and code). */
    const renew = async (): Promise<string | null> => {
      const renewed = await send('POST', '/api/auth/refresh', { refreshToken: user.refreshToken }, null);
      const tokens = renewed.json.data as { accessToken?: string; refreshToken?: string } | undefined;
      if (!tokens?.accessToken || !tokens.refreshToken) return `renewal ${renewed.status} ${renewed.json.error?.code}`;
      user.token = tokens.accessToken;
      user.refreshToken = tokens.refreshToken;
      return null;
    };
    // As the app does: an expired access token (15 minutes) is renewed with the refresh token, and the request sent again.
    const call = async (method: string, path: string, body?: unknown): Promise<Reply & { renewal?: string }> => {
      if (performance.now() >= renewAt) {
        renewAt = Number.POSITIVE_INFINITY;
        const failed = await renew();
        if (failed) return { status: 0, json: {}, renewal: failed };
      }
      const res = await send(method, path, body, user.token);
      if (res.status !== 401) return res;
      const failed = await renew();
      if (failed) return { ...res, renewal: failed };
      return send(method, path, body, user.token);
    };
    const reads = [
      '/api/users/profile',
      '/api/wallet',
      '/api/tournaments?status=active',
      '/api/leaderboard?period=week',
      '/api/tasks',
      '/api/notifications',
    ];
    let turn = 0;
    return async (): Promise<Step> => {
      const t0 = performance.now();
      turn += 1;
      let res: Awaited<ReturnType<typeof call>>;
      let what: string;
      if (turn % 2 === 0) {
        what = reads[(turn / 2) % reads.length]!;
        res = await call('GET', what);
      } else if (!quiz) {
        what = 'start challenge';
        res = await call('POST', '/api/quiz/sessions', { difficulty: 'easy', mode: 'challenge', stake: '0.1' });
        const data = res.json.data as { session?: { id: string }; question?: { id: string } } | undefined;
        if (data?.session && data.question) quiz = { sessionId: data.session.id, questionId: data.question.id };
      } else {
        what = 'answer';
        res = await call('POST', `/api/quiz/sessions/${quiz.sessionId}/answers`, {
          questionId: quiz.questionId,
          answerIndex: turn % 4,
        });
        const next = (res.json.data as { next?: { id: string } } | undefined)?.next;
        quiz = next ? { ...quiz, questionId: next.id } : null;
      }
      const ok = res.status >= 200 && res.status < 300;
      if (!ok) quiz = null;
      const failure = `${what}: ${res.status} ${res.json.error?.code}${res.renewal ? ` (${res.renewal})` : ''}`;
      return { ms: performance.now() - t0, ok, what: ok ? what : failure };
    };
  };

  // Capacity: every player back to back, no pause.
  const players = soakPlayers.map(player);
  let capacityOps = 0;
  const capacityEnd = performance.now() + capacitySeconds * 1000;
  await Promise.all(
    players.map(async (step) => {
      while (performance.now() < capacityEnd) if ((await step()).ok) capacityOps += 1;
    }),
  );
  const capacity = capacityOps / capacitySeconds;
  const rate = capacity / 2;
  const interval = (players.length / rate) * 1000;
  console.log(`capacity ${capacity.toFixed(1)} req/s; soaking at ${rate.toFixed(1)} req/s for ${minutes} min`);

  // The soak: each player paced to its share of the rate, from a random start and with a random
  // pause around the pace, as people arrive: players in lock-step finished their quizzes in the same
  // seconds (800 quizzes and their fraud re-scores at once, every 26 s).
  let minute = new Recorder();
  const all: number[][] = [];
  type Sample = {
    at: number;
    rss: number[];
    connections: number;
    queue: number;
    ok: number;
    errors: number;
    p99: number;
    load: number;
  };
  const samples: Sample[] = [];
  /** Error replies by kind: how many, and the minute of the first. */
  const errors = new Map<string, { count: number; firstMinute: number }>();
  let minuteErrors = 0;
  /** The minute's replies slower than 100 ms, by request. */
  const slow = new Map<string, number>();
  const end = performance.now() + minutes * 60_000;
  for (const start of startRenewals) start();
  const load = Promise.all(
    players.map(async (step) => {
      await Bun.sleep(Math.random() * interval);
      while (performance.now() < end) {
        const started = performance.now();
        const result = await step();
        if (result.ok) minute.record(result.ms);
        else {
          minuteErrors += 1;
          const kind = errors.get(result.what) ?? { count: 0, firstMinute: samples.length + 1 };
          errors.set(result.what, { ...kind, count: kind.count + 1 });
        }
        if (result.ok && result.ms > 100) slow.set(result.what, (slow.get(result.what) ?? 0) + 1);
        await Bun.sleep(Math.max(0, interval * (0.5 + Math.random()) - (performance.now() - started)));
      }
    }),
  );

  const rss = (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const processes = fleet.replicas.map((r) => `${r.kind} RSS MB`);
  const pidOf = (kind: string) => fleet.replicas.find((r) => r.kind === kind)?.process.pid ?? 0;
  const probes = startProbes(apiUrl, run.db.url, { api: pidOf('api'), worker: pidOf('worker') });
  console.log(
    [
      'sample',
      ...processes,
      'PG conns',
      'queue',
      'ok',
      'errors',
      'p99 ms',
      'load',
      'soak lag ms',
      'api 404 ms',
      'api health ms',
      'db select ms',
      'checkpoints',
      'slowest (>100 ms)',
      'autovacuum',
      'longest statement',
      'cores used',
      'disk',
    ].join('\t'),
  );
  while (performance.now() < end) {
    await Bun.sleep(Math.min(sampleMs, Math.max(0, end - performance.now())));
    const taken = minute;
    minute = new Recorder();
    const minuteErrorCount = minuteErrors;
    minuteErrors = 0;
    const slowest = [...slow].map(([what, n]) => `${what} ${n}`).join(', ') || '-';
    slow.clear();
    const probed: ProbeMinute = await probes.take();
    const values = taken.latencies();
    all.push(values);
    const [counts] = await run.db.sql<{ connections: number; queue: number }[]>`
      select (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
             (select count(*)::int from graphile_worker._private_jobs) as queue`;
    const { connections, queue } = counts ?? { connections: 0, queue: 0 };
    const sample: Sample = {
      at: samples.length + 1,
      rss: fleet.replicas.map((r) => rss(r.process.pid)),
      connections,
      queue,
      ok: values.length,
      errors: minuteErrorCount,
      p99: percentile(Float64Array.from(values).sort(), 99),
      load: loadavg()[0]!,
    };
    samples.push(sample);
    console.log(
      [
        sample.at,
        ...sample.rss.map((v) => v.toFixed(0)),
        connections,
        queue,
        sample.ok,
        sample.errors,
        sample.p99.toFixed(1),
        sample.load.toFixed(1),
        probed.clientLagMs.toFixed(0),
        probed.loopMs.toFixed(0),
        probed.apiMs.toFixed(0),
        probed.dbMs.toFixed(0),
        probed.checkpoints,
        slowest,
        probed.autovacuum,
        probed.longest,
        probed.cpu,
        probed.io,
      ].join('\t'),
    );
  }
  await load;
  await probes.stop();

  // The verdict.
  const steady = samples.slice(Math.min(warmupSamples, samples.length) - 1);
  const window = rssWindowSamples(steady.length);
  const floor = (part: Sample[], i: number) => Math.min(...part.map((s) => s.rss[i]!));
  const floors = processes.map((_, i) => ({
    first: floor(steady.slice(0, window), i),
    last: floor(steady.slice(-window), i),
  }));
  const growth = floors.map((f) => (f.last - f.first) / f.first);
  const baseline = percentile(Float64Array.from(all.slice(0, baselineSamples).flat()).sort(), 99);
  const worstLater = Math.max(
    0,
    ...samples
      .slice(baselineSamples)
      .map((s) => s.p99)
      .filter(Number.isFinite),
  );
  const checks = [
    {
      name: 'RSS growth after warm-up < 10%',
      pass: growth.every((g) => g < 0.1),
      detail: growth
        .map(
          (g, i) =>
            `${processes[i]} ${(g * 100).toFixed(1)}% (floor ${floors[i]!.first.toFixed(0)} -> ${floors[i]!.last.toFixed(0)} over ${window} samples; last ${samples.at(-1)!.rss[i]!.toFixed(0)})`,
        )
        .join(', '),
    },
    {
      name: "p99 within 2x of the first minutes' p99",
      pass: worstLater <= 2 * baseline,
      detail: `baseline ${baseline.toFixed(1)} ms, worst later minute ${worstLater.toFixed(1)} ms`,
    },
    {
      name: 'no error replies',
      pass: errors.size === 0,
      detail:
        [...errors]
          .sort(([, a], [, b]) => b.count - a.count)
          .map(([what, e]) => `${e.count} × ${what} (from minute ${e.firstMinute})`)
          .join('; ') || '0',
    },
    { name: 'no process exited by itself', pass: fleet.exits.length === 0, detail: fleet.exits.join('; ') || 'none' },
  ];
  console.log('\ncheck\tresult\tdetail');
  for (const check of checks) console.log(`${check.name}\t${check.pass ? 'pass' : 'FAIL'}\t${check.detail}`);
  exitCode = checks.every((c) => c.pass) ? 0 : 1;
} finally {
  await fleet.stopAll();
  await run.teardown();
}
process.exit(exitCode);
