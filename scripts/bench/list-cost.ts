// The CPU cost of one request of the two big player lists, on the bench's data: the earn tasks
// (200 live tasks) and the tournament lobby (10,000 tournaments, the active tab's first page).
// One player calls them one at a time through the real app handler (in this process) against the
// local PostgreSQL; each request's CPU is split as in answer-cost.ts. Reading the response's text
// is counted, parsing it is not.
//   bun scripts/bench/list-cost.ts        (BENCH_REQUESTS, default 400 of each)
import { createTestApi } from '../../testing/test-api.ts';
import { seedTournaments } from './fixtures.ts';
import { createCostMeter } from './request-cost.ts';
import { scenarios } from './scenarios.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const api = await createTestApi();
const tasks = scenarios.find((s) => s.name.startsWith('GET /api/tasks'));
if (tasks?.kind !== 'http' || !tasks.prepare) throw new Error('the tasks scenario seeds its tasks');
await tasks.prepare(api.sql);
await seedTournaments(api.sql, 10_000);
await api.sql`vacuum analyze`; // no autovacuum of the fresh rows during the measurement
const player = await api.register('Cost');

const meter = await createCostMeter(api.sql);
const lists = [
  ['GET /api/tasks (200 tasks)', '/api/tasks'],
  ['GET /api/tournaments?status=active', '/api/tournaments?status=active'],
] as const;
const get = async (path: string) => {
  const response = await api.handle(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${player.token}` } }),
  );
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
  return text;
};

for (const [, path] of lists) for (let i = 0; i < 50; i++) await get(path); // warm-up
for (let i = 0; i < requests; i++) {
  if (i % 50 === 0) await meter.listBackends();
  for (const [kind, path] of lists)
    await meter.measure(
      () => kind,
      () => get(path),
    );
}
console.log(`\n${requests} requests of each list, one at a time; CPU ms per request\n`);
meter.print(34);
await meter.close();
await api.close();
