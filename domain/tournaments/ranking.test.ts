import { describe, expect, test } from 'bun:test';
import { placeFinishers, type Finisher } from './ranking.ts';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const run = (userId: string, correct: number, timeMs: number, finished: number): Finisher => ({
  userId,
  correct,
  timeMs,
  finishedAt: at(finished),
});
const summary = (placed: ReturnType<typeof placeFinishers>) => placed.map((p) => [p.userId, p.rank, p.prize]);

describe('tournament ranking', () => {
  test('more right answers first, then less time, then the earlier finish', () => {
    const placed = placeFinishers(
      [run('slow', 8, 90_000, 1), run('most', 9, 140_000, 5), run('fast', 8, 60_000, 9), run('late', 8, 90_000, 7)],
      1_000,
      [50, 30, 20],
    );
    expect(placed.map((p) => p.userId)).toEqual(['most', 'fast', 'slow', 'late']);
  });

  test('the whole prize to the winner with a split of [100]', () => {
    expect(summary(placeFinishers([run('a', 3, 10, 1), run('b', 5, 10, 2)], 19_000_000, [100]))).toEqual([
      ['b', 1, 19_000_000],
      ['a', 2, 0],
    ]);
  });

  test('tied places share their prizes evenly; the remainder goes to the earliest finisher', () => {
    const placed = placeFinishers(
      [run('later', 7, 50_000, 9), run('earlier', 7, 50_000, 3), run('third', 2, 10_000, 1)],
      1_000_001,
      [50, 30, 20],
    );
    // places 1 and 2 hold 500000 + 1 remainder and 300000: 800001 shared by two, the odd one to the earlier finisher
    expect(summary(placed)).toEqual([
      ['earlier', 1, 400_001],
      ['later', 1, 400_000],
      ['third', 3, 200_000],
    ]);
    expect(placed.reduce((sum, p) => sum + p.prize, 0)).toBe(1_000_001);
  });

  test('fewer finishers than paid places: the places taken share the whole prize in their proportion', () => {
    const placed = placeFinishers([run('a', 5, 1, 1), run('b', 4, 1, 1)], 800, [50, 30, 20]);
    expect(summary(placed)).toEqual([
      ['a', 1, 500],
      ['b', 2, 300],
    ]);
  });
});
