import { createHash } from 'node:crypto';

/**
 * A well-formed transaction hash (64 hex digits) for deposits in tests: the same label gives the
 * same hash. node:crypto, not Bun's hasher: the browser tests' fixtures run it under Playwright's Node.
 */
export const txHash = (label: string = crypto.randomUUID()) => createHash('sha256').update(label).digest('hex');
