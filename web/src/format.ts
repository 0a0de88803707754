// Display helpers. Amounts arrive as decimal strings; they are rounded for display with integer
// arithmetic (no floats on money) and dates are formatted in UTC so the server-rendered HTML and
// the hydrated client always agree. Each takes a locale (decision 0036); components get them bound
// to the player's language from useFormat() (web/src/i18n/use-format.ts). What every page's first load
// needs (the amount display, the Intl cache, formatNumber, displayName) is in format-base.ts, so this
// module rides only in the chunks of the screens that show amounts and counts (decision 0073).

import { xpForLevel } from '../../domain/levels';
import { amountDecimals, cached, currency, DEFAULT_LOCALE, formatNumber, type Locale } from './format-base';

const AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

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
  decimals = amountDecimals(),
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
  return `${formatAmount(value, amountDecimals(), locale)} ${currency()}`;
}

/** A change of balance with its sign: "+1.90", "-1.00", "0.00" (the locale's digits). */
export function formatSignedAmount(value: string | number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatAmount(value, amountDecimals(), locale);
  return text.startsWith('-') || !/[1-9]/.test(text) ? text : `+${text}`;
}

export function formatCount(value: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  return integerFormat(locale).format(value ?? 0);
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

/** XP inside the current level; a level needs 100 x level XP. */
export function levelProgress(user: { level: number; xp?: number | null; xpForNextLevel?: number | null }) {
  const needed =
    user.xpForNextLevel && user.xpForNextLevel > 0 ? user.xpForNextLevel : xpForLevel(Math.max(1, user.level));
  const current = Math.max(0, Math.min(user.xp ?? 0, needed));
  return { current, needed, percent: Math.round((current / needed) * 100) };
}

export function badgeCount(n: number): string {
  return n > 9 ? '9+' : String(n);
}

/** Every formatter bound to one locale: what a component gets from useFormat(). */
export function formattersFor(locale: Locale) {
  return {
    locale,
    amount: (value: string | number | null | undefined, decimals?: number) =>
      formatAmount(value, decimals ?? amountDecimals(), locale),
    usdt: (value: string | number | null | undefined) => formatUsdt(value, locale),
    signedAmount: (value: string | number | null | undefined) => formatSignedAmount(value, locale),
    count: (value: number | null | undefined) => formatCount(value, locale),
    number: (value: number | null | undefined) => formatNumber(value, locale),
    plural: (count: number, forms: PluralForms) => formatPlural(count, forms, locale),
  };
}
export type Formatters = ReturnType<typeof formattersFor>;
