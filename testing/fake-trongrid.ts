import { tronAccountHex } from '../domain/wallet/addresses.ts';
import { startFakeChainServer } from './fake-chain-server.ts';

// A local TronGrid for tests, with its real paths and reply shapes: `GET /v1/transactions/{txid}/events`
// (`{ data: [{ event_name, event_index, contract_address (base58), result: { from, to, value } (hex
// accounts) }], success, meta }`), `POST /wallet/gettransactioninfobyid` (`{}` for an unknown
// transaction, else `{ id, blockNumber, receipt: { result } }`) and `POST /wallet/getnowblock`.

type TronTx = {
  block: number;
  result: 'SUCCESS' | 'REVERT';
  events: { token: string; to: string; value: bigint; from?: string }[];
};
/** The sender of a scripted transfer that names none. */
export const tronSender = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** The base58check TRON address of a 20-byte account given in hex (0x41, the account, 4 check bytes). */
export function tronAddressOf(accountHex: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const payload = Buffer.from(`41${accountHex}`, 'hex');
  const sha = (data: Uint8Array) => new Bun.CryptoHasher('sha256').update(data).digest();
  let value = BigInt(`0x${Buffer.concat([payload, sha(sha(payload)).subarray(0, 4)]).toString('hex')}`);
  let text = '';
  for (; value > 0n; value /= 58n) text = alphabet[Number(value % 58n)] + text;
  return text;
}

export function startFakeTronGrid() {
  let head = 5000;
  const txs = new Map<string, TronTx>();
  const hex = (address: string) => `0x${tronAccountHex(address)}`;
  const server = startFakeChainServer((request) => {
    const events = /^\/v1\/transactions\/([0-9a-f]{64})\/events$/.exec(request.path);
    if (events && request.method === 'GET') {
      const t = txs.get(events[1]!);
      const data = (t?.events ?? []).map((e, i) => ({
        block_number: t!.block,
        block_timestamp: 1_700_000_000_000,
        caller_contract_address: e.token,
        contract_address: e.token,
        event_index: i,
        event_name: 'Transfer',
        result: {
          '0': hex(e.from ?? tronSender),
          '1': hex(e.to),
          '2': String(e.value),
          from: hex(e.from ?? tronSender),
          to: hex(e.to),
          value: String(e.value),
        },
        result_type: { from: 'address', to: 'address', value: 'uint256' },
        event: 'Transfer(address indexed from, address indexed to, uint256 value)',
        transaction_id: events[1],
      }));
      return Response.json({ data, success: true, meta: { at: Date.now(), page_size: data.length } });
    }
    if (request.path === '/wallet/gettransactioninfobyid' && request.method === 'POST') {
      const id = String((request.body as { value: string }).value);
      const t = txs.get(id);
      return Response.json(
        t ? { id, blockNumber: t.block, blockTimeStamp: 1_700_000_000_000, receipt: { result: t.result } } : {},
      );
    }
    if (request.path === '/wallet/getnowblock' && request.method === 'POST')
      return Response.json({
        blockID: '00'.repeat(32),
        block_header: { raw_data: { number: head, timestamp: Date.now() } },
      });
    return Response.json({ Error: 'Not found' }, { status: 404 });
  });
  return {
    ...server,
    setHead(block: number) {
      head = block;
    },
    /** A TRC20 transaction `txid` (64 hex) in `block` whose Transfer events are these. */
    mine: (txid: string, block: number, events: TronTx['events'], result: TronTx['result'] = 'SUCCESS') =>
      void txs.set(txid, { block, result, events }),
  };
}
export type FakeTronGrid = ReturnType<typeof startFakeTronGrid>;
