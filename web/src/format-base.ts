// What every page formats with, so in the first load of `/` (decision 0073): the amount display the
// settings choose, the cache of Intl formatters, a figure in the locale's format (t() shows numbers
// with it) and a player's display name. The amounts, counts and plurals (format.ts) and the dates and
// durations (format-time.ts) are built on it, in the chunks of the screens that show them.

/**
 * How amounts are shown to players: System Settings > General, currency and decimal places (decision
 * 0040), from /api/settings. The document shell sets it on every render before the page renders, on
 * the server and in the browser, so both render the same figures. It names the unit, never converts.
 */
const display = { currency: 'USDT', decimals: 2 };

export function setAmountDisplay(settings: { currency?: string; decimalPlaces?: number } | undefined): void {
  if (typeof settings?.currency === 'string' && settings.currency) display.currency = settings.currency;
  const places = settings?.decimalPlaces;
  if (typeof places === 'number' && Number.isInteger(places) && places >= 0 && places <= 8) display.decimals = places;
}

/** The name amounts are shown in (USDT unless the settings say otherwise). */
export const currency = (): string => display.currency;

/** The decimal places amounts are shown with (2 unless the settings say otherwise). */
export const amountDecimals = (): number => display.decimals;

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

export function displayName(
  user: {
    name?: string | null;
    fullName?: string | null;
    telegramFullName?: string | null;
    username?: string | null;
    telegramUsername?: string | null;
  } | null,
): string {
  if (!user) return 'Guest User';
  return user.name || user.fullName || user.telegramFullName || user.username || user.telegramUsername || 'Guest User';
}
