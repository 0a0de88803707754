import { formatAmount, type Micro } from '../money.ts';

/** Round stakes (1, 2, 5 times a power of ten) in micro-USDT, from 0.01 to 1,000,000 USDT. */
const roundStakes: Micro[] = Array.from({ length: 9 }, (_, e) => [1, 2, 5].map((d) => d * 10 ** (e + 4))).flat();

/**
 * The challenge's stake presets from the stake limits (the challenge settings): the minimum, two
 * round stakes spaced evenly between (on a log scale, as stakes grow by factors), and the maximum.
 * Read by readEligibility, so a changed limit changes the buttons at the next request.
 */
export function stakePresets(min: Micro, max: Micro): string[] {
  const presets = [min];
  for (const share of [1 / 3, 2 / 3]) {
    const target = Math.log(min) + (Math.log(max) - Math.log(min)) * share;
    const between = roundStakes.filter((s) => s > presets.at(-1)! && s < max);
    const nearest = between.sort((a, b) => Math.abs(Math.log(a) - target) - Math.abs(Math.log(b) - target))[0];
    if (nearest !== undefined) presets.push(nearest);
  }
  if (max > min) presets.push(max);
  return presets.map(formatAmount);
}
