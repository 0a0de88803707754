import { Address, Cell } from '@ton/core';
import * as v from 'valibot';
import { fromTokenUnits, type Micro } from '../../money.ts';
import type { ChainVerification } from './verification-settings.ts';
import { type ChainVerdict, ProviderUnavailable, providerJson, type TransferQuery, verdict } from './verdict.ts';

const Transfers = v.object({
  jetton_transfers: v.array(
    v.object({
      transaction_hash: v.string(),
      transaction_lt: v.string(),
      transaction_aborted: v.boolean(),
      amount: v.pipe(v.string(), v.regex(/^\d+$/)),
      source: v.nullable(v.string()),
      destination: v.string(),
      jetton_master: v.string(),
      forward_payload: v.nullish(v.string()),
      trace_id: v.nullish(v.string()),
    }),
  ),
});
const Wallets = v.object({ jetton_wallets: v.array(v.object({ address: v.string(), owner: v.string() })) });

/** An incoming USDT jetton transfer as the app uses it. */
export type TonTransfer = {
  /** The transaction's hash as 64 hex digits (TON Center gives base64), the form deposits store. */
  hash: string;
  traceHash: string | null;
  lt: string;
  aborted: boolean;
  chainAmount: Micro | null;
  source: string | null;
  destination: string;
  jettonMaster: string;
  /** The text comment of the forward payload (TEP-74: op 0 then the text), if it has one. */
  memo: string | null;
};

const hexOfBase64 = (hash: string) =>
  /^[0-9a-f]{64}$/i.test(hash) ? hash.toLowerCase() : Buffer.from(hash, 'base64').toString('hex');

/** The text comment in a forward payload cell (base64 BOC); null for anything else. */
export function commentOf(payload: string | null | undefined): string | null {
  if (!payload) return null;
  try {
    const slice = Cell.fromBase64(payload).beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}

/** Whether two TON addresses in any form (raw, bounceable or not) are the same account. */
export function sameTonAddress(a: string, b: string): boolean {
  try {
    return Address.parse(a).equals(Address.parse(b));
  } catch {
    return false;
  }
}

function headers(config: ChainVerification) {
  return config.apiKey ? { 'X-API-Key': config.apiKey } : undefined;
}

async function get<T extends v.GenericSchema>(
  config: ChainVerification,
  path: string,
  params: Record<string, string>,
  schema: T,
) {
  const reply = await providerJson(`${config.url}${path}?${new URLSearchParams(params)}`, { headers: headers(config) });
  const parsed = v.safeParse(schema, reply);
  if (!parsed.success) throw new ProviderUnavailable('TON Center reply has an unexpected shape');
  return parsed.output as v.InferOutput<T>;
}

/**
 * Incoming USDT jetton transfers of `owner` (TON Center API v3 `GET /api/v3/jetton/transfers`,
 * `direction=in`, the token's jetton master), oldest first after the logical time `afterLt` when
 * given, else the newest first. `X-API-Key` when the address has a key.
 */
export async function listIncomingTonTransfers(
  config: ChainVerification,
  owner: string,
  afterLt: string | null,
): Promise<TonTransfer[]> {
  const params: Record<string, string> = {
    owner_address: owner,
    direction: 'in',
    jetton_master: config.tokenContract,
    limit: '100',
    sort: afterLt ? 'asc' : 'desc',
    ...(afterLt ? { start_lt: String(BigInt(afterLt) + 1n) } : {}),
  };
  const { jetton_transfers } = await get(config, '/api/v3/jetton/transfers', params, Transfers);
  return jetton_transfers.map((t) => ({
    hash: hexOfBase64(t.transaction_hash),
    traceHash: t.trace_id ? hexOfBase64(t.trace_id) : null,
    lt: t.transaction_lt,
    aborted: t.transaction_aborted,
    chainAmount: fromTokenUnits(BigInt(t.amount), config.tokenDecimals),
    source: t.source,
    destination: t.destination,
    jettonMaster: t.jetton_master,
    memo: commentOf(t.forward_payload),
  }));
}

/** Whether a listed transfer is a good USDT transfer to `recipient` (the list is filtered, but the reply is checked). */
export function tonTransferVerdict(config: ChainVerification, t: TonTransfer, recipient: string): ChainVerdict {
  if (!sameTonAddress(t.jettonMaster, config.tokenContract))
    return verdict('mismatch', 'Wrong token: not the USDT jetton');
  if (!sameTonAddress(t.destination, recipient))
    return verdict('mismatch', 'Wrong recipient: the USDT transfer is not to this address');
  if (t.aborted) return verdict('failed', 'The transfer was aborted on chain');
  if (t.chainAmount === null) return verdict('mismatch', 'The transferred amount is out of range');
  // TON Center lists transactions of finalised blocks only: one confirmation is final.
  return verdict('confirmed', 'Finalised on TON', {
    chainAmount: t.chainAmount,
    confirmations: 1,
    transferIndex: '0',
    source: t.source,
    ton: { hash: t.hash, traceHash: t.traceHash },
  });
}

/**
 * The TON client for a transfer named by its hash (a deposit with a pasted hash, an operator's
 * payout): the recipient's recent incoming USDT transfers, matched by transaction or trace hash.
 */
export async function checkTonTransfer(config: ChainVerification, query: TransferQuery): Promise<ChainVerdict> {
  const transfers = await listIncomingTonTransfers(config, query.recipient, null);
  const match = transfers.find((t) => t.hash === query.hash || t.traceHash === query.hash);
  if (!match) return verdict('not_found', 'No incoming USDT transfer with this hash on TON Center yet');
  return tonTransferVerdict(config, match, query.recipient);
}

/**
 * The jetton wallet that holds `owner`'s USDT (`GET /api/v3/jetton/wallets`): a TON Connect jetton
 * transfer is a message to the sender's own jetton wallet. Null when the owner holds none.
 */
export async function findJettonWallet(config: ChainVerification, owner: string): Promise<string | null> {
  const params = { owner_address: owner, jetton_address: config.tokenContract, limit: '1' };
  const { jetton_wallets } = await get(config, '/api/v3/jetton/wallets', params, Wallets);
  return jetton_wallets[0]?.address ?? null;
}
