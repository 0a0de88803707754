import { Address, beginCell } from '@ton/core';
import { startFakeChainServer } from './fake-chain-server.ts';

// A local TON Center API v3 for tests, with its real paths and reply shapes:
// `GET /api/v3/jetton/transfers` (filters owner_address, direction=in, jetton_master, start_lt,
// sort, limit; `jetton_transfers[]` with base64 `transaction_hash`, raw-form addresses and the
// forward payload as a base64 BOC) and `GET /api/v3/jetton/wallets` (owner_address, jetton_address).

type Transfer = {
  hash: Buffer;
  trace: Buffer;
  source: string;
  lt: bigint;
  amount: bigint;
  destination: string;
  jettonMaster: string;
  aborted: boolean;
  comment: string | null;
};

const raw = (address: string) => Address.parse(address).toRawString().toUpperCase();
/** The sender of a scripted transfer that names none. */
export const tonSender = '0:1111111111111111111111111111111111111111111111111111111111111111';

export function startFakeTonCenter() {
  let lt = 48_000_000_000_000n;
  const transfers: Transfer[] = [];
  const jettonWallets = new Map<string, string>();
  const server = startFakeChainServer((request, url) => {
    const q = url.searchParams;
    if (request.path === '/api/v3/jetton/transfers') {
      const owner = q.get('owner_address');
      const master = q.get('jetton_master');
      const after = q.get('start_lt') ? BigInt(q.get('start_lt')!) : null;
      const list = transfers
        .filter(
          (t) => (!owner || Address.parse(owner).equals(Address.parse(t.destination))) && (!after || t.lt >= after),
        )
        .filter((t) => !master || Address.parse(master).equals(Address.parse(t.jettonMaster)))
        .sort((a, b) => (q.get('sort') === 'asc' ? Number(a.lt - b.lt) : Number(b.lt - a.lt)))
        .slice(0, Number(q.get('limit') ?? 10));
      return Response.json({
        jetton_transfers: list.map((t) => ({
          query_id: '0',
          source: raw(t.source),
          destination: raw(t.destination),
          amount: String(t.amount),
          source_wallet: '0:2222222222222222222222222222222222222222222222222222222222222222',
          jetton_master: raw(t.jettonMaster),
          transaction_hash: t.hash.toString('base64'),
          transaction_lt: String(t.lt),
          transaction_now: 1_700_000_000,
          transaction_aborted: t.aborted,
          response_destination: null,
          custom_payload: null,
          forward_ton_amount: '1',
          forward_payload:
            t.comment === null
              ? null
              : beginCell().storeUint(0, 32).storeStringTail(t.comment).endCell().toBoc().toString('base64'),
          trace_id: t.trace.toString('base64'),
        })),
        address_book: {},
        metadata: {},
      });
    }
    if (request.path === '/api/v3/jetton/wallets') {
      const wallet = jettonWallets.get(raw(q.get('owner_address') ?? ''));
      return Response.json({
        jetton_wallets: wallet
          ? [
              {
                address: raw(wallet),
                balance: '1000000000',
                owner: raw(q.get('owner_address')!),
                jetton: q.get('jetton_address'),
                last_transaction_lt: '1',
              },
            ]
          : [],
        address_book: {},
        metadata: {},
      });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  });
  return {
    ...server,
    /** An incoming jetton transfer to `destination`; returns its hash in hex (as a player would paste it). */
    receive(input: {
      destination: string;
      jettonMaster: string;
      amount: bigint;
      comment?: string | null;
      aborted?: boolean;
      source?: string;
      /** The transaction's hash in hex, when the test chose it before the transfer arrives. */
      hash?: string;
    }) {
      lt += 1000n;
      const hash = input.hash
        ? Buffer.from(input.hash, 'hex')
        : Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
      transfers.push({
        hash,
        trace: Buffer.from(crypto.getRandomValues(new Uint8Array(32))),
        source: input.source ?? tonSender,
        lt,
        amount: input.amount,
        destination: input.destination,
        jettonMaster: input.jettonMaster,
        aborted: input.aborted ?? false,
        comment: input.comment ?? null,
      });
      return hash.toString('hex');
    },
    /** The hash of a received transfer's trace, in hex: the other name a player may paste. */
    traceOf: (hash: string) => transfers.find((t) => t.hash.toString('hex') === hash)!.trace.toString('hex'),
    setJettonWallet: (owner: string, wallet: string) => void jettonWallets.set(raw(owner), wallet),
  };
}
export type FakeTonCenter = ReturnType<typeof startFakeTonCenter>;
