import * as v from 'valibot';
import { fromTokenUnits } from '../../money.ts';
import { tronAccountHex } from '../addresses.ts';
import type { ChainVerification } from './verification-settings.ts';
import {
  type ChainVerdict,
  confirmationsOf,
  ProviderUnavailable,
  providerJson,
  type TransferQuery,
  verdict,
} from './verdict.ts';

const Events = v.object({
  data: v.array(
    v.object({
      event_name: v.string(),
      event_index: v.number(),
      contract_address: v.string(),
      result: v.record(v.string(), v.string()),
    }),
  ),
});
const Info = v.object({
  blockNumber: v.optional(v.number()),
  result: v.optional(v.string()),
  receipt: v.optional(v.object({ result: v.optional(v.string()) })),
});
const NowBlock = v.object({ block_header: v.object({ raw_data: v.object({ number: v.number() }) }) });

function read<T extends v.GenericSchema>(schema: T, reply: unknown): v.InferOutput<T> {
  const parsed = v.safeParse(schema, reply);
  if (!parsed.success) throw new ProviderUnavailable('TronGrid reply has an unexpected shape');
  return parsed.output;
}

/**
 * The TRC20 client over TronGrid: the transaction's events (`GET /v1/transactions/{txid}/events`,
 * the `Transfer` of the token contract to `recipient`), its receipt (`POST
 * /wallet/gettransactioninfobyid`: `SUCCESS` and the block) and the head (`POST /wallet/getnowblock`)
 * for confirmations; `TRON-PRO-API-KEY` when the address has a key. Addresses are compared as the
 * 20-byte account (events carry hex, settings base58). Called by checkTransfer (verify-transfer.ts).
 */
export async function checkTronTransfer(config: ChainVerification, query: TransferQuery): Promise<ChainVerdict> {
  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { 'TRON-PRO-API-KEY': config.apiKey } : {}),
  };
  const post = (path: string, body: unknown) =>
    providerJson(`${config.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const [events, info, now] = await Promise.all([
    providerJson(`${config.url}/v1/transactions/${query.hash}/events`, { headers }).then((r) => read(Events, r)),
    post('/wallet/gettransactioninfobyid', { value: query.hash }).then((r) => read(Info, r)),
    post('/wallet/getnowblock', {}).then((r) => read(NowBlock, r)),
  ]);
  if (info.blockNumber === undefined) return verdict('not_found', 'TronGrid does not know this transaction yet');
  if (info.result === 'FAILED' || (info.receipt?.result && info.receipt.result !== 'SUCCESS'))
    return verdict('failed', `The transaction failed on chain (${info.receipt?.result ?? info.result})`);
  const transfers = events.data.filter((e) => e.event_name === 'Transfer');
  // TronGrid's event index lags its node: a known transaction with no event yet is looked at again
  // (one that never shows a token transfer waits for an admin after giveUpHours).
  if (transfers.length === 0)
    return verdict(
      'not_found',
      'TronGrid shows no token transfer in this transaction yet (its events may still be indexed)',
    );
  const token = tronAccountHex(config.tokenContract);
  const ofToken = transfers.filter((e) => tronAccountHex(e.contract_address) === token);
  if (ofToken.length === 0) return verdict('mismatch', 'Wrong token: no USDT transfer in this transaction');
  const recipient = tronAccountHex(query.recipient);
  const match = ofToken.find((e) => tronAccountHex(e.result.to ?? e.result['1'] ?? '') === recipient);
  if (!match) return verdict('mismatch', 'Wrong recipient: the USDT transfer is not to this address');
  const units = /^\d+$/.test(match.result.value ?? '') ? BigInt(match.result.value!) : null;
  const chainAmount = units === null ? null : fromTokenUnits(units, config.tokenDecimals);
  if (chainAmount === null) return verdict('mismatch', 'The transferred amount is out of range');
  const found = {
    chainAmount,
    confirmations: confirmationsOf(BigInt(now.block_header.raw_data.number), BigInt(info.blockNumber)),
    transferIndex: String(match.event_index),
    source: match.result.from ?? match.result['0'] ?? null,
  };
  if (found.confirmations < config.confirmations)
    return verdict('pending', `${found.confirmations} of ${config.confirmations} confirmations`, found);
  return verdict('confirmed', `${found.confirmations} confirmations`, found);
}
