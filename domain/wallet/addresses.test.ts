import { describe, expect, test } from 'bun:test';
import { Address } from '@ton/core';
import { accountKey, isValidAddress, passesEip55 } from './addresses.ts';

describe('wallet address formats', () => {
  test('TRC20: T followed by 33 base58 characters with a valid checksum', () => {
    expect(isValidAddress('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(true);
    expect(isValidAddress('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS')).toBe(false); // 33 long
    expect(isValidAddress('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0')).toBe(false); // 0 is not base58
    expect(isValidAddress('TRC20', 'AQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(false);
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // base58check fails
  });

  test('EVM networks: 0x + 40 hex, a mixed-case address must pass EIP-55', () => {
    for (const network of ['ERC20', 'BEP20', 'Polygon', 'Arbitrum', 'Optimism']) {
      expect(isValidAddress(network, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
      expect(isValidAddress(network, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
      expect(isValidAddress(network, '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
      expect(isValidAddress(network, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
      expect(isValidAddress(network, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
      expect(isValidAddress(network, '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00')).toBe(false);
    }
    // The EIP-55 reference vectors.
    for (const a of [
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(passesEip55(a)).toBe(true);
    }
  });

  test('TON: raw workchain:64 hex, or the user-friendly form (base64url or base64) with a valid checksum', () => {
    expect(isValidAddress('TON', '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8')).toBe(true);
    expect(isValidAddress('TON', '-1:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8')).toBe(true);
    expect(isValidAddress('TON', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N')).toBe(true);
    expect(isValidAddress('TON', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2')).toBe(false);
    expect(isValidAddress('TON', '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a')).toBe(false);
    expect(isValidAddress('TON', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB+N')).toBe(false);
    const account = Address.parse('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N');
    // Non-bounceable (what wallets show now), and the standard-base64 spelling of the same account.
    expect(isValidAddress('TON', account.toString({ bounceable: false }))).toBe(true);
    const standard = new Address(0, Buffer.alloc(32, 0xfb));
    expect(isValidAddress('TON', 'UQD7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+/v7+xzR')).toBe(true);
    expect(isValidAddress('TON', standard.toString({ bounceable: false }))).toBe(true);
    // One character changed: the CRC16 no longer matches.
    expect(isValidAddress('TON', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M')).toBe(false);
    // A workchain that holds no USDT.
    expect(isValidAddress('TON', '7:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8')).toBe(false);
  });

  test("one account in any spelling has one key; another network's address has none", () => {
    const ton = Address.parse('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N');
    expect(accountKey('TON', ton.toString({ bounceable: false }))).toBe(accountKey('TON', ton.toRawString()));
    expect(accountKey('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    );
    expect(accountKey('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(
      accountKey('TRC20', `0x${accountKey('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')}`),
    );
    expect(accountKey('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    );
    expect(accountKey('TON', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeNull();
  });

  test('an unknown network has no valid address', () => {
    expect(isValidAddress('DOGE', 'D8vFz4p1L37jdg47HXKtSHA5uYLYxbGgPD')).toBe(false);
  });
});
