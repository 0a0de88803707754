// The admin question list with 100,000 questions (issue 19's budget: p99 under 50 ms for the first
// page and for a text search). Runs the real endpoint in-process against a fresh test database:
// `bun scripts/bench/question-list.ts [rounds]`. Prints one line per case.
import { createTestApi } from '../../testing/test-api.ts';
import { percentile } from './stats.ts';

const rounds = Number(process.argv[2] ?? 300);
const api = await createTestApi();
try {
  const token = await api.registerAdmin();
  const topics = ['Bitcoin', 'Ethereum', 'DeFi', 'Trading', 'Security', 'Technology'];
  const words = [
    'halving',
    'staking',
    'liquidity',
    'leverage',
    'phishing',
    'sharding',
    'rollup',
    'oracle',
    'mempool',
    'nonce',
  ];
  await api.sql`
    insert into questions (question, options, correct_index, explanation, difficulty, category, source, is_active, created_at)
    select format('Benchmark question %s about %s and %s number %s?', i, (${words}::text[])[1 + i % 10], (${topics}::text[])[1 + i % 6], md5(i::text)),
      jsonb_build_array('A ' || i, 'B ' || i, 'C ' || i, 'D ' || i), i % 4, 'An explanation long enough for the rule.',
      (array['easy', 'medium', 'hard'])[1 + i % 3], (${topics}::text[])[1 + i % 6],
      (array['manual', 'ai', 'import'])[1 + (i / 3) % 3], i % 7 <> 0, now() - make_interval(secs => i)
    from generate_series(1, 100000) i`;
  await api.sql`analyze questions`;
  const [count] = await api.sql<{ n: number }[]>`select count(*)::int as n from questions`;
  const first = await api.call('GET', '/api/admin/questions?limit=20', { token });
  const deepCursor = encodeURIComponent(first.json.nextCursor);
  const cases: [string, string][] = [
    ['first page', '/api/admin/questions?limit=20'],
    ['next page (cursor)', `/api/admin/questions?limit=20&cursor=${deepCursor}`],
    ['search, common word (10% of rows)', '/api/admin/questions?limit=20&search=halving'],
    ['search, one question', '/api/admin/questions?limit=20&search=number%20c4ca4238'],
    ['filters: hard, ai, inactive', '/api/admin/questions?limit=20&difficulty=hard&source=ai&active=false'],
    ['filters matching nothing', '/api/admin/questions?limit=20&difficulty=hard&source=seed&active=false'],
    ['filter + search', '/api/admin/questions?limit=20&category=DeFi&search=liquidity'],
  ];
  console.log(`questions in the bank: ${count!.n}; ${rounds} requests per case, one at a time`);
  for (const [name, path] of cases) {
    for (let i = 0; i < 20; i++) await api.call('GET', path, { token }); // warm-up
    const times = new Float64Array(rounds);
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await api.call('GET', path, { token });
      times[i] = performance.now() - started;
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
    }
    times.sort();
    console.log(
      `${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`,
    );
  }
} finally {
  await api.close();
}
