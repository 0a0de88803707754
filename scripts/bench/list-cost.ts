// The CPU cost of one request of the two big player lists, on the bench's data: the earn tasks
// (200 live tasks) and the tournament lobby (10,000 tournaments, the active tab's first page).
// One player calls them one at a time through the real app handler (in this process) against the
// local PostgreSQL; each request's CPU is split as in answer-cost.ts. Reading the response's text
// is counted, parsing it is not.
//   bun scripts/bench/list-cost.ts        (BENCH_REQUESTS, default 400 of each)
// With BENCH_BEFORE=<another checkout of the repo, e.g. a worktree of main>, that checkout's app is
// measured too, on its own database with the same data, request by request interleaved with this
// one's, so both sides see the same machine.
import { seedTournaments } from './fixtures.ts';
import { benchTrees, createCostMeter, testApiOf } from './request-cost.ts';
import { scenarios } from './scenarios.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
/** One app (this checkout's or BENCH_BEFORE's) on its own database with the bench's tasks and tournaments. */
async function openSide({ name, tree }: { name: string; tree: string }) {
  const api = await testApiOf(tree);
  const tasks = scenarios.find((s) => s.name.startsWith('GET /api/tasks'));
  if (tasks?.kind !== 'http' || !tasks.prepare) throw new Error('the tasks scenario seeds its tasks');
  await tasks.prepare(api.sql);
  await seedTournaments(api.sql, 10_000);
  await api.sql`vacuum analyze`; // no autovacuum of the fresh rows during the measurement
  const player = await api.register('Cost');
  const get = async (path: string) => {
    const response = await api.handle(
      new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${player.token}` } }),
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
    return text;
  };
  return { name, api, get, meter: await createCostMeter(api.sql) };
}

const sides = [];
for (const tree of benchTrees()) sides.push(await openSide(tree));
const lists = [
  ['GET /api/tasks (200 tasks)', '/api/tasks'],
  ['GET /api/tournaments?status=active', '/api/tournaments?status=active'],
] as const;

for (const side of sides) for (const [, path] of lists) for (let i = 0; i < 50; i++) await side.get(path); // warm-up
for (let i = 0; i < requests; i++)
  for (const side of sides) {
    if (i % 50 === 0) await side.meter.listBackends();
    for (const [kind, path] of lists)
      await side.meter.measure(
        () => kind,
        () => side.get(path),
      );
  }
console.log(`\n${requests} requests of each list, one at a time; CPU ms per request\n`);
for (const side of sides) {
  if (side.name) console.log(`\n${side.name}:`);
  side.meter.print(34);
  await side.meter.close();
  await side.api.close();
}
