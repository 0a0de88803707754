/** Money is an integer count of micro-USDT (1 USDT = 1,000,000). This is the only place that converts it to and from text. */
export type Micro = number;

export const MICRO_PER_USDT = 1_000_000;
/** A whole number of USDT in micro-USDT, for limits written in code ("1000 USDT"). */
export const usdt = (whole: number): Micro => whole * MICRO_PER_USDT;

/** An amount as a plain number of USDT, for figures that are not money (a leaderboard score). */
export const usdtValue = (micro: Micro): number => micro / MICRO_PER_USDT;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** Parses "12.5", "10" or a JSON number with at most 6 decimals; returns null when it is not a valid non-negative amount. */
export function parseAmount(input: unknown): Micro | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = numberToPlainString(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  const micro = whole * MICRO_PER_USDT + fraction;
  return Number.isSafeInteger(micro) ? micro : null;
}

/** A JSON number's shortest decimal text, without exponent (1e-7 has too many decimals either way). */
function numberToPlainString(n: number): string {
  const text = String(n);
  return text.includes('e') ? n.toFixed(7) : text;
}

/** "12.5", "10", "0.000001": the contract's decimal string, without trailing zeros. */
export function formatAmount(micro: Micro): string {
  const sign = micro < 0 ? '-' : '';
  const abs = Math.abs(micro);
  const whole = Math.floor(abs / MICRO_PER_USDT);
  const fraction = String(abs % MICRO_PER_USDT)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** amount x basis points / 10000, rounded half up: fees and multipliers without floats. */
export function applyBasisPoints(amount: Micro, basisPoints: number): Micro {
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/**
 * A token amount in the chain's smallest units (a USDT contract's `decimals`: 6 on TRON, Ethereum and
 * TON, 18 on BSC) as micro-USDT, exactly: more decimals than six are cut off (the app never credits
 * a fraction of a micro-USDT it did not receive). Null when it is beyond a safe integer.
 */
export function fromTokenUnits(units: bigint, decimals: number): Micro | null {
  const micro = decimals >= 6 ? units / 10n ** BigInt(decimals - 6) : units * 10n ** BigInt(6 - decimals);
  return micro >= 0n && micro <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(micro) : null;
}

/** Micro-USDT in a token's smallest units; null when the token's decimals cannot carry the amount exactly. */
export function toTokenUnits(micro: Micro, decimals: number): bigint | null {
  if (decimals >= 6) return BigInt(micro) * 10n ** BigInt(decimals - 6);
  const scale = 10n ** BigInt(6 - decimals);
  return BigInt(micro) % scale === 0n ? BigInt(micro) / scale : null;
}
