import type { Db } from '../../db/connection.ts';
import { cached, DEFAULT_LOCALE, type Locale } from '../../i18n/intl-format.ts';
import type { Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';

/**
 * How a notification's text shows an amount, like the app does (web/src/format.ts formatUsdt): the
 * settings' decimal places and currency name, the locale's grouping and decimal sign (English for the
 * stored text), "+" for money the player received: "0.50 USDT", "+1,000.00 USDT", "1.000,00 USDT"
 * (de). Rounded half up with integer arithmetic. Used by every use case
 * that writes a notification about money (notify.ts's callers).
 */
export function noticeAmount(
  micro: Micro,
  general: { currency: string; decimalPlaces: number },
  sign: 'credit' | 'plain' = 'plain',
  locale: Locale = DEFAULT_LOCALE,
): string {
  const places = general.decimalPlaces;
  const unit = 10 ** (6 - Math.min(places, 6));
  const scaled = BigInt(Math.floor((Math.abs(micro) + unit / 2) / unit)) * BigInt(10 ** Math.max(0, places - 6));
  const digits = scaled.toString().padStart(places + 1, '0');
  const integers = cached(`grouped:${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: 'always' }));
  const whole = integers.format(BigInt(digits.slice(0, digits.length - places)));
  const point = integers.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const text = places > 0 ? `${whole}${point}${digits.slice(digits.length - places)}` : whole;
  const prefix = micro < 0 ? '-' : sign === 'credit' && micro > 0 ? '+' : '';
  return `${prefix}${text} ${general.currency}`;
}

/** noticeAmount with the settings in force (read once a second, readSettings). */
export async function noticeAmounts(db: Db) {
  const { general } = (await readSettings(db)).system;
  return (micro: Micro, sign: 'credit' | 'plain' = 'plain') => noticeAmount(micro, general, sign);
}
