import { expect, test } from 'bun:test';
import { isTransactionHash, referenceKey } from './reference.ts';

const hash = 'ab'.repeat(32);

test('a hash or reference is compared without case, spaces, invisible characters or a 0x prefix', () => {
  expect(referenceKey('  0xABCdef12 ')).toBe('abcdef12');
  expect(referenceKey('0XAB\u200bCD\ufeff')).toBe('abcd');
  expect(referenceKey('\u00adab\u200dcd\u2060')).toBe('abcd');
  expect(referenceKey('HASH-unique-42')).toBe('hash-unique-42');
  expect(referenceKey('ref 0x12')).toBe('ref0x12'); // only a leading 0x is a prefix
  expect(referenceKey('\u200b \u200b')).toBe('');
});

test('look-alike spellings of one transaction hash normalise to one key', () => {
  for (const variant of [
    ` ${hash} `,
    `\u200b${hash}`,
    `${hash}\u200b`,
    `${hash.slice(0, 10)}\u00ad${hash.slice(10)}`,
    `0x${hash}`,
    `0X${hash.toUpperCase()}`,
    `\u202e${hash}\u2066`,
  ]) {
    expect(referenceKey(variant)).toBe(hash);
  }
});

test('only 64 hex digits are a transaction hash: a Cyrillic look-alike is not', () => {
  expect(isTransactionHash(hash)).toBe(true);
  expect(isTransactionHash(referenceKey(`0x${hash}`))).toBe(true);
  expect(isTransactionHash(`${hash.slice(0, 63)}\u0430`)).toBe(false); // Cyrillic а
  expect(isTransactionHash(hash.slice(0, 62))).toBe(false);
  expect(isTransactionHash(`${hash}00`)).toBe(false);
  expect(isTransactionHash('tx1')).toBe(false);
});
