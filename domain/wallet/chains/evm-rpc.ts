import {
  createPublicClient,
  decodeEventLog,
  http,
  isAddressEqual,
  parseAbiItem,
  TransactionReceiptNotFoundError,
} from 'viem';
import { fromTokenUnits } from '../../money.ts';
import type { ChainVerification } from './verification-settings.ts';
import { type ChainVerdict, confirmationsOf, ProviderUnavailable, type TransferQuery, verdict } from './verdict.ts';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * The EVM chains' client (ERC20, BEP20, Polygon, Arbitrum, Optimism) over JSON-RPC 2.0 through viem:
 * `eth_getTransactionReceipt` and `eth_blockNumber`. The transfer is the receipt's ERC-20 `Transfer`
 * log emitted by the token contract to `recipient`, in a successful transaction, with
 * `confirmations` blocks on top. Called by checkTransfer (verify-transfer.ts).
 */
export async function checkEvmTransfer(config: ChainVerification, query: TransferQuery): Promise<ChainVerdict> {
  const client = createPublicClient({
    transport: http(config.url.replace('{apiKey}', config.apiKey ?? ''), { retryCount: 0, timeout: 10_000 }),
  });
  const hash = `0x${query.hash}` as const;
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>>;
  let head: bigint;
  try {
    [receipt, head] = await Promise.all([
      client.getTransactionReceipt({ hash }),
      client.getBlockNumber({ cacheTime: 0 }),
    ]);
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError)
      return verdict('not_found', 'No receipt for this transaction yet');
    throw new ProviderUnavailable(`EVM RPC: ${(error as Error).name}`);
  }
  if (receipt.status !== 'success') return verdict('failed', 'The transaction reverted on chain');
  const transfers = receipt.logs.flatMap((log) => {
    try {
      const event = decodeEventLog({ abi: [transferEvent], data: log.data, topics: log.topics });
      return [{ log, args: event.args }];
    } catch {
      return []; // another event in the same transaction
    }
  });
  const ofToken = transfers.filter((t) => isAddressEqual(t.log.address, config.tokenContract as `0x${string}`));
  if (ofToken.length === 0)
    return verdict(
      'mismatch',
      transfers.length ? 'Wrong token: no USDT transfer in this transaction' : 'No token transfer in this transaction',
    );
  const match = ofToken.find((t) => isAddressEqual(t.args.to, query.recipient as `0x${string}`));
  if (!match) return verdict('mismatch', 'Wrong recipient: the USDT transfer is not to this address');
  const chainAmount = fromTokenUnits(match.args.value, config.tokenDecimals);
  if (chainAmount === null) return verdict('mismatch', 'The transferred amount is out of range');
  const found = {
    chainAmount,
    confirmations: confirmationsOf(head, receipt.blockNumber),
    transferIndex: String(match.log.logIndex),
    source: match.args.from,
  };
  if (found.confirmations < config.confirmations)
    return verdict('pending', `${found.confirmations} of ${config.confirmations} confirmations`, found);
  return verdict('confirmed', `${found.confirmations} confirmations`, found);
}
