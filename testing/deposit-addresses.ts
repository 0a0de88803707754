import type { Db } from '../db/connection.ts';

/**
 * Deposit addresses of the test's operator, one per network (a fresh install has none, decision
 * 0051): the addresses and minimums the tests were written against, added as an operator would in
 * Wallet Settings. Tests that deposit or withdraw call it first.
 */
export const testDepositAddresses = [
  { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', min: 10 },
  { network: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', min: 20 },
  { network: 'BEP20', address: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3', min: 5 },
  { network: 'Polygon', address: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c', min: 5 },
  { network: 'Arbitrum', address: '0xB38e8c17e38363aF6EbdCb3dAE12e0243582891D', min: 5 },
  { network: 'Optimism', address: '0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5', min: 5 },
  { network: 'TON', address: 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', min: 5 },
];

export async function addDepositAddresses(db: Db, networks = testDepositAddresses.map((a) => a.network)) {
  const rows = testDepositAddresses
    .filter((a) => networks.includes(a.network))
    .map((a) => ({
      network: a.network,
      address: a.address,
      label: `${a.network} main wallet`,
      min: a.min * 1_000_000,
    }));
  await db`
    insert into deposit_addresses (network, address, label, min_deposit, max_deposit, processing_time)
    select network, address, label, min, 10000000000, '5-10 minutes'
    from jsonb_to_recordset(${db.json(rows as never)}) as t(network text, address text, label text, min bigint)
    on conflict (network, address) do nothing`;
}
