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

export { cached, DEFAULT_LOCALE, formatNumber, type Locale } from '../../i18n/intl-format';

export function displayName(
  user: {
    name?: string | null;
    fullName?: string | null;
    telegramFullName?: string | null;
    username?: string | null;
    telegramUsername?: string | null;
  } | null,
  guest: string,
): string {
  if (!user) return guest;
  return user.name || user.fullName || user.telegramFullName || user.username || user.telegramUsername || guest;
}
