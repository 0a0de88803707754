import { expect, test } from 'bun:test';
import { allSettledOrThrow } from './connection.ts';

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
