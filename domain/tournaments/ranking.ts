import type { Micro } from '../money.ts';

export type Finisher = { userId: string; correct: number; timeMs: number; finishedAt: Date };
export type Placed = Finisher & { rank: number; prize: Micro };

/** More right answers, then less total answer time, then the earlier finish. */
const order = (a: Finisher, b: Finisher) =>
  b.correct - a.correct || a.timeMs - b.timeMs || a.finishedAt.getTime() - b.finishedAt.getTime();
const tied = (a: Finisher, b: Finisher) => a.correct === b.correct && a.timeMs === b.timeMs;

/**
 * Ranks the finished runs and splits `prize` by `split` (percentages of the places, summing to 100):
 * with fewer finishers than paid places the split of the places taken is scaled up to the whole
 * prize. Runs equal in right answers and time share a rank and the prizes of the places they take,
 * evenly; every micro-USDT left by rounding goes to the earliest finisher of the group (for places,
 * to first place). docs/decisions/0023-tournaments.md.
 */
export function placeFinishers(finishers: Finisher[], prize: Micro, split: number[]): Placed[] {
  const sorted = [...finishers].sort(order);
  const paid = split.slice(0, sorted.length);
  const weight = paid.reduce((sum, p) => sum + p, 0);
  const placePrizes = sorted.map((_, i) =>
    i < paid.length && weight > 0 ? Math.floor((prize * paid[i]!) / weight) : 0,
  );
  if (placePrizes.length > 0) placePrizes[0]! += prize - placePrizes.reduce((sum, p) => sum + p, 0);
  const placed: Placed[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && tied(sorted[start]!, sorted[end]!)) end++;
    const pot = placePrizes.slice(start, end).reduce((sum, p) => sum + p, 0);
    const share = Math.floor(pot / (end - start));
    for (let i = start; i < end; i++) {
      placed.push({ ...sorted[i]!, rank: start + 1, prize: share + (i === start ? pot - share * (end - start) : 0) });
    }
    start = end;
  }
  return placed;
}
