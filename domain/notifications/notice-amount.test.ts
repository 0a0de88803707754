import { expect, test } from 'bun:test';
import { noticeAmount } from './notice-amount.ts';

const usdt = { currency: 'USDT', decimalPlaces: 2 };

test('notification amounts read like the app: the settings’ decimals and unit, grouping, a sign for credits', () => {
  expect(noticeAmount(500_000, usdt)).toBe('0.50 USDT');
  expect(noticeAmount(500_000, usdt, 'credit')).toBe('+0.50 USDT');
  expect(noticeAmount(50_000_000, usdt)).toBe('50.00 USDT');
  expect(noticeAmount(1_000_000_000, usdt, 'credit')).toBe('+1,000.00 USDT');
  expect(noticeAmount(1_234_567, usdt)).toBe('1.23 USDT');
  expect(noticeAmount(1_235_000, usdt)).toBe('1.24 USDT');
  expect(noticeAmount(0, usdt, 'credit')).toBe('0.00 USDT');
  expect(noticeAmount(-2_000_000, usdt, 'credit')).toBe('-2.00 USDT');
  expect(noticeAmount(1_500_000, { currency: 'USD', decimalPlaces: 0 })).toBe('2 USD');
  expect(noticeAmount(1_234_567, { currency: 'BTC', decimalPlaces: 8 })).toBe('1.23456700 BTC');
});

test("in a player's language an amount takes the app's grouping and decimal sign for it", () => {
  expect(noticeAmount(1_234_500_000, usdt, 'plain', 'de-DE')).toBe('1.234,50 USDT');
  expect(noticeAmount(1_234_500_000, usdt, 'credit', 'es-ES')).toBe('+1.234,50 USDT');
  expect(noticeAmount(500_000, usdt, 'plain', 'zh-CN')).toBe('0.50 USDT');
});
