// The CPU cost of one `GET /api/users/profile` against the bench's ceiling (a handler that answers
// "Hello, world!"), on an idle machine: one player calls both one at a time through the app's real
// handler (in this process), with the caches the server runs with (the access cache listening, the
// profile cache's second), and each request's CPU is split into this process and the database's
// backends as in answer-cost.ts. Building the request and reading the reply's text are counted on
// both sides, so the difference is the app's own work.
//   bun scripts/bench/profile-cost.ts        (BENCH_REQUESTS, default 20,000 of each)
// With BENCH_BEFORE=<another checkout of the repo, e.g. a worktree of main>, that checkout's app is
// measured too, on its own database, request by request interleaved with this one's.
import { join } from 'node:path';
import type { createApp as CreateApp } from '../../api/app.ts';
import { allowMachinePace } from './players.ts';
import { benchTrees, createCostMeter, testApiOf } from './request-cost.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
/** A profile read from the database once in this many requests (the cached one the rest of the time). */
const missEvery = 20;
/**
 * In `bun run bench` each of 200 players asks for its profile about 57 times a second (11,500
 * requests a second) and the cache keeps it a second: one request in 57 reads the database.
 */
const benchRequestsPerMiss = 57;

const hello = async () => new Response('Hello, world!');

/** One app (this checkout's or BENCH_BEFORE's) on its own database, with the server's default caches. */
async function openSide({ name, tree }: { name: string; tree: string }) {
  const { createApp } = (await import(join(tree, 'api/app.ts'))) as { createApp: typeof CreateApp };
  const api = await testApiOf(tree);
  await allowMachinePace(api.sql);
  const player = await api.register('Cost');
  const app = createApp({ sql: api.sql, env: { ...api.env, NODE_ENV: 'production' }, clientIp: () => '127.0.0.1' });
  const get = async (handle: (request: Request) => Promise<Response>) => {
    const response = await handle(
      new Request('http://localhost/api/users/profile', { headers: { authorization: `Bearer ${player.token}` } }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status} ${text}`);
    return text;
  };
  const close = async () => {
    await app.access.close();
    await api.close();
  };
  return { name, get, handle: app.handle, profiles: app.profiles, close, meter: await createCostMeter(api.sql) };
}

const sides = [];
for (const tree of benchTrees()) sides.push(await openSide(tree));
for (const side of sides) {
  for (let i = 0; i < 2_000; i++) await side.get(side.handle); // warm-up (and the access cache's listen)
  await side.meter.listBackends();
}
for (let i = 0; i < requests; i++)
  for (const side of sides) {
    await side.meter.measure(
      () => 'hello (the ceiling)',
      () => side.get(hello),
    );
    await side.meter.measure(
      () => 'GET /api/users/profile',
      () => side.get(side.handle),
    );
    if (i % missEvery !== 0) continue;
    side.profiles.clear();
    await side.meter.measure(
      () => 'profile, its cache missed',
      () => side.get(side.handle),
    );
  }
console.log(`\n${requests} requests of each, one at a time; CPU ms per request\n`);
for (const side of sides) {
  if (side.name) console.log(`\n${side.name}:`);
  side.meter.print(26, 4);
  const perRequest = (kind: string) => {
    const t = side.meter.totals.get(kind)!;
    return { app: t.app / t.n, db: t.db / t.n };
  };
  const ceiling = perRequest('hello (the ceiling)');
  const hit = perRequest('GET /api/users/profile');
  const miss = perRequest('profile, its cache missed');
  const atBenchPace = (side: 'app' | 'db') =>
    (hit[side] * (benchRequestsPerMiss - 1) + miss[side]) / benchRequestsPerMiss - ceiling[side];
  console.log(
    `beyond the ceiling, one miss in ${benchRequestsPerMiss}: app ${atBenchPace('app').toFixed(4)} ms + db ${atBenchPace('db').toFixed(4)} ms`,
  );
  await side.meter.close();
  await side.close();
}
