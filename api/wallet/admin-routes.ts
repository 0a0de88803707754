import { transaction } from '../../db/connection.ts';
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { AppError } from '../../domain/errors.ts';
import { transactionStatuses } from '../../domain/ledger/types.ts';
import { parseAmount } from '../../domain/money.ts';
import {
  createDepositAddress,
  deleteDepositAddress,
  listDepositAddresses,
  updateDepositAddress,
} from '../../domain/wallet/deposit-addresses.ts';
import { exportTransactionsCsv, listAdminTransactions } from '../../domain/wallet/list-transactions.ts';
import { verificationProviders } from '../../domain/wallet/chains/verification-settings.ts';
import { replacePayout } from '../../domain/wallet/record-payout.ts';
import { approveTransaction, rejectTransaction } from '../../domain/wallet/review-transaction.ts';
import { attachment, type Reply } from '../http/reply.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('Not found')) });
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const FilterQuery = v.object({
  search: optionalText(100),
  status: v.optional(v.picklist(transactionStatuses, 'Unknown status')),
  type: optionalText(40),
});
/** Keyset paging (decision 0021): `cursor` from a page's nextCursor or prevCursor, or `date` to start on a day. */
const ListQuery = v.object({
  ...listQuery(20).entries,
  ...FilterQuery.entries,
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be YYYY-MM-DD'))),
});
const ApproveBody = v.optional(
  v.strictObject({
    txHash: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128, 'Transaction hash is too long'))),
  }),
);
const RejectBody = v.optional(
  v.strictObject({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Reason is too long'))) }),
);
const micro = v.pipe(
  v.union([v.string(), v.number()], 'Amounts must be numbers'),
  v.transform((x) => parseAmount(x) ?? -1),
  v.minValue(0, 'Amounts must be numbers with at most 6 decimals'),
);
const AddressBody = v.strictObject({
  network: v.pipe(
    v.string('Please fill in all required fields'),
    v.minLength(1, 'Please fill in all required fields'),
    v.maxLength(20),
  ),
  address: v.pipe(
    v.string('Please fill in all required fields'),
    v.trim(),
    v.minLength(1, 'Please fill in all required fields'),
    v.maxLength(128),
  ),
  name: v.pipe(
    v.string('Please fill in all required fields'),
    v.trim(),
    v.minLength(1, 'Please fill in all required fields'),
    v.maxLength(80),
  ),
  minDeposit: v.optional(micro, '1'),
  maxDeposit: v.optional(micro, '10000'),
  processingTime: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)), '5-10 minutes'),
  isActive: v.optional(v.boolean('isActive must be true or false'), true),
  verification: v.optional(
    v.strictObject({
      provider: v.picklist(verificationProviders, 'Verifier must be manual, evm_rpc, trongrid or toncenter'),
      url: v.optional(
        v.pipe(v.string('The verifier URL must be text'), v.maxLength(500, 'The verifier URL is too long')),
      ),
      apiKey: v.optional(
        v.nullable(v.pipe(v.string('The API key must be text'), v.maxLength(200, 'The API key is too long'))),
      ),
      tokenContract: v.optional(v.pipe(v.string('The token contract must be text'), v.maxLength(128))),
      tokenDecimals: v.optional(v.number('Token decimals must be a number')),
      confirmations: v.optional(v.number('Confirmations must be a number')),
    }),
  ),
});
/** What the back office's wallet settings form sends to add or edit a deposit address. */
export type AddressBodyInput = v.InferInput<typeof AddressBody>;
type AddressBodyOut = v.InferOutput<typeof AddressBody>;
const addressInput = (b: AddressBodyOut) => ({
  network: b.network,
  address: b.address,
  label: b.name,
  minDeposit: b.minDeposit,
  maxDeposit: b.maxDeposit,
  processingTime: b.processingTime,
  isActive: b.isActive,
  verification: b.verification,
});
const PayoutBody = v.strictObject({
  txHash: v.pipe(
    v.string('Enter the on-chain transaction hash of the payout'),
    v.trim(),
    v.minLength(1, 'Enter the on-chain transaction hash of the payout'),
    v.maxLength(128, 'Transaction hash is too long'),
  ),
});

/** Transaction review and wallet settings. The admin role is checked for all of /api/admin in app.ts. */
export function adminWalletRoutes({ sql, auth, lagTolerant, env }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  const providerDefaults = { toncenterUrl: env.TONCENTER_URL, trongridUrl: env.TRONGRID_URL };
  const filterOf = (q: v.InferOutput<typeof FilterQuery>) => ({
    search: q.search || null,
    status: q.status ?? null,
    type: q.type || null,
  });
  return new Elysia()
    .get(
      '/api/admin/transactions',
      ({ query, request }) =>
        lagTolerant(request, (db) =>
          listAdminTransactions(db, {
            ...filterOf(query),
            limit: query.limit,
            cursor: query.cursor ?? null,
            date: query.date ?? null,
          }),
        ),
      {
        query: ListQuery,
        detail: {
          summary: 'Transactions: search, filters, keyset pages and summary cards',
          description:
            'Newest first, `limit` (default 20, at most 100) rows. Page with `cursor` = the previous reply\'s `nextCursor` (older rows) or `prevCursor` (newer rows), or start at `date` (YYYY-MM-DD, UTC: that day and older). `search` finds an exact transaction id, hash or deposit reference (normalised: case, spaces, invisible characters and 0x ignored), a part of a hash (8+ characters), or the transactions of up to 50 players whose name or handle contains it (`tooManyPlayers` is true when more match). `total` is exact (`totalKind: "exact"`) or, for a search with more than 10,000 rows, 10000 with `totalKind: "atLeast"`. `summary` comes from maintained counters.',
        },
      },
    )
    .get(
      '/api/admin/transactions/export',
      ({ query, request }) =>
        lagTolerant(request, async (db) =>
          attachment(exportTransactionsCsv(db, filterOf(query)), 'transactions_export.csv', 'text/csv'),
        ),
      { query: FilterQuery, detail: { summary: 'The current filter as transactions_export.csv (streamed)' } },
    )
    .get(
      '/api/admin/transactions/:id/proof',
      async ({ params }) => {
        const [proof] = await sql<{ content_type: string; bytes: Uint8Array }[]>`
        select p.content_type, p.bytes from transactions t join deposit_proofs p on p.user_id = t.user_id and p.id = (t.details->>'proofId')::uuid where t.id = ${params.id}`;
        if (!proof) throw new AppError('NOT_FOUND', 'No proof image for this transaction');
        const reply: Reply<Uint8Array, 'image/*'> = new Response(new Uint8Array(proof.bytes), {
          headers: { 'content-type': proof.content_type, 'cache-control': 'private, max-age=300' },
        });
        return reply;
      },
      { params: IdParams, detail: { summary: 'The deposit proof image' } },
    )
    .put(
      '/api/admin/transactions/:id/approve',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            approveTransaction(tx, { adminId: userId, transactionId: params.id, txHash: body?.txHash ?? null }),
          ),
        };
      },
      {
        params: IdParams,
        body: ApproveBody,
        detail: { summary: 'Approve a pending deposit or withdrawal (withdrawals need the on-chain hash)' },
      },
    )
    .put(
      '/api/admin/transactions/:id/reject',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            rejectTransaction(tx, {
              adminId: userId,
              transactionId: params.id,
              reason: body?.reason || 'Admin rejected',
            }),
          ),
        };
      },
      { params: IdParams, body: RejectBody, detail: { summary: 'Reject a pending deposit or withdrawal' } },
    )
    .put(
      '/api/admin/transactions/:id/payout',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            replacePayout(tx, { adminId: userId, transactionId: params.id, txHash: body.txHash }),
          ),
        };
      },
      {
        params: IdParams,
        body: PayoutBody,
        detail: {
          summary: 'Name another payout transfer for an approved withdrawal whose payout is being confirmed on chain',
        },
      },
    )
    .get('/api/admin/wallet-addresses', () => listDepositAddresses(sql), {
      detail: { summary: 'Deposit addresses with stats' },
    })
    .post(
      '/api/admin/wallet-addresses',
      async ({ body, request, set }) => {
        const { userId } = await admin(request);
        set.status = 201;
        return {
          data: await transaction(sql, (tx) => createDepositAddress(tx, userId, addressInput(body), providerDefaults)),
        };
      },
      { body: AddressBody, detail: { summary: 'Add a deposit address' } },
    )
    .put(
      '/api/admin/wallet-addresses/:id',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            updateDepositAddress(tx, userId, params.id, addressInput(body), providerDefaults),
          ),
        };
      },
      { params: IdParams, body: AddressBody, detail: { summary: 'Edit, activate or deactivate a deposit address' } },
    )
    .delete(
      '/api/admin/wallet-addresses/:id',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) => deleteDepositAddress(tx, userId, params.id));
        return { data: {} };
      },
      { params: IdParams, detail: { summary: 'Delete a deposit address' } },
    );
}
