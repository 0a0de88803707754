import { describe, expect, test } from 'bun:test';
import { applyBasisPoints, formatAmount, parseAmount } from './money.ts';

describe('money', () => {
  test('parses decimal strings and JSON numbers with at most 6 decimals into micro-USDT', () => {
    expect(parseAmount('12.5')).toBe(12_500_000);
    expect(parseAmount('10')).toBe(10_000_000);
    expect(parseAmount('0.000001')).toBe(1);
    expect(parseAmount(0.1)).toBe(100_000);
    expect(parseAmount(12.345678)).toBe(12_345_678);
    expect(parseAmount(' 3 ')).toBe(3_000_000);
  });

  test('refuses what is not a plain non-negative amount', () => {
    for (const bad of [
      '-1',
      '1.0000001',
      '1e3',
      'abc',
      '',
      '.5',
      '1.',
      NaN,
      Infinity,
      -2,
      1e-7,
      null,
      undefined,
      {},
      '9999999999999',
    ]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });

  test('formats without trailing zeros and round-trips', () => {
    expect(formatAmount(12_500_000)).toBe('12.5');
    expect(formatAmount(10_000_000)).toBe('10');
    expect(formatAmount(1)).toBe('0.000001');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-2_500_000)).toBe('-2.5');
    for (const micro of [0, 1, 999_999, 1_000_001, 123_456_789_012])
      expect(parseAmount(formatAmount(micro))).toBe(micro);
  });

  test('basis points without floats: 2.5% of 10 USDT is 0.25', () => {
    expect(applyBasisPoints(10_000_000, 250)).toBe(250_000);
    expect(applyBasisPoints(3, 5000)).toBe(2);
  });
});
