// Amounts typed or shown in the app, as integer micro-USDT (bigint): the web's one place that
// converts money to and from text (the server's is domain/money.ts). The server checks every amount again.

const MICRO = 1_000_000n;
const DECIMAL = /^\s*(\d{1,12})(?:\.(\d{0,6}))?\s*$/;

/** "12.5" -> 12500000n; null for anything that is not a non-negative amount with at most 6 decimals. */
export function toMicro(text: string): bigint | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  return BigInt(m[1]!) * MICRO + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** 12500000n -> "12.5": the contract's decimal string, without trailing zeros. */
export function fromMicro(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const frac = (abs % MICRO).toString().padStart(6, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / MICRO}${frac ? `.${frac}` : ''}`;
}
