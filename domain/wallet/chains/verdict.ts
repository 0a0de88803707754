import type { Micro } from '../../money.ts';

/**
 * What a chain client found for one transfer (a deposit into our address, or an operator's payout
 * to a player's): `confirmed` is the only status that moves money; `pending` (too few
 * confirmations), `not_found` and `unavailable` (the provider is down, slow or rate limits us) are
 * checked again later; `mismatch` and `failed` are final and wait for an admin.
 */
export type VerdictStatus = 'confirmed' | 'pending' | 'not_found' | 'mismatch' | 'failed' | 'unavailable';

export type ChainVerdict = {
  status: VerdictStatus;
  reason: string;
  /** Micro-USDT the chain shows for the matching transfer (from the token's decimals); null when none matched. */
  chainAmount: Micro | null;
  confirmations: number;
  /** Which transfer inside the transaction: the EVM log index, TRON event index, TON: 0. */
  transferIndex: string | null;
  /** The account the matching transfer came from, as the chain shows it (decision 0057); null when none matched. */
  source: string | null;
  /** TON: the transfer's transaction hash and its trace's (a pasted hash may be either); null elsewhere. */
  ton: { hash: string; traceHash: string | null } | null;
};

/** The transfer a client looks for: by its transaction hash (normalised hex), sent to `recipient`. */
export type TransferQuery = { hash: string; recipient: string };

export const verdict = (status: VerdictStatus, reason: string, found: Partial<ChainVerdict> = {}): ChainVerdict => ({
  status,
  reason,
  chainAmount: found.chainAmount ?? null,
  confirmations: found.confirmations ?? 0,
  transferIndex: found.transferIndex ?? null,
  source: found.source ?? null,
  ton: found.ton ?? null,
});

/** A provider that did not answer usably (timeout, 429, 5xx, a reply we cannot read): check again later. */
export class ProviderUnavailable extends Error {}

const timeoutMs = 10_000;

/** One HTTP call to a chain provider; anything but a 2xx/404 JSON reply is ProviderUnavailable. */
export async function providerJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailable(`provider unreachable: ${(error as Error).name}`);
  }
  if (response.status === 429) throw new ProviderUnavailable('provider rate limited (429)');
  if (!response.ok && response.status !== 404) throw new ProviderUnavailable(`provider answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderUnavailable('provider reply is not JSON');
  }
}

/** Confirmations of a transfer in `block` when the chain's head is `head` (the block itself counts). */
export const confirmationsOf = (head: bigint, block: bigint) => (head >= block ? Number(head - block + 1n) : 0);
