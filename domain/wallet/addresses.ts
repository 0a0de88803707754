import { keccak_256 } from '@noble/hashes/sha3.js';
import { Address } from '@ton/core';

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function decodeBase58(text: string): Uint8Array | null {
  let value = 0n;
  for (const c of text) {
    const digit = base58Alphabet.indexOf(c);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (const c of text) {
    if (c !== '1') break;
    bytes.unshift(0);
  }
  return new Uint8Array(bytes);
}

/** Tron: base58check of 0x41 + 20-byte account + the first 4 bytes of a double SHA-256. */
function isTronAddress(address: string): boolean {
  if (address.length !== 34 || !address.startsWith('T')) return false;
  const bytes = decodeBase58(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const sha = (data: Uint8Array) => new Uint8Array(new Bun.CryptoHasher('sha256').update(data).digest());
  const check = sha(sha(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((b, i) => b === bytes[21 + i]);
}
/**
 * A TRON account as the 20 hex digits the chain's events carry ("0x" + 20 bytes, or "41" + 20
 * bytes), from either that form or a checked base58 address; null when it is neither.
 */
export function tronAccountHex(address: string): string | null {
  const hex = /^(?:0x|41)([0-9a-fA-F]{40})$/.exec(address);
  if (hex) return hex[1]!.toLowerCase();
  if (!isTronAddress(address)) return null;
  return Buffer.from(decodeBase58(address)!.subarray(1, 21)).toString('hex');
}
export const evmNetworks = new Set(['ERC20', 'BEP20', 'Polygon', 'Arbitrum', 'Optimism']);

/** EIP-55: in a mixed-case address each letter is upper case exactly when its keccak nibble is 8 or more. */
export function passesEip55(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < 40; i++) {
    const c = hex[i]!;
    if (/[a-f]/i.test(c) && Number.parseInt(hash[i]!, 16) >= 8 !== (c === c.toUpperCase())) return false;
  }
  return true;
}

/**
 * TON, through @ton/core: the raw form (workchain:64 hex) or the user-friendly one (48 characters of
 * base64url or standard base64, its CRC16 checked), on the basechain or the masterchain.
 */
function tonAccount(address: string): Address | null {
  if (!/^-?[0-9]+:[0-9a-fA-F]{64}$/.test(address) && !/^[A-Za-z0-9+/_-]{48}$/.test(address)) return null;
  try {
    const parsed = Address.parse(address);
    return parsed.workChain === 0 || parsed.workChain === -1 ? parsed : null;
  } catch {
    return null; // a bad checksum or tag
  }
}

/** Whether an address has the format of the network (spec 000 section 9, issue rules for TON). */
export function isValidAddress(network: string, address: string): boolean {
  if (network === 'TRC20') return isTronAddress(address);
  if (evmNetworks.has(network)) return /^0x[0-9a-fA-F]{40}$/.test(address) && passesEip55(address);
  if (network === 'TON') return tonAccount(address) !== null;
  return false;
}

/**
 * One account in one spelling, to compare a declared sending address with the chain's (decision
 * 0057): EVM lower-case hex, TRON the 20 account bytes in hex, TON the raw form. Null when the
 * address is not one of the network's.
 */
export function accountKey(network: string, address: string): string | null {
  if (network === 'TRC20') return tronAccountHex(address);
  if (evmNetworks.has(network)) return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : null;
  if (network === 'TON') return tonAccount(address)?.toRawString() ?? null;
  return null;
}
