// Fee previews on the wallet forms, in integer micro-USDT (no floats on money). The server
// computes the real figures; these only show the player what to expect before submitting.
import { formatAmount } from '../../format';
import { fromMicro, toMicro } from '../../money';

export { toMicro };

/** 12500000n -> "12.50" (for display, in the settings' decimal places). */
export function showMicro(micro: bigint, format: (value: string) => string = formatAmount): string {
  return format(fromMicro(micro));
}

/** The method fee as the server computes it: amount x basis points / 10000, rounded half up. */
export function percentFee(amount: bigint, feePercent: number): bigint {
  const basisPoints = BigInt(Math.round(feePercent * 100));
  return (amount * basisPoints + 5_000n) / 10_000n;
}

/** Whether `micro` lies within [min, max] given as decimal strings (an empty bound is open). */
export function outOfBounds(micro: bigint, min: string | null, max: string | null): 'low' | 'high' | null {
  const lo = min ? toMicro(min) : null;
  const hi = max ? toMicro(max) : null;
  if (lo !== null && micro < lo) return 'low';
  if (hi !== null && micro > hi) return 'high';
  return null;
}

/** The larger / smaller of decimal strings, for combining limits from several sources. */
export function maxOf(...values: string[]): string {
  return values.reduce((a, b) => ((toMicro(b) ?? 0n) > (toMicro(a) ?? 0n) ? b : a));
}
export function minOf(...values: string[]): string {
  return values.reduce((a, b) => ((toMicro(b) ?? 0n) < (toMicro(a) ?? 0n) ? b : a));
}
