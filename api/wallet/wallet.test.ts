import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { depositLookupProblems } from '../../domain/wallet/deposit-lookups.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

const trc20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const deposit = (token: string, body: object, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/deposits', { token, body, headers });
const withdraw = (token: string, body: object, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/withdrawals', { token, body, headers });
const approve = (id: string, body: object = {}) =>
  api.call('PUT', `/api/admin/transactions/${id}/approve`, { token: adminToken, body });
const reject = (id: string, body: object = {}) =>
  api.call('PUT', `/api/admin/transactions/${id}/reject`, { token: adminToken, body });
const profile = async (token: string) => (await api.call('GET', '/api/users/profile', { token })).json.data;

function multipartDeposit(
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('proof', new File([file.bytes], file.name, { type: file.type }));
  return api.handle(
    new Request('http://localhost/api/deposits', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('deposits', () => {
  test('the wallet lists the seeded active networks with their addresses and limits', async () => {
    const player = await api.register();
    const wallet = (await api.call('GET', '/api/wallet', { token: player.token })).json.data;
    expect(wallet.networks.map((n: { network: string }) => n.network)).toEqual([
      'TRC20',
      'ERC20',
      'BEP20',
      'Polygon',
      'Arbitrum',
      'Optimism',
      'TON',
    ]);
    expect(wallet.networks[0]).toMatchObject({
      network: 'TRC20',
      minDeposit: '10',
      maxDeposit: '10000',
      fee: '1-2',
      processingTime: '5-10 minutes',
    });
    expect(wallet.limits).toMatchObject({
      minWithdrawal: '10',
      withdrawalFee: '2',
      dailyLimit: '100',
      monthlyLimit: '1000',
      maxWithdrawalsPerDay: 3,
    });
    // Bank transfer is offered once the operator enters an account (bank-transfer.test.ts); card never.
    expect(wallet.depositMethods).toEqual([{ method: 'crypto', minAmount: '10', feePercent: 0 }]);
    expect(wallet.bankTransfer).toBeNull();
  });

  test("the spec's validation messages", async () => {
    const player = await api.register();
    const cases: [object, string][] = [
      [{ amount: '0.5', network: 'TRC20', reference: txHash('tx1') }, 'Minimum deposit amount is $1'],
      [{ amount: '5', network: 'TRC20', reference: txHash('tx1') }, 'Minimum deposit amount is $10'],
      [{ amount: '15', network: 'ERC20', reference: txHash('tx1') }, 'Minimum deposit amount is $20'],
      [{ amount: '10001', network: 'TRC20', reference: txHash('tx1') }, 'Maximum deposit amount is $10000'],
      [{ amount: '50', network: 'DOGE', reference: txHash('tx1') }, 'Network not available'],
      [{ amount: '50', network: 'TRC20', reference: '' }, 'Please enter the transaction ID'],
      [{ amount: 'lots', network: 'TRC20', reference: txHash('tx1') }, 'Please enter a valid amount'],
    ];
    for (const [body, message] of cases) {
      const res = await deposit(player.token, body);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
  });

  test('a deposit is pending and credits nothing; approval credits playable net of the fee, unlocks the bonus, and is audited', async () => {
    const player = await api.register();
    const cryptoFee = (bp: number) =>
      api.call('PUT', '/api/admin/game-rules', {
        token: adminToken,
        body: { 'wallet.depositMethods.crypto.feeBasisPoints': bp },
      });
    expect((await cryptoFee(250)).status).toBe(200);
    const created = await deposit(player.token, {
      amount: '100',
      network: 'TRC20',
      method: 'crypto',
      reference: txHash('0xabc'),
    });
    expect((await cryptoFee(0)).status).toBe(200);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amount: '100',
      fee: '2.5',
      network: 'TRC20',
      walletAddress: trc20,
      message: 'Your deposit will be pending until admin approval.',
    });
    expect(await profile(player.token)).toMatchObject({ playableBalance: '0', bonusBalance: '5', hasDeposited: false });
    const approved = await approve(created.json.data.id, { txHash: 'abc123' });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 'completed', txHash: 'abc123' });
    // 100 - the 2.5% fee of the time, plus the 5 welcome bonus unlocked, plus the 0.5 first-deposit achievement (now paid as playable).
    expect(await profile(player.token)).toMatchObject({
      playableBalance: '103',
      bonusBalance: '0',
      totalDeposited: '100',
      hasDeposited: true,
      achievements: 1,
    });
    const again = await approve(created.json.data.id);
    expect(again.status).toBe(409);
    expect((await profile(player.token)).playableBalance).toBe('103');
    const [audit] = await api.sql`select action, target_id from audit_log where action = 'deposit.approve'`;
    expect(audit!.target_id).toBe(created.json.data.id);
  });

  test('concurrent approvals of one deposit credit it once', async () => {
    const player = await api.register();
    const { id } = (await deposit(player.token, { amount: '20', network: 'TRC20', reference: txHash('r') })).json.data;
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(id)));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect((await profile(player.token)).playableBalance).toBe('25.5');
  });

  test('rejection records the reason (default "Admin rejected") and credits nothing', async () => {
    const player = await api.register();
    const { id } = (await deposit(player.token, { amount: '20', network: 'TRC20', reference: txHash('to-reject') }))
      .json.data;
    const rejected = await reject(id);
    expect(rejected.json.data).toMatchObject({ status: 'rejected', details: { reason: 'Admin rejected' } });
    expect((await profile(player.token)).playableBalance).toBe('0');
  });

  test('a rejected deposit gives its reference up: the transfer may be named once more, and an approved one keeps it', async () => {
    const [a, b, c] = [await api.register(), await api.register(), await api.register()];
    const reference = txHash('named-again');
    const held = () =>
      api.sql`select user_id, transaction_id from deposit_references where reference_key = ${reference}`;
    const first = (await deposit(a.token, { amount: '20', network: 'TRC20', reference })).json.data;
    expect((await deposit(b.token, { amount: '20', network: 'TRC20', reference })).status).toBe(409);
    expect([...(await held())]).toEqual([{ user_id: a.user.id, transaction_id: first.id }]);
    expect((await reject(first.id)).status).toBe(200);
    expect(await held()).toHaveLength(0);
    const second = await deposit(b.token, { amount: '20', network: 'TRC20', reference: `0x${reference}` });
    expect(second.status).toBe(201);
    expect([...(await held())]).toEqual([{ user_id: b.user.id, transaction_id: second.json.data.id }]);
    expect((await approve(second.json.data.id)).status).toBe(200);
    const third = await deposit(c.token, { amount: '20', network: 'TRC20', reference });
    expect(third.status).toBe(409);
    expect(third.json.error).toEqual({ code: 'CONFLICT', message: 'This transaction reference was already submitted' });
    expect([...(await held())]).toEqual([{ user_id: b.user.id, transaction_id: second.json.data.id }]);
  });

  test('one on-chain reference backs one deposit; nobody reviews their own; blocked players cannot deposit', async () => {
    const [a, b] = [await api.register(), await api.register()];
    expect(
      (await deposit(a.token, { amount: '20', network: 'TRC20', reference: `0x${txHash('same').toUpperCase()}` }))
        .status,
    ).toBe(201);
    const dup = await deposit(b.token, { amount: '20', network: 'TRC20', reference: `\u200b${txHash('same')}` });
    expect(dup.status).toBe(409);
    expect(dup.json.error.message).toBe('This transaction reference was already submitted');
    const own = (await deposit(a.token, { amount: '20', network: 'TRC20', reference: txHash('own') })).json.data;
    await api.makeAdmin(a.user.id);
    const selfReview = await api.call('PUT', `/api/admin/transactions/${own.id}/approve`, { token: a.token, body: {} });
    expect(selfReview.status).toBe(403);
    expect(selfReview.json.error.message).toBe('You cannot review your own transaction');
    await api.sql`update users set status = 'blocked' where id = ${b.user.id}`;
    expect(
      (await deposit(b.token, { amount: '20', network: 'TRC20', reference: txHash('blocked') })).json.error.code,
    ).toBe('USER_BLOCKED');
  });

  test('a proof image is checked by its bytes and size, and admins can view it', async () => {
    const player = await api.register();
    const fields = { amount: '20', network: 'TRC20', method: 'crypto', reference: txHash('tx-proof') };
    const ok = await multipartDeposit(player.token, fields, { bytes: png, name: 'proof.png', type: 'image/png' });
    expect(ok.status).toBe(201);
    const created = (await ok.json()).data;
    expect(created.details.hasProof).toBe(true);
    const proof = await api.handle(
      new Request(`http://localhost/api/admin/transactions/${created.id}/proof`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    );
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await proof.arrayBuffer())).toEqual(png);
    const fake = await multipartDeposit(player.token, fields, {
      bytes: new TextEncoder().encode('<script>alert(1)</script>'),
      name: 'proof.png',
      type: 'image/png',
    });
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe('Please select an image file');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    const tooBig = await multipartDeposit(player.token, fields, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.message).toBe('File size must be less than 5MB');
  });

  test('Idempotency-Key: a repeat returns the first deposit; another body with the key is a 409', async () => {
    const player = await api.register();
    const body = { amount: '30', network: 'TRC20', reference: txHash('idem') };
    const first = await deposit(player.token, body, { 'idempotency-key': 'dep-1' });
    const second = await deposit(player.token, body, { 'idempotency-key': 'dep-1' });
    expect(second.status).toBe(201);
    expect(second.json.data.id).toBe(first.json.data.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const other = await deposit(player.token, { ...body, amount: '31' }, { 'idempotency-key': 'dep-1' });
    expect(other.status).toBe(409);
    const [n] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where user_id = ${player.user.id} and type = 'deposit'`;
    expect(n!.n).toBe(1);
  });

  test('an inactive network disappears from the choices and refuses deposits', async () => {
    const player = await api.register();
    await api.sql`update deposit_addresses set is_active = false where network = 'Optimism'`;
    const wallet = (await api.call('GET', '/api/wallet', { token: player.token })).json.data;
    expect(wallet.networks.map((n: { network: string }) => n.network)).not.toContain('Optimism');
    expect(
      (await deposit(player.token, { amount: '50', network: 'Optimism', reference: txHash('x') })).json.error.message,
    ).toBe('Network not available');
    await api.sql`update deposit_addresses set is_active = true where network = 'Optimism'`;
  });
});

describe('withdrawals', () => {
  async function fundedPlayer(amount: number) {
    const player = await api.register();
    await api.fund(player.user.id, amount);
    return player;
  }

  test("the spec's validation messages", async () => {
    const player = await fundedPlayer(50);
    const cases: [object, string][] = [
      [{ amount: '20', network: 'TRC20' }, 'Please enter amount, select network, and provide wallet address.'],
      [{ network: 'TRC20', address: trc20 }, 'Please enter amount, select network, and provide wallet address.'],
      [
        { amount: '20', network: 'TRC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
        'Invalid wallet address for selected network.',
      ],
      [
        { amount: '20', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
        'Invalid wallet address for selected network.',
      ],
      [{ amount: '9.99', network: 'TRC20', address: trc20 }, 'Minimum withdrawal amount is $10'],
      [{ amount: '1001', network: 'TRC20', address: trc20 }, 'Maximum withdrawal amount is $1000'],
      [{ amount: '60', network: 'TRC20', address: trc20 }, 'Insufficient balance for withdrawal'],
    ];
    for (const [body, message] of cases) {
      const res = await withdraw(player.token, body);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
  });

  test('the amount is locked at request: available drops, playable stays; approval pays out with the hash', async () => {
    const player = await fundedPlayer(50);
    const created = await withdraw(player.token, { amount: '30', network: 'TRC20', address: trc20 });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ status: 'pending', amount: '30', fee: '2', netAmount: '28' });
    expect(await profile(player.token)).toMatchObject({ playableBalance: '50', availableBalance: '20' });
    expect((await approve(created.json.data.id)).json.error.message).toBe(
      'Enter the on-chain transaction hash of the payout',
    );
    const paid = await approve(created.json.data.id, { txHash: '0xfeed' });
    expect(paid.json.data).toMatchObject({ status: 'completed', txHash: '0xfeed' });
    expect(await profile(player.token)).toMatchObject({
      playableBalance: '20',
      availableBalance: '20',
      totalWithdrawn: '30',
    });
  });

  test('rejection returns the locked amount (status failed)', async () => {
    const player = await fundedPlayer(50);
    const { id } = (await withdraw(player.token, { amount: '30', network: 'TRC20', address: trc20 })).json.data;
    const rejected = await reject(id, { reason: 'Address on a sanctions list' });
    expect(rejected.json.data).toMatchObject({ status: 'failed', details: { reason: 'Address on a sanctions list' } });
    expect(await profile(player.token)).toMatchObject({ playableBalance: '50', availableBalance: '50' });
  });

  test('daily limit 100 and at most 3 a day', async () => {
    const player = await fundedPlayer(500);
    for (const amount of ['40', '40'])
      expect((await withdraw(player.token, { amount, network: 'TRC20', address: trc20 })).status).toBe(201);
    const overDaily = await withdraw(player.token, { amount: '30', network: 'TRC20', address: trc20 });
    expect(overDaily.json.error.message).toBe('Daily withdrawal limit is $100 (remaining today: $20)');
    expect((await withdraw(player.token, { amount: '10', network: 'TRC20', address: trc20 })).status).toBe(201);
    expect((await withdraw(player.token, { amount: '10', network: 'TRC20', address: trc20 })).json.error.message).toBe(
      'Maximum 3 withdrawals per day',
    );
  });

  test('concurrent withdrawals never lock more than the available balance', async () => {
    const player = await fundedPlayer(50);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(player.token, { amount: '20', network: 'TRC20', address: trc20 })),
    );
    expect(results.filter((r) => r.status === 201).length).toBe(2);
    expect(await profile(player.token)).toMatchObject({ playableBalance: '50', availableBalance: '10' });
  });

  test('locked funds cannot be staked', async () => {
    const player = await fundedPlayer(25);
    await withdraw(player.token, { amount: '20', network: 'TRC20', address: trc20 });
    const start = await api.call('POST', '/api/quiz/sessions', {
      token: player.token,
      body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
    });
    expect(start.status).toBe(403);
    expect(start.json.error.code).toBe('INSUFFICIENT_BALANCE');
  });

  test('an approval racing a rejection: exactly one wins and the money moves once', async () => {
    const player = await fundedPlayer(50);
    const { id } = (await withdraw(player.token, { amount: '30', network: 'TRC20', address: trc20 })).json.data;
    const [a, r] = await Promise.all([approve(id, { txHash: '0xrace' }), reject(id)]);
    expect([a.status, r.status].sort()).toEqual([200, 409]);
    const p = await profile(player.token);
    if (a.status === 200)
      expect(p).toMatchObject({ playableBalance: '20', availableBalance: '20', totalWithdrawn: '30' });
    else expect(p).toMatchObject({ playableBalance: '50', availableBalance: '50', totalWithdrawn: '0' });
  });

  test('a blocked player can neither withdraw nor claim the daily bonus', async () => {
    const player = await fundedPlayer(50);
    await api.sql`update users set status = 'blocked' where id = ${player.user.id}`;
    expect((await withdraw(player.token, { amount: '20', network: 'TRC20', address: trc20 })).json.error.code).toBe(
      'USER_BLOCKED',
    );
    expect((await api.call('POST', '/api/daily-bonus/claim', { token: player.token })).json.error.code).toBe(
      'USER_BLOCKED',
    );
  });

  test('withdrawals only when enabled for the account', async () => {
    const player = await fundedPlayer(50);
    await api.sql`update users set withdrawal_enabled = false where id = ${player.user.id}`;
    expect((await withdraw(player.token, { amount: '20', network: 'TRC20', address: trc20 })).status).toBe(403);
  });
});

describe('transaction history and admin review', () => {
  test('the player sees their own transactions, newest first, filtered and paged', async () => {
    const player = await api.register();
    for (const label of ['a', 'b', 'c'])
      await deposit(player.token, { amount: '20', network: 'TRC20', reference: txHash(label) });
    const page1 = (await api.call('GET', '/api/transactions?type=deposit&limit=2', { token: player.token })).json;
    expect(page1.data).toHaveLength(2);
    expect(page1.data.map((t: { details: { reference: string } }) => t.details.reference)).toEqual([
      txHash('c'),
      txHash('b'),
    ]);
    const page2 = (
      await api.call('GET', `/api/transactions?type=deposit&limit=2&cursor=${encodeURIComponent(page1.nextCursor)}`, {
        token: player.token,
      })
    ).json;
    expect(page2.data.map((t: { details: { reference: string } }) => t.details.reference)).toEqual([txHash('a')]);
    expect(page2.nextCursor).toBeNull();
    const all = (await api.call('GET', '/api/transactions', { token: player.token })).json.data;
    expect(all.map((t: { type: string }) => t.type)).toContain('welcome_bonus');
  });

  test('admin table: search by name and hash, filters, pages, summary; CSV export of the filter', async () => {
    const player = await api.register('Zebediah Searchable');
    const { id } = (await deposit(player.token, { amount: '20', network: 'TRC20', reference: txHash('zz') })).json.data;
    await approve(id, { txHash: 'HASH-unique-42' });
    const byName = (
      await api.call('GET', '/api/admin/transactions?search=zebediah&type=deposit', { token: adminToken })
    ).json;
    expect(byName.data.map((t: { id: string }) => t.id)).toEqual([id]);
    expect(byName.data[0].userName).toBe('Zebediah Searchable');
    const byHash = (await api.call('GET', '/api/admin/transactions?search=unique-42', { token: adminToken })).json;
    expect(byHash.total).toBe(1);
    const pending = (await api.call('GET', '/api/admin/transactions?status=pending&limit=2', { token: adminToken }))
      .json;
    expect(pending.data.every((t: { status: string }) => t.status === 'pending')).toBe(true);
    expect(pending.summary.pendingReview).toBe(pending.total);
    const page2 = (
      await api.call(
        'GET',
        `/api/admin/transactions?status=pending&limit=2&cursor=${encodeURIComponent(pending.nextCursor)}`,
        {
          token: adminToken,
        },
      )
    ).json;
    expect(page2.data[0]?.id).not.toBe(pending.data[0]?.id);
    const csv = await api.call('GET', '/api/admin/transactions/export?search=zebediah', { token: adminToken });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="transactions_export.csv"');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'id,date,user,username,type,status,amount,fee,network,wallet_address,tx_hash,reference,description',
    );
    // The deposit's row carries the approved hash and the reference the player sent.
    const row = lines.find((l) => l.startsWith(id))?.split(',');
    expect(row?.slice(10, 12)).toEqual(['HASH-unique-42', txHash('zz')]);
    expect((await api.call('GET', '/api/admin/transactions', { token: player.token })).status).toBe(403);
  });

  test('wallet settings: add, edit, deactivate and delete an address; bad input refused', async () => {
    const created = await api.call('POST', '/api/admin/wallet-addresses', {
      token: adminToken,
      body: {
        network: 'BEP20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        name: 'Backup BSC',
        minDeposit: '5',
        maxDeposit: '500',
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(
      (
        await api.call('POST', '/api/admin/wallet-addresses', {
          token: adminToken,
          body: { network: 'BEP20', address: 'nope', name: 'x' },
        })
      ).json.error.message,
    ).toBe('Invalid wallet address for selected network.');
    expect(
      (
        await api.call('POST', '/api/admin/wallet-addresses', {
          token: adminToken,
          body: { network: 'BEP20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', name: '' },
        })
      ).json.error.message,
    ).toBe('Please fill in all required fields');
    const edited = await api.call('PUT', `/api/admin/wallet-addresses/${id}`, {
      token: adminToken,
      body: {
        network: 'BEP20',
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        name: 'Backup BSC',
        minDeposit: '5',
        maxDeposit: '500',
        isActive: false,
      },
    });
    expect(edited.json.data.isActive).toBe(false);
    const list = (await api.call('GET', '/api/admin/wallet-addresses', { token: adminToken })).json;
    expect(list.stats.inactive).toBeGreaterThanOrEqual(1);
    expect((await api.call('DELETE', `/api/admin/wallet-addresses/${id}`, { token: adminToken })).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/wallet-addresses/${id}`, { token: adminToken })).status).toBe(404);
  });
});

test("after everything above, the ledger invariants hold, and the deposits' lookups match their rows", async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
  expect(await depositLookupProblems(api.sql)).toEqual([]);
});
