// The Intl formatters the web app and the server's texts share (the server words a Telegram message
// as the app words the notification: decision 0077). Imports nothing: the web app's first load carries it.

/** A BCP 47 locale for Intl ('en-US', 'es-ES', ...); every formatter takes one, English by default. */
export type Locale = string;
export const DEFAULT_LOCALE: Locale = 'en-US';

// Intl formatters are costly to build: one per locale and shape, kept for the process.
type AnyFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const formatters = new Map<string, AnyFormat>();
export function cached<F extends AnyFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A figure that is not money (a multiplier, a level, XP): "1,234.5" (en), "1.234,5" (de), up to two decimals. */
export function formatNumber(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return cached(
    `num:${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: 'always' }),
  ).format(v);
}

/** A percentage given in percent (2.5 -> "2.5%" en, "2,5 %" de/fr/es), the sign where the locale puts it. */
export function formatPercent(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return cached(
    `pct:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(Math.round(v * 10) / 1000);
}
