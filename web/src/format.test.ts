import { describe, expect, test } from 'bun:test';
import {
  badgeCount,
  formatAmount,
  formatCount,
  formatPlural,
  pluralWord,
  formattersFor,
  formatUsdt,
  levelProgress,
} from './format';
import { currency, displayName, formatNumber, setAmountDisplay } from './format-base';
import {
  formatDate,
  formatDateTime,
  formatPercent,
  formatSeconds,
  formatTimeAgo,
  formatTimeLeft,
  formatWaitingTime,
} from './format-time';

describe('formatAmount', () => {
  test('rounds decimal strings half-up to two places without floats', () => {
    expect(formatAmount('12.345678')).toBe('12.35');
    expect(formatAmount('12.344999')).toBe('12.34');
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatAmount('10')).toBe('10.00');
    expect(formatAmount('0.005')).toBe('0.01');
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('9007199254740993.99')).toBe('9,007,199,254,740,993.99');
  });
  test('keeps the sign except for zero, and shows 0.00 for anything malformed', () => {
    expect(formatAmount('-3.456')).toBe('-3.46');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(2.5)).toBe('2.50');
  });
});

describe('levels', () => {
  test('progress inside a level needs 100 x level XP', () => {
    expect(levelProgress({ level: 3, xp: 150, xpForNextLevel: 300 })).toEqual({
      current: 150,
      needed: 300,
      percent: 50,
    });
    expect(levelProgress({ level: 2, xp: 50, xpForNextLevel: 0 })).toEqual({ current: 50, needed: 200, percent: 25 });
    expect(levelProgress({ level: 1, xp: 500, xpForNextLevel: 100 }).percent).toBe(100);
  });
});

test("notification badge caps at 9+ and a missing name falls back to the guest's name in the language", () => {
  expect(badgeCount(9)).toBe('9');
  expect(badgeCount(10)).toBe('9+');
  expect(displayName(null, 'Gast')).toBe('Gast');
  expect(displayName({ name: '' }, 'Gast')).toBe('Gast');
  expect(displayName({ name: '', telegramFullName: 'Tele Gram' }, 'Gast')).toBe('Tele Gram');
});

describe('the settings’ currency and decimal places (System Settings > General)', () => {
  test('amounts follow decimalPlaces and carry the currency, until the settings change again', () => {
    try {
      setAmountDisplay({ currency: 'BTC', decimalPlaces: 8 });
      expect(formatAmount('12.345678')).toBe('12.34567800');
      expect(formatUsdt('0.5')).toBe('0.50000000 BTC');
      expect(currency()).toBe('BTC');
      setAmountDisplay({ currency: 'USD', decimalPlaces: 0 });
      expect(formatUsdt('1234.5')).toBe('1,235 USD');
      expect(formatAmount('10', 2)).toBe('10.00'); // an explicit precision still wins
      // Missing or out-of-range values leave the last good ones.
      setAmountDisplay(undefined);
      setAmountDisplay({ decimalPlaces: 12 });
      expect(formatUsdt('3')).toBe('3 USD');
    } finally {
      setAmountDisplay({ currency: 'USDT', decimalPlaces: 2 });
    }
    expect(formatUsdt('3')).toBe('3.00 USDT');
  });
});

describe('per locale (decision 0036)', () => {
  test('amounts keep exact rounding with the locale’s separators and grouping', () => {
    expect(formatAmount('1234567.891', 2, 'es-ES')).toBe('1.234.567,89');
    expect(formatAmount('2345.5', 2, 'es-ES')).toBe('2.345,50'); // grouped like five digits (decision 0069)
    expect(formatAmount('2345.5', 2, 'de-DE')).toBe('2.345,50');
    expect(formatAmount('9007199254740993.99', 2, 'de-DE')).toBe('9.007.199.254.740.993,99');
    expect(formatAmount('2345.5', 2, 'fr-FR')).toMatch(/^2\s345,50$/u);
    expect(formatAmount('2345.5', 2, 'zh-CN')).toBe('2,345.50');
    expect(formatAmount('-0.001', 2, 'de-DE')).toBe('0,00');
  });
  test('dates, date-times, counts, percents and relative times follow the locale (dates in UTC)', () => {
    const at = '2026-03-05T14:07:00Z';
    expect(formatDate(at)).toBe('Mar 5, 2026');
    expect(formatDate(at, 'de-DE')).toBe('5. März 2026');
    expect(formatDate(at, 'zh-CN')).toBe('2026年3月5日');
    expect(formatDateTime(at, 'es-ES')).toBe('5 mar, 14:07 UTC');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(12.5, 'de-DE')).toMatch(/^12,5\s%$/u);
    const now = Date.parse(at) + 5 * 60_000;
    expect(formatTimeAgo(at, now)).toBe('5 min. ago');
    expect(formatTimeAgo(at, now, 'es-ES')).toBe('hace 5 min');
    expect(formatTimeAgo(at, now, 'zh-CN')).toBe('5分钟前');
  });
});

describe('one number format per locale (issue 31: "2.5 %" beside "51,00", "1000,00" beside "10.000,00")', () => {
  test('Spanish groups four-digit amounts and counts like longer ones', () => {
    expect(formatAmount('1000', 2, 'es-ES')).toBe('1.000,00');
    expect(formatAmount('10000', 2, 'es-ES')).toBe('10.000,00');
    expect(formatCount(1000, 'es-ES')).toBe('1.000');
  });
  test('percent puts the sign where the locale does, with its decimal separator', () => {
    expect(formatPercent(2.5)).toBe('2.5%');
    for (const locale of ['de-DE', 'fr-FR', 'es-ES']) expect(formatPercent(2.5, locale)).toMatch(/^2,5\s%$/u);
    expect(formatPercent(2.5, 'zh-CN')).toBe('2.5%');
  });
  test('figures that are not money: up to two decimals, grouped', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(0.8, 'fr-FR')).toBe('0,8');
    expect(formatNumber(Number.NaN)).toBe('0');
  });
  test('time left in its two largest units and seconds, in the locale’s unit words', () => {
    const now = Date.parse('2026-03-05T00:00:00Z');
    expect(formatTimeLeft('2026-03-08T04:30:00Z', now)).toBe('3d 4h');
    expect(formatTimeLeft('2026-03-05T02:05:00Z', now)).toBe('2h 5m');
    expect(formatTimeLeft('2026-03-05T00:12:30Z', now, 'zh-CN')).toBe('12分钟 30秒');
    expect(formatTimeLeft('2026-03-04T00:00:00Z', now)).toBe('0m 0s');
    expect(formatSeconds(1534)).toBe('1.5 sec');
    expect(formatSeconds(1534, 'fr-FR')).toMatch(/^1,5\ss$/u);
    expect(formatSeconds(null)).toBe('-');
  });
  test('an operator’s processing time in the locale’s words, anything else as written', () => {
    expect(formatWaitingTime('5-10 minutes')).toBe('5–10 minutes');
    expect(formatWaitingTime('1-3 hours', 'de-DE')).toBe('1–3 Stunden');
    expect(formatWaitingTime('24h', 'es-ES')).toBe('24 horas');
    expect(formatWaitingTime('1 hour', 'fr-FR')).toMatch(/^1\sheure$/u);
    expect(formatWaitingTime('2 to 3 days', 'zh-CN')).toBe('2-3天');
    expect(formatWaitingTime('Next business day', 'de-DE')).toBe('Next business day');
    expect(formatWaitingTime(null)).toBe('');
  });
});

describe('plurals (Intl.PluralRules)', () => {
  const days = { one: 'day', other: 'days' };
  test('one and other in English: "1 day", "0 days", "2 days", grouped figures', () => {
    expect(formatPlural(1, days)).toBe('1 day');
    expect(formatPlural(0, days)).toBe('0 days');
    expect(formatPlural(2, days)).toBe('2 days');
    expect(formatPlural(1000, days)).toBe('1,000 days');
    expect(formatPlural(10_000, days, 'en-US', '10,000+')).toBe('10,000+ days');
  });
  test("each language's own categories: French 0 is singular, Polish has few and many, Chinese has only other", () => {
    expect(formatPlural(0, { one: 'jour', other: 'jours' }, 'fr-FR')).toBe('0 jour');
    const polish = { one: 'dzień', few: 'dni (few)', many: 'dni', other: 'dnia' };
    expect([1, 3, 5, 22].map((n) => pluralWord(n, polish, 'pl-PL'))).toEqual([
      'dzień',
      'dni (few)',
      'dni',
      'dni (few)',
    ]);
    expect(formatPlural(1, { one: 'never', other: '天' }, 'zh-CN')).toBe('1 天');
  });
});
