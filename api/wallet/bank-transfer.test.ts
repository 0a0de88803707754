import { afterAll, beforeAll, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

const wallet = async (token: string) => (await api.call('GET', '/api/wallet', { token })).json.data;
const deposit = (token: string, body: object) => api.call('POST', '/api/deposits', { token, body });
const bankDetails = {
  'wallet.bankTransfer.accountName': 'Crypto Master Ltd',
  'wallet.bankTransfer.accountNumber': 'DE89 3704 0044 0532 0130 00',
  'wallet.bankTransfer.bankName': 'Commerzbank',
};

test('bank transfer is not offered until the operator enters an account', async () => {
  const player = await api.register('Saver');
  expect((await wallet(player.token)).bankTransfer).toBeNull();
  expect((await wallet(player.token)).depositMethods).toEqual([]); // no address of the operator's either
  const res = await deposit(player.token, { amount: '100', network: 'BANK', method: 'bank', reference: 'anything' });
  expect(res.status).toBe(400);
  expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message: 'Bank transfer is not offered' });
});

test('a bank deposit goes to the operator’s account quoting the player’s reference, and an admin credits it once', async () => {
  expect((await api.call('PUT', '/api/admin/game-rules', { token: adminToken, body: bankDetails })).status).toBe(200);
  const player = await api.register('Bank Saver');
  const shown = await wallet(player.token);
  expect(shown.depositMethods).toEqual([{ method: 'bank', minAmount: '50', feePercent: 1 }]);
  const reference = `CM-${player.user.referralCode}-1`.toUpperCase();
  expect(shown.bankTransfer).toEqual({
    accountName: 'Crypto Master Ltd',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    bankName: 'Commerzbank',
    instructions: '',
    reference,
  });

  const wrong = await deposit(player.token, { amount: '100', network: 'BANK', method: 'bank', reference: 'CM-OTHER' });
  expect(wrong.status).toBe(400);
  expect(wrong.json.error.message).toBe(`Please quote your reference ${reference} in the transfer and here`);
  const low = await deposit(player.token, { amount: '40', network: 'BANK', method: 'bank', reference });
  expect(low.json.error.message).toBe('Minimum deposit amount is $50');

  // Two reports of the same transfer at once: one pending deposit, and the next reference moves on.
  const both = await Promise.all(
    [1, 2].map(() => deposit(player.token, { amount: '100', network: 'BANK', method: 'bank', reference })),
  );
  expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
  const created = both.find((r) => r.status === 201)!.json.data;
  expect(created).toMatchObject({ status: 'pending', network: 'BANK', walletAddress: 'DE89 3704 0044 0532 0130 00' });
  expect((await wallet(player.token)).bankTransfer.reference).toBe(`CM-${player.user.referralCode}-2`.toUpperCase());

  const approved = await api.call('PUT', `/api/admin/transactions/${created.id}/approve`, { token: adminToken });
  expect(approved.status).toBe(200);
  const profile = (await api.call('GET', '/api/users/profile', { token: player.token })).json.data;
  expect(profile.totalDeposited).toBe('100');
});

test('card deposits are refused: no card provider is configured', async () => {
  const player = await api.register('Card Holder');
  const res = await deposit(player.token, { amount: '100', network: 'TRC20', method: 'card', reference: 'x' });
  expect(res.status).toBe(400);
  expect(res.json.error).toEqual({
    code: 'VALIDATION_ERROR',
    message: 'Card deposits are not offered: no card provider is configured',
  });
  expect((await wallet(player.token)).depositMethods.map((m: { method: string }) => m.method)).not.toContain('card');
});

test('after everything above, the ledger invariants hold', async () => {
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
