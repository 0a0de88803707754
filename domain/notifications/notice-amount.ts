import type { Db } from '../../db/connection.ts';
import type { Micro } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';

/**
 * How a notification's text shows an amount, like the app does (web/src/format.ts formatUsdt): the
 * settings' decimal places and currency name, English grouping, "+" for money the player received:
 * "0.50 USDT", "+1,000.00 USDT". Rounded half up with integer arithmetic. Used by every use case
 * that writes a notification about money (notify.ts's callers).
 */
export function noticeAmount(
  micro: Micro,
  general: { currency: string; decimalPlaces: number },
  sign: 'credit' | 'plain' = 'plain',
): string {
  const places = general.decimalPlaces;
  const unit = 10 ** (6 - Math.min(places, 6));
  const scaled = BigInt(Math.floor((Math.abs(micro) + unit / 2) / unit)) * BigInt(10 ** Math.max(0, places - 6));
  const digits = scaled.toString().padStart(places + 1, '0');
  const whole = BigInt(digits.slice(0, digits.length - places)).toLocaleString('en-US');
  const text = places > 0 ? `${whole}.${digits.slice(digits.length - places)}` : whole;
  const prefix = micro < 0 ? '-' : sign === 'credit' && micro > 0 ? '+' : '';
  return `${prefix}${text} ${general.currency}`;
}

/** noticeAmount with the settings in force (read once a second, readSettings). */
export async function noticeAmounts(db: Db) {
  const { general } = (await readSettings(db)).system;
  return (micro: Micro, sign: 'credit' | 'plain' = 'plain') => noticeAmount(micro, general, sign);
}
