import { Elysia } from 'elysia';
import * as v from 'valibot';
import { AppError } from '../../domain/errors.ts';
import { parseAmount } from '../../domain/money.ts';
import { createDepositIntent, listDepositIntents, resolveSender } from '../../domain/wallet/deposit-intents.ts';
import { listUserTransactions } from '../../domain/wallet/list-transactions.ts';
import { readProofImage } from '../../domain/wallet/proof-image.ts';
import { readWallet } from '../../domain/wallet/read-wallet.ts';
import { requestDeposit } from '../../domain/wallet/request-deposit.ts';
import { requestWithdrawal } from '../../domain/wallet/request-withdrawal.ts';
import { requireMiniAppNetwork } from '../../domain/wallet/mini-app-networks.ts';
import { bankNetwork } from '../../domain/wallet/bank-transfer.ts';
import { depositMethods } from '../../domain/wallet/wallet-rules.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { publicUrlOf } from '../../config/env.ts';
import type { Deps } from '../http/deps.ts';
import { runIdempotent } from '../http/idempotency.ts';
import { listQuery } from '../http/pagination.ts';

const amountField = v.union(
  [v.pipe(v.string(), v.maxLength(32, 'Please enter a valid amount')), v.number()],
  'Please enter a valid amount',
);
const DepositBody = v.strictObject({
  amount: amountField,
  network: v.pipe(v.string('Please select a network'), v.maxLength(20, 'Network not available')),
  method: v.optional(
    v.pipe(
      v.string('Deposit method must be crypto or bank'),
      v.check((m) => m !== 'card', 'Card deposits are not offered: no card provider is configured'),
      v.picklist(depositMethods, 'Deposit method must be crypto or bank'),
    ),
    'crypto',
  ),
  reference: v.pipe(
    v.string('Please enter the transaction ID'),
    v.trim(),
    v.minLength(1, 'Please enter the transaction ID'),
    v.maxLength(200, 'Transaction ID is too long'),
  ),
  senderAddress: v.optional(
    v.pipe(
      v.string('Please enter the address you sent from on the selected network'),
      v.trim(),
      v.maxLength(128, 'Please enter the address you sent from on the selected network'),
    ),
  ),
  proof: v.optional(v.instance(Blob, 'Please select an image file')),
});
const IntentBody = v.strictObject({
  network: v.literal('TON', 'Deposit intents are for TON'),
  amount: amountField,
  senderAddress: v.optional(
    v.pipe(
      v.string('Invalid wallet address for selected network.'),
      v.trim(),
      v.maxLength(128, 'Invalid wallet address for selected network.'),
    ),
  ),
});
const missingWithdrawalField = 'Please enter amount, select network, and provide wallet address.';
const WithdrawalBody = v.strictObject({
  amount: v.optional(amountField),
  network: v.optional(v.pipe(v.string(missingWithdrawalField), v.maxLength(20, 'Network not available'))),
  address: v.optional(
    v.pipe(
      v.string(missingWithdrawalField),
      v.trim(),
      v.maxLength(128, 'Invalid wallet address for selected network.'),
    ),
  ),
});

const amountOrRefuse = (input: unknown) => {
  const amount = parseAmount(input);
  if (amount === null || amount === 0) throw new AppError('VALIDATION_ERROR', 'Please enter a valid amount');
  return amount;
};

export function walletRoutes({ sql, env, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/tonconnect-manifest.json',
      async ({ set }) => {
        const url = publicUrlOf(env);
        const { appConfig } = await readSettings(sql);
        // Wallets show this name and icon when the player connects, and fetch it from their own origin.
        set.headers['access-control-allow-origin'] = '*';
        return { url, name: appConfig.appName, iconUrl: `${url}/tonconnect-icon.png` };
      },
      { detail: { summary: 'The TON Connect manifest: the app as wallets show it' } },
    )
    .get(
      '/api/wallet',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await readWallet(sql, userId, now()) };
      },
      { detail: { summary: 'Balances, withdrawal limits, networks and deposit methods' } },
    )

    .post(
      '/api/deposits',
      async ({ request, body }) => {
        const { userId, sessionId } = await auth.requireUser(request);
        await requireFeature(sql, 'deposits');
        await requireMiniAppNetwork(sql, {
          userId,
          sessionId,
          network: body.method === 'bank' ? bankNetwork : body.network,
        });
        const amount = amountOrRefuse(body.amount);
        const senderAddress = body.senderAddress || null;
        const proof = body.proof && body.proof.size > 0 ? await readProofImage(body.proof) : null;
        const proofHash = proof ? new Bun.CryptoHasher('sha256').update(proof.bytes).digest('hex') : null;
        const fingerprint = {
          amount,
          network: body.network,
          method: body.method,
          reference: body.reference,
          senderAddress,
          proofHash,
        };
        return runIdempotent(sql, request, { userId, fingerprint }, async (tx) => ({
          status: 201,
          body: {
            data: await requestDeposit(tx, {
              userId,
              amount,
              network: body.network,
              method: body.method,
              reference: body.reference,
              senderAddress,
              proof,
              now: now(),
            }),
          },
        }));
      },
      {
        body: DepositBody,
        detail: { summary: 'Report a deposit (JSON or multipart with a proof image); pending until approved' },
      },
    )

    .post(
      '/api/deposits/intents',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'deposits');
        const amount = amountOrRefuse(body.amount);
        const sender = body.senderAddress ? await resolveSender(sql, body.senderAddress) : null;
        const fingerprint = { amount, senderAddress: body.senderAddress ?? null };
        return runIdempotent(sql, request, { userId, fingerprint }, async (tx) => ({
          status: 201,
          body: { data: await createDepositIntent(tx, { userId, amount, sender, now: now() }) },
        }));
      },
      {
        body: IntentBody,
        detail: {
          summary:
            'Start a TON deposit with TON Connect: a memo, and the jetton transfer request when senderAddress is given',
        },
      },
    )
    .get(
      '/api/deposits/intents',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await listDepositIntents(sql, userId, now()) };
      },
      { detail: { summary: "The player's TON deposit intents, newest first, with their status" } },
    )

    .post(
      '/api/withdrawals',
      async ({ request, body }) => {
        const { userId, sessionId } = await auth.requireUser(request);
        await requireFeature(sql, 'withdrawals');
        if (body.network) await requireMiniAppNetwork(sql, { userId, sessionId, network: body.network });
        if (body.amount === undefined || body.amount === '' || !body.network || !body.address)
          throw new AppError('VALIDATION_ERROR', missingWithdrawalField);
        const amount = amountOrRefuse(body.amount);
        const input = { userId, amount, network: body.network, address: body.address };
        return runIdempotent(sql, request, { userId, fingerprint: input }, async (tx) => ({
          status: 201,
          body: { data: await requestWithdrawal(tx, { ...input, now: now() }) },
        }));
      },
      {
        body: WithdrawalBody,
        detail: { summary: 'Request a withdrawal; the amount is locked until an admin pays it out' },
      },
    )

    .get(
      '/api/transactions',
      async ({ request, query }) => {
        const { userId } = await auth.requireUser(request);
        return listUserTransactions(sql, {
          userId,
          type: query.type ?? null,
          limit: query.limit,
          cursor: query.cursor ?? null,
        });
      },
      { query: listQuery(20), detail: { summary: 'The player transactions, newest first' } },
    );
}
