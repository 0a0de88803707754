/**
 * The normalised form of an on-chain hash or a deposit reference: no whitespace or invisible
 * characters (format characters: soft hyphen, zero-width spaces and joiners, direction marks and
 * overrides, word joiner, byte-order mark), lower case, no `0x` prefix. The columns
 * `transactions.tx_hash_key` and `reference_key` hold the same form (migration 0035), so a search
 * is one equality lookup; admin-transactions.test.ts checks the two agree. A deposit stores its
 * reference already normalised (request-deposit.ts), and a live deposit holds its network and
 * `reference_key` in the lookup `deposit_references` (deposit-lookups.ts), so one transfer cannot be
 * reported twice under a look-alike spelling.
 */
export function referenceKey(text: string): string {
  return text
    .replace(/[\s\p{Cf}]+/gu, '')
    .replace(/^0x/i, '')
    .toLowerCase();
}

/**
 * Every network the app takes deposits on names a transfer by a 32-byte hash in hex: TRC20 and the
 * EVM networks (ERC20, BEP20, Polygon, Arbitrum, Optimism, shown with a 0x prefix) and TON (as
 * its explorers show it). Anything else, a Cyrillic look-alike letter included, is not a hash.
 */
const transactionHash = /^[0-9a-f]{64}$/;

/** Whether a crypto deposit's normalised reference can be a transaction hash. */
export const isTransactionHash = (key: string) => transactionHash.test(key);
