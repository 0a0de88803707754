import { expect, test } from 'bun:test';
import { allSettledOrThrow, connect } from './connection.ts';

test('allSettledOrThrow waits for every pipelined step before it rejects, then rejects with the first failure', async () => {
  let slowFinished = false;
  const slow = Bun.sleep(30).then(() => {
    slowFinished = true;
    return 'late';
  });
  await expect(
    allSettledOrThrow([Promise.reject(new Error('first')), slow, Promise.reject(new Error('second'))]),
  ).rejects.toThrow('first');
  expect(slowFinished).toBe(true);
  expect(await allSettledOrThrow([Promise.resolve(1), slow])).toEqual([1, 'late']);
});

test("a pool keeps each connection 12 to 24 hours, drawn per connection, not postgres.js's 30 to 60 minutes", async () => {
  const sql = connect('postgres://nobody@127.0.0.1:1/none'); // never connects: no statement is sent
  const lifetime = sql.options.max_lifetime as unknown as () => number;
  const draws = Array.from({ length: 200 }, () => lifetime());
  expect(Math.min(...draws)).toBeGreaterThanOrEqual(12 * 3600);
  expect(Math.max(...draws)).toBeLessThanOrEqual(24 * 3600);
  expect(new Set(draws).size).toBeGreaterThan(100);
  await sql.end();
});
