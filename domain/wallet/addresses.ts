import { keccak_256 } from '@noble/hashes/sha3.js';

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const evmNetworks = new Set(['ERC20', 'BEP20', 'Polygon', 'Arbitrum', 'Optimism']);

/** EIP-55: in a mixed-case address each letter is upper case exactly when its keccak nibble is 8 or more. */
export function passesEip55(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < 40; i++) {
    const c = hex[i]!;
    if (/[a-f]/i.test(c) && (Number.parseInt(hash[i]!, 16) >= 8) !== (c === c.toUpperCase())) return false;
  }
  return true;
}

/** Whether an address has the format of the network (spec 000 section 9, issue rules for TON). */
export function isValidAddress(network: string, address: string): boolean {
  if (network === 'TRC20') return address.length === 34 && address.startsWith('T') && base58.test(address);
  if (evmNetworks.has(network)) return /^0x[0-9a-fA-F]{40}$/.test(address) && passesEip55(address);
  if (network === 'TON') return /^-?[0-9]+:[0-9a-fA-F]{64}$/.test(address) || /^[A-Za-z0-9_-]{48}$/.test(address);
  return false;
}
