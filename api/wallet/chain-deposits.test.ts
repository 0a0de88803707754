// Money rails (issue 28, decision 0054) through the API and the jobs' use cases, against local
// fakes of an EVM node, TronGrid and TON Center that speak their real protocols: deposits credited
// from the chain with no admin, everything unverified left pending with findings, one credit per
// transfer ever, TON deposit intents matched by memo, payouts confirmed before they complete.
import { Address, Cell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { depositLookupProblems } from '../../domain/wallet/deposit-lookups.ts';
import { requestDeposit } from '../../domain/wallet/request-deposit.ts';
import { verifyDeposit } from '../../domain/wallet/verify-deposit.ts';
import { verifyPayout } from '../../domain/wallet/verify-payout.ts';
import { watchTonDeposits } from '../../domain/wallet/watch-ton-deposits.ts';
import { evmTransferLog, type FakeEvm, startFakeEvm } from '../../testing/fake-evm.ts';
import { type FakeTonCenter, startFakeTonCenter, tonSender } from '../../testing/fake-toncenter.ts';
import { type FakeTronGrid, startFakeTronGrid, tronAddressOf, tronSender } from '../../testing/fake-trongrid.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { signInitData } from '../../domain/identity/telegram-init-data.ts';
import { createTestApi, type TestApi, testBotToken } from '../../testing/test-api.ts';
import { recountTransactions, transactionCounters } from '../../testing/transaction-counters.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { untilWaitingForLock } from '../../testing/lock-wait.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

const erc20Address = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
const erc20Usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const tronAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const tronUsdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const tonAddress = 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N';
const tonUsdt = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const sender = '0x1111111111111111111111111111111111111111';
/** A sending address of its own: a sender declared by two accounts is left to an admin (decision 0057). */
const newEvmSender = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}`;
const newTonSender = () => new Address(0, Buffer.from(crypto.getRandomValues(new Uint8Array(32)))).toRawString();

let api: TestApi;
let adminToken: string;
let evm: FakeEvm;
let tron: FakeTronGrid;
let ton: FakeTonCenter;
const addressIds: Record<string, string> = {};

async function configure(network: string, verification: object) {
  const list = (await api.call('GET', '/api/admin/wallet-addresses', { token: adminToken })).json.data;
  const address = list.find((a: { network: string }) => a.network === network);
  addressIds[network] = address.id;
  const res = await api.call('PUT', `/api/admin/wallet-addresses/${address.id}`, {
    token: adminToken,
    body: { network, address: address.address, name: address.name, verification },
  });
  expect(res.status).toBe(200);
  return res;
}

beforeAll(async () => {
  evm = startFakeEvm();
  tron = startFakeTronGrid();
  ton = startFakeTonCenter();
  api = await createTestApi({ TONCENTER_URL: ton.url, TRONGRID_URL: tron.url });
  adminToken = await api.registerAdmin();
  useWorkerDatabase(api.db.url);
  await addDepositAddresses(api.sql, ['ERC20', 'TRC20', 'TON']); // the operator's own addresses (none is seeded)
  await configure('ERC20', { provider: 'evm_rpc', url: evm.url, tokenContract: erc20Usdt, tokenDecimals: 6 });
  await configure('TRC20', { provider: 'trongrid', apiKey: 'tron-secret-key', tokenContract: tronUsdt });
  await configure('TON', { provider: 'toncenter', tokenContract: tonUsdt });
}, 60_000);
afterAll(async () => {
  evm.stop();
  tron.stop();
  ton.stop();
  await api.close();
});

/** The address each network's scripted transfers come from unless a test names another. */
const senders: Record<string, string> = { ERC20: sender, TRC20: tronSender, TON: tonSender };
/** A player's deposit of a pasted hash, declaring the address it was sent from (decision 0057). */
const deposit = (token: string, network: string, reference: string, amount = '25', senderAddress = senders[network]) =>
  api.call('POST', '/api/deposits', {
    token,
    body: { amount, network, reference, ...(senderAddress ? { senderAddress } : {}) },
  });
/** What a player's deposits credited (their balance also holds the welcome bonus the first deposit unlocks). */
const balance = async (token: string) =>
  (await api.call('GET', '/api/users/profile', { token })).json.data.totalDeposited as string;
const row = async (id: string) =>
  (await api.sql`select status, amount, details from transactions where id = ${id}`)[0]!;
const verify = (transactionId: string) => verifyDeposit(api.sql, { transactionId, now: new Date() });
/** A player's ERC20 deposit of a USDT transfer mined in `block` while the head is `head`. */
async function minedErc20Deposit(label: string, at: { block: bigint; head: bigint; value: bigint }) {
  const player = await api.register();
  const hash = txHash(label);
  const from = newEvmSender();
  evm.setHead(at.head);
  evm.mine(`0x${hash}`, at.block, [evmTransferLog(erc20Usdt, from, erc20Address, at.value)]);
  const { id } = (await deposit(player.token, 'ERC20', hash, '25', from)).json.data;
  return { player, hash, id: id as string };
}
const approve = (id: string) =>
  api.call('PUT', `/api/admin/transactions/${id}/approve`, { token: adminToken, body: {} });
const expectLedgerConsistent = async () => expect(await ledgerProblems(api.sql)).toEqual([]);

describe('verification settings', () => {
  test('a verifier API key never reaches the browser in full; a verifier of another chain family is refused', async () => {
    const list = (await api.call('GET', '/api/admin/wallet-addresses', { token: adminToken })).json.data;
    const trc = list.find((a: { network: string }) => a.network === 'TRC20');
    expect(trc.verification).toMatchObject({
      provider: 'trongrid',
      url: tron.url,
      apiKey: '••••-key',
      hasApiKey: true,
      confirmations: 20,
    });
    expect(JSON.stringify(list)).not.toContain('tron-secret-key');
    // The masked key sent back keeps the stored one.
    const { hasApiKey: _, ...shown } = trc.verification;
    await configure('TRC20', shown);
    expect((await api.sql`select verification->>'apiKey' as k from deposit_addresses where id = ${trc.id}`)[0]!.k).toBe(
      'tron-secret-key',
    );
    const wrong = await api.call('PUT', `/api/admin/wallet-addresses/${trc.id}`, {
      token: adminToken,
      body: {
        network: 'TRC20',
        address: trc.address,
        name: trc.name,
        verification: { provider: 'evm_rpc', url: evm.url, tokenContract: erc20Usdt },
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('wallet__verify_deposit: deposits verified on chain', () => {
  test('a verified ERC20 deposit is credited with no admin action, with the amount the chain shows', async () => {
    const player = await api.register();
    const hash = txHash('erc20-credit');
    evm.setHead(1011n);
    evm.mine(`0x${hash}`, 1000n, [evmTransferLog(erc20Usdt, sender, erc20Address, 30_000_000n)]);
    const res = await deposit(player.token, 'ERC20', hash);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: 'pending', verification: 'pending' });
    expect((await queuedJobs(api.sql, 'wallet__verify_deposit')).map((j) => j.payload)).toContainEqual({
      transactionId: res.json.data.id,
    });
    await runOnce({
      connectionString: api.db.url,
      taskList: { wallet__verify_deposit: taskList.wallet__verify_deposit! },
    });
    expect(await row(res.json.data.id)).toMatchObject({
      status: 'completed',
      amount: 30_000_000,
      details: {
        claimedAmount: 25_000_000,
        verification: { status: 'confirmed', confirmations: 12, chainAmount: '30' },
      },
    });
    expect(await balance(player.token)).toBe('30');
    const [audit] =
      await api.sql`select actor_id from audit_log where action = 'verified_on_chain' and target_id = ${res.json.data.id}`;
    expect(audit).toMatchObject({ actor_id: null });
    const [notice] =
      await api.sql`select type from notifications where user_id = ${player.user.id} and type = 'deposit_approved'`;
    expect(notice).toBeDefined();
    await expectLedgerConsistent();
  });

  test('a verified TRC20 deposit is credited with no admin action, with the amount the chain shows', async () => {
    const player = await api.register();
    const hash = txHash('trc20-credit');
    tron.setHead(5000);
    tron.mine(hash, 4981, [{ token: tronUsdt, to: tronAddress, value: 21_500_000n }]);
    const { id } = (await deposit(player.token, 'TRC20', hash)).json.data;
    expect(await verify(id)).toBe('credited');
    expect(await balance(player.token)).toBe('21.5');
    expect(tron.requests.every((r) => r.headers.get('TRON-PRO-API-KEY') === 'tron-secret-key')).toBe(true);
    await expectLedgerConsistent();
  });

  test('a TRC20 transaction whose events TronGrid has not indexed yet is checked again, then credited', async () => {
    // TronGrid's event index lags its node: the transaction's receipt can show before its Transfer event.
    const player = await api.register();
    const from = tronAddressOf(Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex'));
    const hash = txHash('trc20-events-later');
    tron.setHead(5600);
    tron.mine(hash, 5560, []);
    const { id } = (await deposit(player.token, 'TRC20', hash, '18', from)).json.data;
    expect(await verify(id)).toBe('checking');
    expect(await row(id)).toMatchObject({ status: 'pending', details: { verification: { status: 'not_found' } } });
    tron.mine(hash, 5560, [{ token: tronUsdt, from, to: tronAddress, value: 18_000_000n }]);
    expect(await verify(id)).toBe('credited');
    expect(await balance(player.token)).toBe('18');
    await expectLedgerConsistent();
  });

  test('a verified TON deposit named by its hash is credited with no admin action, with the amount the chain shows', async () => {
    const player = await api.register();
    const hash = ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 12_340_000n });
    const { id } = (await deposit(player.token, 'TON', hash, '10')).json.data;
    expect(await verify(id)).toBe('credited');
    expect(await balance(player.token)).toBe('12.34');
    await expectLedgerConsistent();
  });

  test('wrong token, wrong recipient, a failed transaction and an unknown one stay pending with the findings', async () => {
    const player = await api.register();
    evm.setHead(2000n);
    const cases: [string, Parameters<FakeEvm['mine']>[2] | null, '0x1' | '0x0', string, string][] = [
      ['wrong-token', [evmTransferLog(sender, sender, erc20Address, 25_000_000n)], '0x1', 'mismatch', 'Wrong token'],
      [
        'wrong-recipient',
        [evmTransferLog(erc20Usdt, sender, sender, 25_000_000n)],
        '0x1',
        'mismatch',
        'Wrong recipient',
      ],
      ['reverted', [evmTransferLog(erc20Usdt, sender, erc20Address, 25_000_000n)], '0x0', 'failed', 'reverted'],
      ['unknown', null, '0x1', 'not_found', 'No receipt'],
    ];
    for (const [label, logs, status, verdict, reason] of cases) {
      const hash = txHash(label);
      if (logs) evm.mine(`0x${hash}`, 1500n, logs, status);
      const { id } = (await deposit(player.token, 'ERC20', hash)).json.data;
      expect(await verify(id)).toBe(verdict === 'not_found' ? 'checking' : 'left_for_admin');
      const t = await row(id);
      expect(t.status).toBe('pending');
      expect(t.details.verification.status).toBe(verdict);
      expect(t.details.verification.reason).toContain(reason);
      expect(t.details.verification.checkedAt).toBeString();
    }
    // The admin sees the findings in the review.
    const listed = await api.call('GET', `/api/admin/transactions?search=${txHash('wrong-token')}`, {
      token: adminToken,
    });
    expect(listed.json.data[0].details.verification).toMatchObject({ status: 'mismatch' });
    expect(await balance(player.token)).toBe('0');
    await expectLedgerConsistent();
  });

  test('a transfer that leaves the chain before enough confirmations is never credited', async () => {
    const { player, hash, id } = await minedErc20Deposit('reorged', { block: 3000n, head: 3002n, value: 50_000_000n });
    expect(await verify(id)).toBe('checking');
    expect((await row(id)).details.verification).toMatchObject({
      status: 'pending',
      confirmations: 3,
      requiredConfirmations: 12,
    });
    evm.drop(`0x${hash}`);
    evm.setHead(3100n);
    expect(await verify(id)).toBe('checking');
    expect(await row(id)).toMatchObject({ status: 'pending', details: { verification: { status: 'not_found' } } });
    expect(await balance(player.token)).toBe('0');
    await expectLedgerConsistent();
  });

  test('a provider that rate limits or fails delays a deposit and never fails it', async () => {
    const { player, id } = await minedErc20Deposit('provider-down', { block: 4000n, head: 4020n, value: 40_000_000n });
    for (const status of [429, 500]) {
      evm.fail(status, 2); // the receipt and the head are asked together
      expect(await verify(id)).toBe('checking');
      expect(await row(id)).toMatchObject({ status: 'pending', details: { verification: { status: 'unavailable' } } });
    }
    const [next] = await queuedJobs(api.sql, 'wallet__verify_deposit').then((jobs) =>
      jobs.filter((j) => j.key === `verify:${id}`),
    );
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await verify(id)).toBe('credited');
    expect(await balance(player.token)).toBe('40');
    await expectLedgerConsistent();
  });

  test('a transfer still not seen after 24 hours is checked no more and waits for an admin, uncredited', async () => {
    const player = await api.register();
    const hash = txHash('never-mined');
    const { id } = (await deposit(player.token, 'ERC20', hash)).json.data;
    const { created_at: createdAt } = (
      await api.sql<{ created_at: Date }[]>`
      select created_at from transactions where id = ${id}`
    )[0]!;
    const checks = async () =>
      (await queuedJobs(api.sql, 'wallet__verify_deposit')).filter((j) => j.payload.transactionId === id);
    const at = (ms: number) => verifyDeposit(api.sql, { transactionId: id, now: new Date(createdAt.getTime() + ms) });
    // Just inside the 24 hours (wallet.chain.giveUpHours) the check is queued again.
    expect(await at(24 * 3_600_000 - 1_000)).toBe('checking');
    expect(await checks()).toHaveLength(1);
    await api.sql`select graphile_worker.remove_job(${`verify:${id}`})`;
    expect(await at(24 * 3_600_000)).toBe('left_for_admin');
    expect(await checks()).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'pending', details: { verification: { status: 'not_found' } } });
    expect(await balance(player.token)).toBe('0');
    await expectLedgerConsistent();
  });

  test('a check queued again while a worker still runs the previous one leaves that job its key and its retries', async () => {
    const { id } = await minedErc20Deposit('requeued', { block: 4500n, head: 4505n, value: 21_000_000n }); // 6 of 12
    const jobs = () =>
      api.sql<{ id: string; key: string; attempts: number; max_attempts: number }[]>`
        select id::text, key, attempts, max_attempts from graphile_worker._private_jobs
        where payload->>'transactionId' = ${id} order by id`;
    // A worker has taken the first check (as graphile-worker's get_job does) and queues the next one.
    await api.sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'running-worker', attempts = 1 where key = ${`verify:${id}`}`;
    expect(await verify(id)).toBe('checking');
    const [running, next, ...more] = await jobs();
    expect(running).toMatchObject({ key: `verify:${id}`, attempts: 1, max_attempts: 25 });
    expect(next).toMatchObject({ key: `verify:${id}:again`, attempts: 0 });
    expect(more).toEqual([]);
    await api.sql`select graphile_worker.complete_jobs(array[${running!.id}::bigint])`; // its run ends
  });

  test('one transfer is credited once: submitted by twenty players at once, and checked by two racing jobs', async () => {
    const hash = txHash('contested');
    evm.setHead(6020n);
    const from = newEvmSender();
    evm.mine(`0x${hash}`, 6000n, [evmTransferLog(erc20Usdt, from, erc20Address, 33_000_000n)]);
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => api.register(`Racer ${i}`)));
    const replies = await Promise.all(players.map((p) => deposit(p.token, 'ERC20', hash, '25', from)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    const { id } = replies.find((r) => r.status === 201)!.json.data;
    const outcomes = await Promise.all([verify(id), verify(id)]);
    expect(outcomes.sort()).toEqual(['credited', 'not_pending']);
    const balances = await Promise.all(players.map((p) => balance(p.token)));
    expect(balances.filter((b) => b !== '0')).toEqual(['33']);
    expect(await api.sql`select 1 from chain_transfers where tx_hash = ${hash}`).toHaveLength(1);
    await expectLedgerConsistent();
  });
});

describe('wallet__watch_ton_deposits: TON deposit intents', () => {
  const wallet = new Address(0, Buffer.alloc(32, 7)).toString({ bounceable: false });
  const jettonWallet = new Address(0, Buffer.alloc(32, 9)).toString();
  const intent = (token: string, body: object) => api.call('POST', '/api/deposits/intents', { token, body });

  test('the watcher credits the intent whose memo arrives, once, with the TON Connect jetton transfer to sign', async () => {
    const player = await api.register();
    ton.setJettonWallet(wallet, jettonWallet);
    const res = await intent(player.token, { network: 'TON', amount: '15', senderAddress: wallet });
    expect(res.status).toBe(201);
    const { memo, tonConnect } = res.json.data;
    expect(res.json.data).toMatchObject({ address: tonAddress, amount: '15', status: 'open' });
    const [message] = tonConnect.messages;
    expect(Address.parse(message.address).equals(Address.parse(jettonWallet))).toBe(true);
    const body = Cell.fromBase64(message.payload).beginParse();
    expect(body.loadUint(32)).toBe(0x0f8a7ea5);
    body.loadUint(64);
    expect(body.loadCoins()).toBe(15_000_000n);
    expect(body.loadAddress().equals(Address.parse(tonAddress))).toBe(true);
    body.loadAddress();
    body.loadBit();
    body.loadCoins();
    body.loadBit();
    const comment = body.loadRef().beginParse();
    expect(comment.loadUint(32)).toBe(0);
    expect(comment.loadStringTail()).toBe(memo);

    ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 15_000_000n, comment: memo });
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    expect(await balance(player.token)).toBe('15');
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(0);
    // A second transfer with the same memo does not credit the intent again: it waits for an admin.
    ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 15_000_000n, comment: memo });
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ credited: 0, unmatched: 1 });
    expect(await balance(player.token)).toBe('15');
    const listed = (await api.call('GET', '/api/deposits/intents', { token: player.token })).json.data;
    expect(listed[0]).toMatchObject({ memo, status: 'credited' });
    await expectLedgerConsistent();
  });

  test('a transfer arriving after its intent expired still credits it once', async () => {
    const player = await api.register();
    api.clock.set(new Date(Date.now() - 3 * 3_600_000));
    const res = await intent(player.token, { network: 'TON', amount: '20' });
    api.clock.set(new Date());
    expect(res.json.data.tonConnect).toBeNull(); // no sender named: the memo alone
    expect((await api.call('GET', '/api/deposits/intents', { token: player.token })).json.data[0].status).toBe(
      'expired',
    );
    ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 19_000_000n, comment: res.json.data.memo });
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    expect(await balance(player.token)).toBe('19');
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(0);
    await expectLedgerConsistent();
  });

  test('an incoming transfer that matches no intent is recorded for an admin, and credits no one', async () => {
    const hash = ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 7_000_000n, comment: 'gift' });
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ credited: 0, unmatched: 1 });
    expect([...(await api.sql`select status, amount, memo from chain_transfers where tx_hash = ${hash}`)]).toEqual([
      { status: 'unmatched', amount: 7_000_000, memo: 'gift' },
    ]);
    await expectLedgerConsistent();
  });

  test('a transfer the watcher kept unmatched is credited to the player who then pastes its hash, from the declared sender', async () => {
    // Players paste a hash a while after sending: by then the watcher has seen the transfer (no memo).
    const player = await api.register();
    const source = newTonSender();
    const hash = ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 16_000_000n, source });
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ credited: 0, unmatched: 1 });
    const { id } = (await deposit(player.token, 'TON', hash, '16', source)).json.data;
    expect(await verify(id)).toBe('credited');
    expect(await balance(player.token)).toBe('16');
    expect([...(await api.sql`select status, transaction_id from chain_transfers where tx_hash = ${hash}`)]).toEqual([
      { status: 'credited', transaction_id: id },
    ]);
    // Credited once: the watcher reads it again, and a second paste of it is refused.
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(0);
    expect((await deposit((await api.register()).token, 'TON', hash, '16', source)).status).toBe(409);
    await expectLedgerConsistent();
  });

  test('verifier runs and the watcher racing over a pasted unmatched transfer credit it once', async () => {
    const player = await api.register();
    const source = newTonSender();
    const hash = ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 16_000_000n, source });
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ unmatched: 1 });
    const { id } = (await deposit(player.token, 'TON', hash, '16', source)).json.data;
    await Promise.all([verify(id), verify(id), watchTonDeposits(api.sql, new Date()), verify(id)]);
    expect(await balance(player.token)).toBe('16');
    expect([...(await api.sql`select status, transaction_id from chain_transfers where tx_hash = ${hash}`)]).toEqual([
      { status: 'credited', transaction_id: id },
    ]);
    const [credits] = await api.sql<{ n: number }[]>`
      select count(*)::int as n from journals where type = 'deposit' and user_id = ${player.user.id}`;
    expect(credits!.n).toBe(1);
    await expectLedgerConsistent();
  });

  /** A player's intent of `amount` USDT and its transfer on chain, with the intent's memo, from a sender of its own. */
  async function paidIntent(amount: number) {
    const player = await api.register();
    const { memo } = (await intent(player.token, { network: 'TON', amount: String(amount) })).json.data;
    const source = newTonSender();
    const units = BigInt(amount) * 1_000_000n;
    const hash = ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: units, comment: memo, source });
    return { player, memo: memo as string, source, hash };
  }

  test('the hash of a transfer the watcher credited to an intent is refused to a player who pastes it', async () => {
    const { player, source, hash } = await paidIntent(12);
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    const pasted = await deposit((await api.register()).token, 'TON', hash, '12', source);
    expect(pasted.status).toBe(409);
    expect(pasted.json.error).toEqual({
      code: 'CONFLICT',
      message: 'This transaction reference was already submitted',
    });
    expect(await balance(player.token)).toBe('12');
  });

  test('a hash pasted while the watcher credits its transfer to the intent: the paste keeps it, the watcher skips it, one credit', async () => {
    const { player, memo, source, hash } = await paidIntent(13);
    let watched: Promise<unknown> | undefined;
    const pasted = await api.sql.begin(async (tx) => {
      // The paste holds the hash, not yet committed, while the watcher takes the transfer.
      const { id } = await requestDeposit(tx, {
        userId: player.user.id,
        amount: 13_000_000,
        network: 'TON',
        method: 'crypto',
        reference: hash,
        senderAddress: source,
        proof: null,
        now: new Date(),
      });
      watched = watchTonDeposits(api.sql, new Date()).catch((error: unknown) => error);
      await untilWaitingForLock(api.sql);
      return id;
    });
    expect(await watched).toMatchObject({
      code: 'CONFLICT',
      message: 'This transaction reference was already submitted',
    });
    // The watcher's transaction rolled back with its cursor: it reads the transfer again and leaves it to the paste.
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ credited: 0, unmatched: 0 });
    expect(await verify(pasted)).toBe('credited');
    expect(await balance(player.token)).toBe('13');
    const listed = (await api.call('GET', '/api/deposits/intents', { token: player.token })).json.data;
    expect(listed[0]).toMatchObject({ memo, status: 'open' });
    await expectLedgerConsistent();
  });

  test('a TON Center that rate limits delays the watcher; nothing is skipped', async () => {
    const player = await api.register();
    const { memo } = (await intent(player.token, { network: 'TON', amount: '11' })).json.data;
    ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 11_000_000n, comment: memo });
    ton.fail(429);
    expect(await watchTonDeposits(api.sql, new Date())).toMatchObject({ credited: 0, unavailable: 1 });
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    expect(await balance(player.token)).toBe('11');
  });

  test("a referred player's first deposit credited with no admin queues the referral job; a later one does not", async () => {
    const referrer = await api.register('Referrer');
    const jobsFor = async (userId: string) =>
      (await queuedJobs(api.sql, 'referrals__process')).filter((j) => j.payload.referredId === userId);
    // The chain verifier credits a pasted hash.
    const byHash = await api.register('Hash friend', referrer.user.referralCode);
    const from = newEvmSender();
    const hash = txHash('referred-erc20');
    evm.setHead(12_011n);
    evm.mine(`0x${hash}`, 12_000n, [evmTransferLog(erc20Usdt, from, erc20Address, 25_000_000n)]);
    const { id } = (await deposit(byHash.token, 'ERC20', hash, '25', from)).json.data;
    expect(await jobsFor(byHash.user.id)).toHaveLength(0);
    expect(await verify(id)).toBe('credited');
    expect(await jobsFor(byHash.user.id)).toHaveLength(1);
    // The watcher credits a TON intent's memo: the first deposit queues the job, the second does not.
    const byMemo = await api.register('Memo friend', referrer.user.referralCode);
    const credit = async (amount: bigint) => {
      const { memo } = (await intent(byMemo.token, { network: 'TON', amount: String(amount / 1_000_000n) })).json.data;
      ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount, comment: memo });
      expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    };
    await credit(10_000_000n);
    expect(await jobsFor(byMemo.user.id)).toHaveLength(1);
    await api.sql`select graphile_worker.remove_job(${`referrals__process:${byMemo.user.id}`})`;
    await credit(12_000_000n);
    expect(await jobsFor(byMemo.user.id)).toHaveLength(0);
    expect(await balance(byMemo.token)).toBe('22');
    await expectLedgerConsistent();
  });
});

describe('wallet__verify_payout: payouts confirmed on chain', () => {
  const payee = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  async function approvedWithdrawal(label: string) {
    const player = await api.register();
    await api.fund(player.user.id, 50);
    const w = await api.call('POST', '/api/withdrawals', {
      token: player.token,
      body: { amount: '30', network: 'TRC20', address: payee },
    });
    expect(w.status).toBe(201);
    const hash = txHash(label);
    const approved = await api.call('PUT', `/api/admin/transactions/${w.json.data.id}/approve`, {
      token: adminToken,
      body: { txHash: hash },
    });
    expect(approved.json.data).toMatchObject({ status: 'processing', details: { payout: { txHash: hash } } });
    return { player, id: w.json.data.id as string, hash };
  }

  test('a payout confirmed on chain completes the withdrawal, with an explorer link', async () => {
    const { player, id, hash } = await approvedWithdrawal('payout-good');
    expect(await queuedJobs(api.sql, 'wallet__verify_payout')).toContainEqual(
      expect.objectContaining({ key: `payout:${id}` }),
    );
    expect(await verifyPayout(api.sql, { transactionId: id, now: new Date() })).toBe('checking'); // not on chain yet
    tron.setHead(7000);
    tron.mine(hash, 6950, [{ token: tronUsdt, to: payee, value: 28_000_000n }]); // 30 less the fee of 2
    expect(await verifyPayout(api.sql, { transactionId: id, now: new Date() })).toBe('completed');
    const mine = (await api.call('GET', '/api/transactions?type=withdrawal', { token: player.token })).json.data[0];
    expect(mine).toMatchObject({
      status: 'completed',
      details: {
        payout: { explorerUrl: `https://tronscan.org/#/transaction/${hash}`, verification: { status: 'confirmed' } },
      },
    });
    await expectLedgerConsistent();
  });

  test('a payout that does not match is shown to the admin and never completed; a corrected hash completes it', async () => {
    const { id, hash } = await approvedWithdrawal('payout-short');
    tron.setHead(8000);
    tron.mine(hash, 7950, [{ token: tronUsdt, to: payee, value: 20_000_000n }]);
    expect(await verifyPayout(api.sql, { transactionId: id, now: new Date() })).toBe('left_for_admin');
    const t = await row(id);
    expect(t.status).toBe('processing');
    expect(t.details.payout.verification).toMatchObject({ status: 'mismatch', chainAmount: '20' });
    const fixed = txHash('payout-fixed');
    tron.mine(fixed, 7960, [{ token: tronUsdt, to: payee, value: 28_000_000n }]);
    const replaced = await api.call('PUT', `/api/admin/transactions/${id}/payout`, {
      token: adminToken,
      body: { txHash: fixed },
    });
    expect(replaced.json.data).toMatchObject({ status: 'processing', details: { payout: { txHash: fixed } } });
    expect(await verifyPayout(api.sql, { transactionId: id, now: new Date() })).toBe('completed');
    const again = await api.call('PUT', `/api/admin/transactions/${id}/payout`, {
      token: adminToken,
      body: { txHash: fixed },
    });
    expect(again.status).toBe(409);
    await expectLedgerConsistent();
  });
  test('a payout to another address or in another token stays processing for the admin; the player is told nothing', async () => {
    tron.setHead(8500);
    for (const [label, event, reason] of [
      ['payout-elsewhere', { token: tronUsdt, to: tronAddress, value: 28_000_000n }, 'Wrong recipient'],
      ['payout-other-token', { token: tronAddress, to: payee, value: 28_000_000n }, 'Wrong token'],
    ] as const) {
      const { player, id, hash } = await approvedWithdrawal(label);
      tron.mine(hash, 8450, [event]);
      await api.sql`select graphile_worker.remove_job(${`payout:${id}`})`; // the check the approval queued runs now
      expect(await verifyPayout(api.sql, { transactionId: id, now: new Date() })).toBe('left_for_admin');
      const t = await row(id);
      expect(t.status).toBe('processing');
      expect(t.details.payout.verification).toMatchObject({ status: 'mismatch' });
      expect(t.details.payout.verification.reason).toContain(reason);
      expect(await queuedJobs(api.sql, 'wallet__verify_payout')).not.toContainEqual(
        expect.objectContaining({ key: `payout:${id}` }),
      );
      const told = await api.sql`
        select 1 from notifications where user_id = ${player.user.id} and type = 'withdrawal_completed'`;
      expect(told).toHaveLength(0);
    }
    await expectLedgerConsistent();
  });
});

describe('who sent it: a pasted hash is credited only to the sender who declared it (decision 0057)', () => {
  const victimAddress = '0x2222222222222222222222222222222222222222';

  test('without a declared sending address, or from another one, the transfer waits for an admin', async () => {
    const player = await api.register();
    evm.setHead(9020n);
    const cases: [string, string | undefined, string][] = [
      ['undeclared', '', 'No sending address was declared'],
      ['other-sender', '0x3333333333333333333333333333333333333333', 'Sent from another address'],
    ];
    for (const [label, declared, reason] of cases) {
      const hash = txHash(label);
      evm.mine(`0x${hash}`, 9000n, [evmTransferLog(erc20Usdt, sender, erc20Address, 25_000_000n)]);
      const { id } = (await deposit(player.token, 'ERC20', hash, '25', declared)).json.data;
      expect(await verify(id)).toBe('left_for_admin');
      expect((await row(id)).details.verification).toMatchObject({ status: 'mismatch', chainAmount: '25' });
      expect((await row(id)).details.verification.reason).toContain(reason);
    }
    const bad = await deposit(player.token, 'ERC20', txHash('bad-sender'), '25', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Please enter the address you sent from on the selected network');
    expect(await balance(player.token)).toBe('0');
    await expectLedgerConsistent();
  });

  test("someone who pastes another player's hash first, naming their address, is not credited", async () => {
    const victim = await api.register('Victim');
    const thief = await api.register('Thief');
    evm.setHead(9520n);
    // The victim's first deposit from their address is credited and binds it to them.
    const first = txHash('victim-first');
    evm.mine(`0x${first}`, 9500n, [evmTransferLog(erc20Usdt, victimAddress, erc20Address, 30_000_000n)]);
    const { id: firstId } = (await deposit(victim.token, 'ERC20', first, '30', victimAddress)).json.data;
    expect(await verify(firstId)).toBe('credited');
    // Their next transfer is seen on chain by the thief, who pastes it first with the victim's address.
    const next = txHash('victim-next');
    evm.mine(`0x${next}`, 9501n, [evmTransferLog(erc20Usdt, victimAddress, erc20Address, 40_000_000n)]);
    const stolen = await deposit(thief.token, 'ERC20', next, '40', victimAddress);
    expect(stolen.status).toBe(201);
    expect(await verify(stolen.json.data.id)).toBe('left_for_admin');
    expect((await row(stolen.json.data.id)).details.verification.reason).toContain(
      'Another account declared the same sending address',
    );
    expect((await deposit(victim.token, 'ERC20', next, '40', victimAddress)).status).toBe(409);
    expect(await balance(thief.token)).toBe('0');
    expect(await balance(victim.token)).toBe('30');
    await expectLedgerConsistent();
  });
});

describe('hand approvals are claims on the chain too: one transfer, one credit', () => {
  /** A TON transfer carrying the memo of `payer`'s intent, and another player's pasted deposit of its trace hash. */
  async function memoTransferAndPastedTrace(label: string) {
    const payer = await api.register(`Payer ${label}`);
    const paster = await api.register(`Paster ${label}`);
    const { memo } = (
      await api.call('POST', '/api/deposits/intents', { token: payer.token, body: { network: 'TON', amount: '14' } })
    ).json.data;
    const source = newTonSender();
    const hash = ton.receive({
      destination: tonAddress,
      jettonMaster: tonUsdt,
      amount: 14_000_000n,
      comment: memo,
      source,
    });
    const pasted = await deposit(paster.token, 'TON', ton.traceOf(hash), '14', source);
    expect(pasted.status).toBe(201);
    return { payer, paster, hash, id: pasted.json.data.id as string };
  }
  const credited = async (...tokens: string[]) => (await Promise.all(tokens.map(balance))).filter((b) => b !== '0');

  test('an admin approves first: the watcher credits the same transfer to no one', async () => {
    const { payer, paster, hash, id } = await memoTransferAndPastedTrace('admin-first');
    expect((await approve(id)).status).toBe(200);
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(0);
    expect(await credited(payer.token, paster.token)).toEqual(['14']);
    expect(await balance(paster.token)).toBe('14');
    expect([
      ...(await api.sql`select log_index, transaction_id from chain_transfers where tx_hash = ${ton.traceOf(hash)}`),
    ]).toEqual([{ log_index: 'manual', transaction_id: id }]);
    await expectLedgerConsistent();
  });

  test('the watcher credits first: the admin approval is refused, and so is the verifier', async () => {
    const { payer, paster, id } = await memoTransferAndPastedTrace('watcher-first');
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    const refused = await approve(id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('This on-chain transfer was already credited to a deposit');
    expect(await verify(id)).toBe('left_for_admin');
    expect((await row(id)).details.verification.reason).toContain('already credited');
    expect(await credited(payer.token, paster.token)).toEqual(['14']);
    expect(await balance(payer.token)).not.toBe('0');
    await expectLedgerConsistent();
  });

  test('the admin and the watcher at the same moment: one credit', async () => {
    for (let i = 0; i < 3; i++) {
      const { payer, paster, id } = await memoTransferAndPastedTrace(`race-${i}`);
      const [approval] = await Promise.all([approve(id), watchTonDeposits(api.sql, new Date())]);
      expect([200, 409]).toContain(approval.status);
      expect(await credited(payer.token, paster.token)).toHaveLength(1);
    }
    await expectLedgerConsistent();
  });

  test('an ERC20 deposit approved by hand is never credited again by its verifier job', async () => {
    const { player, hash, id } = await minedErc20Deposit('hand-approved', {
      block: 9700n,
      head: 9720n,
      value: 22_000_000n,
    });
    expect((await approve(id)).status).toBe(200);
    expect(await verify(id)).toBe('not_pending');
    expect(await balance(player.token)).toBe('25');
    expect([...(await api.sql`select log_index from chain_transfers where tx_hash = ${hash}`)]).toEqual([
      { log_index: 'manual' },
    ]);
    await expectLedgerConsistent();
  });
});

describe('inside Telegram only TON: the server refuses the other networks', () => {
  let telegramId = 8_100_000;
  async function miniAppPlayer() {
    const user = { id: telegramId++, first_name: 'Mini', username: `mini${telegramId}` };
    const fields = { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify(user) };
    const res = await api.call('POST', '/api/telegram-webapp/webapp-init', {
      body: { initData: signInitData(fields, testBotToken) },
    });
    expect(res.status).toBe(200);
    const { accessToken, refreshToken } = res.json.data.tokens;
    return { token: accessToken as string, refreshToken: refreshToken as string, id: res.json.data.user.id as string };
  }

  test('a session opened from a Mini App launch deposits and withdraws on TON only', async () => {
    const player = await miniAppPlayer();
    await api.fund(player.id, 50);
    for (const [network, reference] of [
      ['ERC20', txHash('mini-erc20')],
      ['TRC20', txHash('mini-trc20')],
    ] as const) {
      const refused = await deposit(player.token, network, reference);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({
        code: 'FORBIDDEN',
        message: 'Inside Telegram, deposits and withdrawals are on TON only',
      });
    }
    const withdrawal = (network: string, address: string) =>
      api.call('POST', '/api/withdrawals', { token: player.token, body: { amount: '10', network, address } });
    expect((await withdrawal('TRC20', tronAddress)).status).toBe(403);
    expect((await deposit(player.token, 'TON', txHash('mini-ton'), '10')).status).toBe(201);
    expect((await withdrawal('TON', tonAddress)).status).toBe(201);
    // TON payout addresses in the raw form too; a mistyped one (its checksum) is refused.
    expect((await withdrawal('TON', Address.parse(tonAddress).toRawString())).status).toBe(201);
    const mistyped = await withdrawal('TON', `${tonAddress.slice(0, -1)}M`);
    expect(mistyped.status).toBe(400);
    expect(mistyped.json.error.message).toBe('Invalid wallet address for selected network.');
    // The rule outlives a token refresh (the session is the refresh family), and covers a bank transfer.
    const refreshed = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } });
    expect(refreshed.status).toBe(200);
    const later = refreshed.json.data.accessToken as string;
    expect((await deposit(later, 'ERC20', txHash('mini-refreshed'))).status).toBe(403);
    const bank = await api.call('POST', '/api/deposits', {
      token: later,
      body: { amount: '100', network: 'BANK', method: 'bank', reference: 'CM-MINI' },
    });
    expect(bank.status).toBe(403);
    // The same networks stay open to a session signed in on the web.
    const web = await api.register();
    expect((await deposit(web.token, 'ERC20', txHash('web-erc20'))).status).toBe(201);
    await expectLedgerConsistent();
  });
});

describe('the player is told when the chain credits them: in the app and by the bot', () => {
  test("a Telegram player's TON deposit credited by the watcher, with no admin, is a notification and a bot message", async () => {
    const user = { id: 8_200_001, first_name: 'Told', username: 'told_on_chain' };
    const fields = { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify(user) };
    const launched = await api.call('POST', '/api/telegram-webapp/webapp-init', {
      body: { initData: signInitData(fields, testBotToken) },
    });
    const token = launched.json.data.tokens.accessToken as string;
    const userId = launched.json.data.user.id as string;
    // The player granted the bot write access in the Mini App (requestWriteAccess).
    await api.sql`update users set telegram_can_message = true where id = ${userId}`;
    const { memo } = (
      await api.call('POST', '/api/deposits/intents', { token, body: { network: 'TON', amount: '13' } })
    ).json.data;
    ton.receive({ destination: tonAddress, jettonMaster: tonUsdt, amount: 13_000_000n, comment: memo });
    expect((await watchTonDeposits(api.sql, new Date())).credited).toBe(1);
    const [credited] = await api.sql<{ id: string }[]>`
      select id from transactions where user_id = ${userId} and type = 'deposit' and status = 'completed'`;
    const notices = await api.sql<{ id: string; type: string; data: { transactionId: string } }[]>`
      select id::text, type, data from notifications where user_id = ${userId}`;
    const notice = notices.find((n) => n.type === 'deposit_approved');
    expect(notice?.data).toEqual({ transactionId: credited!.id });
    const inbox = await api.call('GET', '/api/notifications', { token });
    expect(JSON.stringify(inbox.json.data)).toContain(credited!.id);
    expect(
      (await queuedJobs(api.sql, 'notifications__deliver_telegram')).map((j) => String(j.payload.notificationId)),
    ).toContain(notice!.id);
    await expectLedgerConsistent();
  });
});

test('the transaction counters equal a recount after every verification, credit, finding and payout above', async () => {
  expect(await transactionCounters(api.sql)).toEqual(await recountTransactions(api.sql));
});
test("the deposits' lookups match the live deposits and the intents after everything above", async () => {
  expect(await depositLookupProblems(api.sql)).toEqual([]);
});
