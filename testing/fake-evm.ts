import { encodeAbiParameters, encodeEventTopics, parseAbiItem, toHex } from 'viem';
import { startFakeChainServer } from './fake-chain-server.ts';

// A local EVM JSON-RPC 2.0 node for tests: `eth_blockNumber` and `eth_getTransactionReceipt` with
// the real reply shapes (hex quantities, ERC-20 Transfer logs with indexed from/to topics). Tests
// script the head, the receipts (a reverted one, another token, another recipient) and take a
// receipt away again (a reorganisation), and make the node answer 429 or 500.

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
type Hex = `0x${string}`;
type Log = { address: Hex; topics: Hex[]; data: Hex };
type Receipt = { block: bigint; status: '0x1' | '0x0'; logs: Log[] };

export const evmTransferLog = (token: string, from: string, to: string, value: bigint): Log => ({
  address: token as Hex,
  topics: encodeEventTopics({ abi: [transferEvent], args: { from: from as Hex, to: to as Hex } }) as Hex[],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});

export function startFakeEvm() {
  let head = 1000n;
  const receipts = new Map<string, Receipt>();
  const receiptJson = (hash: string, r: Receipt) => {
    const blockHash = toHex(r.block, { size: 32 });
    return {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash,
      blockNumber: toHex(r.block),
      from: '0x1111111111111111111111111111111111111111',
      to: r.logs[0]?.address ?? null,
      cumulativeGasUsed: '0x5208',
      gasUsed: '0x5208',
      effectiveGasPrice: '0x3b9aca00',
      contractAddress: null,
      logsBloom: `0x${'0'.repeat(512)}`,
      status: r.status,
      type: '0x2',
      logs: r.logs.map((log, i) => ({
        ...log,
        blockNumber: toHex(r.block),
        blockHash,
        transactionHash: hash,
        transactionIndex: '0x0',
        logIndex: toHex(i),
        removed: false,
      })),
    };
  };
  const server = startFakeChainServer((request) => {
    const call = request.body as { id: number; method: string; params: unknown[] };
    const reply = (result: unknown) => Response.json({ jsonrpc: '2.0', id: call.id, result });
    if (call.method === 'eth_blockNumber') return reply(toHex(head));
    if (call.method === 'eth_getTransactionReceipt') {
      const hash = String(call.params[0]).toLowerCase();
      const r = receipts.get(hash);
      return reply(r ? receiptJson(hash, r) : null);
    }
    return Response.json({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } });
  });
  return {
    ...server,
    setHead(block: bigint) {
      head = block;
    },
    /** A mined transaction `hash` (0x + 64 hex) in `block` with these logs. */
    mine: (hash: string, block: bigint, logs: Log[], status: '0x1' | '0x0' = '0x1') =>
      void receipts.set(hash.toLowerCase(), { block, status, logs }),
    /** The transaction leaves the chain (a reorganisation). */
    drop: (hash: string) => void receipts.delete(hash.toLowerCase()),
  };
}
export type FakeEvm = ReturnType<typeof startFakeEvm>;
