// Display helpers. Amounts arrive as decimal strings; they are rounded for display with integer
// arithmetic (no floats on money) and dates are formatted in UTC so the server-rendered HTML and
// the hydrated client always agree. Each takes a locale (decision 0036); components get them bound
// to the player's language from useFormat() (web/src/i18n).

import { xpForLevel } from '../../domain/levels';

const AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

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

/** A BCP 47 locale for Intl ('en-US', 'es-ES', ...); every formatter takes one, English by default. */
export type Locale = string;
export const DEFAULT_LOCALE: Locale = 'en-US';

// Intl formatters are costly to build: one per locale and shape, kept for the process.
type AnyFormat = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const formatters = new Map<string, AnyFormat>();
function cached<F extends AnyFormat>(key: string, make: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}
// Grouping always: Spanish's CLDR leaves four-digit figures ungrouped ("1000,00" beside "10.000,00"),
// which reads as two formats on one screen.
const integerFormat = (locale: Locale) =>
  cached(`int:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' }));

function decimalSeparator(locale: Locale): string {
  const parts = cached(
    `dec:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }),
  ).formatToParts(1.5);
  return parts.find((p) => p.type === 'decimal')?.value ?? '.';
}

/** "12.345678" -> "12.35" (en), "12,35" (es, de, fr) at the settings' decimal places; the locale's grouping; invalid input -> zero. Integer arithmetic only. */
export function formatAmount(
  value: string | number | null | undefined,
  decimals = display.decimals,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const text = typeof value === 'number' ? value.toFixed(6) : (value ?? '0').trim();
  const m = AMOUNT.exec(text) ?? AMOUNT.exec('0');
  const negative = m?.[1] === '-';
  const frac = (m?.[3] ?? '').padEnd(decimals + 1, '0');
  let scaled = BigInt((m?.[2] ?? '0') + frac.slice(0, decimals));
  if (Number(frac[decimals]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  // Intl formats a BigInt exactly: the integer part gets the locale's own grouping.
  const intPart = integerFormat(locale).format(BigInt(digits.slice(0, digits.length - decimals)));
  const fracPart = decimals > 0 ? `${decimalSeparator(locale)}${digits.slice(digits.length - decimals)}` : '';
  const isZero = scaled === 0n;
  return `${negative && !isZero ? '-' : ''}${intPart}${fracPart}`;
}

/** An amount with the unit: "12.35 USDT" (the settings' currency name). */
export function formatUsdt(value: string | number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatAmount(value, display.decimals, locale)} ${display.currency}`;
}

/** A change of balance with its sign: "+1.90", "-1.00", "0.00" (the locale's digits). */
export function formatSignedAmount(value: string | number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatAmount(value, display.decimals, locale);
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
}

export function formatCount(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return integerFormat(locale).format(value ?? 0);
}

/** A figure that is not money (a multiplier, a level, XP): "1,234.5" (en), "1.234,5" (de), up to two decimals. */
export function formatNumber(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return cached(
    `num:${locale}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: 'always' }),
  ).format(v);
}

/** A noun's forms by the plural category Intl.PluralRules picks (`other` always; `one`, `few`, `many`... where a language has them). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The word for a count in the locale's plural rules: "day" for 1, "days" for 0 and 2 (and Polish's few/many, etc.). */
export function pluralWord(count: number, forms: PluralForms, locale: Locale = DEFAULT_LOCALE): string {
  return forms[cached(`plural:${locale}`, () => new Intl.PluralRules(locale)).select(count)] ?? forms.other;
}

/** A count and its noun: "1 day", "2 days", "1,000 days"; `text` is the count as shown when not the plain figure ("10,000+"). */
export function formatPlural(
  count: number,
  forms: PluralForms,
  locale: Locale = DEFAULT_LOCALE,
  text?: string,
): string {
  return `${text ?? formatCount(count, locale)} ${pluralWord(count, forms, locale)}`;
}

/** A percentage given in percent (2.5 -> "2.5%" en, "2,5 %" de/fr/es), the sign where the locale puts it. */
export function formatPercent(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return cached(
    `pct:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(Math.round(v * 10) / 1000);
}

// Dates are formatted in UTC so the server-rendered HTML and the hydrated client always agree.
const dateFormat = (locale: Locale) =>
  cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
const dateTimeFormat = (locale: Locale) =>
  cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'UTC',
      }),
  );

export function formatDate(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat(locale).format(d);
}

export function formatDateTime(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : `${dateTimeFormat(locale).format(d)} UTC`;
}

/** XP inside the current level; a level needs 100 x level XP. */
export function levelProgress(user: { level: number; xp?: number | null; xpForNextLevel?: number | null }) {
  const needed =
    user.xpForNextLevel && user.xpForNextLevel > 0 ? user.xpForNextLevel : xpForLevel(Math.max(1, user.level));
  const current = Math.max(0, Math.min(user.xp ?? 0, needed));
  return { current, needed, percent: Math.round((current / needed) * 100) };
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

export function badgeCount(n: number): string {
  return n > 9 ? '9+' : String(n);
}

/** Large figures shortened to K and M (1,234 -> 1.2K; 2,500,000 -> 2.5M; the locale's own words). */
export function formatShort(value: number | string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const n = Number(value ?? 0);
  const compact = cached(
    `short:${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  );
  return Number.isFinite(n) ? compact.format(n) : '0';
}

/** How long ago, in the locale's words ("5 min ago", "hace 5 min", "5分钟前"); "now" under a minute. */
export function formatTimeAgo(iso: string, now: number, locale: Locale = DEFAULT_LOCALE): string {
  const rtf = cached(`ago:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return rtf.format(0, 'second');
  if (s < 3600) return rtf.format(-Math.floor(s / 60), 'minute');
  if (s < 86_400) return rtf.format(-Math.floor(s / 3600), 'hour');
  return rtf.format(-Math.floor(s / 86_400), 'day');
}

const unitFormat = (locale: Locale, unit: string, unitDisplay: 'narrow' | 'short' | 'long') =>
  cached(
    `unit:${unit}:${unitDisplay}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }),
  );

/** Time until `at` in the two largest units: "3d 4h", "2h 5m", "12m 30s" (en), "3 T 4h" (de), "3天 4小时" (zh). */
export function formatTimeLeft(at: string, now: number, locale: Locale = DEFAULT_LOCALE): string {
  const s = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const part = (unit: string, n: number) => unitFormat(locale, unit, 'narrow').format(n);
  if (s >= 86_400) return `${part('day', Math.floor(s / 86_400))} ${part('hour', Math.floor((s % 86_400) / 3600))}`;
  if (s >= 3600) return `${part('hour', Math.floor(s / 3600))} ${part('minute', Math.floor((s % 3600) / 60))}`;
  return `${part('minute', Math.floor(s / 60))} ${part('second', s % 60)}`;
}

/** A duration in milliseconds as seconds with one decimal: "1.5 sec" (en), "1,5 s" (fr); "-" when unknown. */
export function formatSeconds(ms: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  return unitFormat(locale, 'second', 'short').format(Math.round(ms / 100) / 10);
}

const WAIT_UNITS: Record<string, 'minute' | 'hour' | 'day'> = {
  min: 'minute',
  minute: 'minute',
  h: 'hour',
  hr: 'hour',
  hour: 'hour',
  day: 'day',
};
const WAIT = /^\s*(\d+(?:\.\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*)?(min|minute|h|hr|hour|day)s?\.?\s*$/i;

/**
 * An operator's processing time ("5-10 minutes", "1 hour", "24h") in the locale's words ("5–10 Minuten",
 * "1-3小时"); any other wording is shown as the operator wrote it.
 */
export function formatWaitingTime(text: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const m = WAIT.exec(text ?? '');
  const unit = m ? WAIT_UNITS[m[3]!.toLowerCase()] : undefined;
  if (!m || !unit) return text ?? '';
  const f = unitFormat(locale, unit, 'long');
  return m[2] === undefined ? f.format(Number(m[1])) : f.formatRange(Number(m[1]), Number(m[2]));
}

/** Every formatter bound to one locale: what a component gets from useFormat(). */
export function formattersFor(locale: Locale) {
  return {
    locale,
    amount: (value: string | number | null | undefined, decimals?: number) =>
      formatAmount(value, decimals ?? display.decimals, locale),
    usdt: (value: string | number | null | undefined) => formatUsdt(value, locale),
    signedAmount: (value: string | number | null | undefined) => formatSignedAmount(value, locale),
    count: (value: number | null | undefined) => formatCount(value, locale),
    number: (value: number | null | undefined) => formatNumber(value, locale),
    timeLeft: (at: string, now: number) => formatTimeLeft(at, now, locale),
    seconds: (ms: number | null | undefined) => formatSeconds(ms, locale),
    waitingTime: (text: string | null | undefined) => formatWaitingTime(text, locale),
    plural: (count: number, forms: PluralForms) => formatPlural(count, forms, locale),
    percent: (value: number | null | undefined) => formatPercent(value, locale),
    date: (value: string | null | undefined) => formatDate(value, locale),
    dateTime: (value: string | null | undefined) => formatDateTime(value, locale),
    short: (value: number | string | null | undefined) => formatShort(value, locale),
    timeAgo: (iso: string, now: number) => formatTimeAgo(iso, now, locale),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;
