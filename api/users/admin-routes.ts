import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { blockUser, setWithdrawals, unblockUser } from '../../domain/users/block-user.ts';
import { closeAccount } from '../../domain/users/close-account.ts';
import { exportUsersCsv, listUsers } from '../../domain/users/list-users.ts';
import { readUserForAdmin } from '../../domain/users/read-user.ts';
import { USER_STATUS_FILTERS } from '../../domain/users/user-statuses.ts';
import { attachment } from '../http/reply.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('User data not found')) });
const FilterQuery = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search is too long'))),
  status: v.optional(v.picklist(USER_STATUS_FILTERS, 'Unknown status'), 'all'),
});
const ListQuery = v.object({
  ...listQuery(20).entries,
  ...FilterQuery.entries,
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be YYYY-MM-DD'))),
});
const BlockBody = v.strictObject({
  reason: v.pipe(
    v.string('A reason is required'),
    v.trim(),
    v.minLength(1, 'A reason is required'),
    v.maxLength(500, 'Reason is too long'),
  ),
  hours: v.optional(
    v.nullable(
      v.pipe(
        v.number('hours must be a number'),
        v.integer('hours must be a whole number'),
        v.minValue(1, 'hours must be 1 to 8760'),
        v.maxValue(8760, 'hours must be 1 to 8760'),
      ),
    ),
    24,
  ),
});
const WithdrawalsBody = v.strictObject({ enabled: v.boolean('enabled must be true or false') });

/** User management (spec 002 section 2.5). The admin role is checked for all of /api/admin in app.ts. */
export function adminUserRoutes({ sql, auth, lagTolerant, now }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  const filterOf = (q: v.InferOutput<typeof FilterQuery>) => ({ search: q.search || null, status: q.status });
  return new Elysia()
    .get(
      '/api/admin/users',
      ({ query, request }) =>
        lagTolerant(request, (db) =>
          listUsers(db, {
            ...filterOf(query),
            cursor: query.cursor ?? null,
            date: query.date ?? null,
            limit: query.limit,
          }),
        ),
      {
        query: ListQuery,
        detail: {
          summary: 'Users: search, status filter, keyset pages and counters',
          description:
            'Newest first by join date. `search` finds an exact id, Telegram id or email, or up to 50 players whose name or handle contains it. Page with `cursor` (nextCursor/prevCursor) or start at `date`. `counts` come from maintained counters; a block that ran out counts as active.',
        },
      },
    )
    .get(
      '/api/admin/users/export',
      ({ query, request }) =>
        lagTolerant(request, async (db) =>
          attachment(exportUsersCsv(db, filterOf(query)), 'users_export.csv', 'text/csv'),
        ),
      { query: FilterQuery, detail: { summary: 'The current filter as users_export.csv (streamed)' } },
    )
    .get('/api/admin/users/:id', async ({ params }) => ({ data: await readUserForAdmin(sql, params.id, now()) }), {
      params: IdParams,
      detail: {
        summary: 'One player: profile, balances, transactions, quizzes, flags, risk, referrals, blocks, audit',
      },
    })
    .put(
      '/api/admin/users/:id/block',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        const block = await transaction(sql, (tx) =>
          blockUser(tx, { adminId: userId, userId: params.id, reason: body.reason, hours: body.hours, now: now() }),
        );
        const message =
          body.hours === null
            ? `User ${params.id} blocked permanently`
            : `User ${params.id} blocked for ${body.hours} hours`;
        return { data: { ...(await readUserForAdmin(sql, params.id, now())), blockId: block.blockId }, message };
      },
      {
        params: IdParams,
        body: BlockBody,
        detail: { summary: 'Block a player (reason; hours, default 24, or null: permanent)' },
      },
    )
    .put(
      '/api/admin/users/:id/unblock',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) => unblockUser(tx, { adminId: userId, userId: params.id, now: now() }));
        return { data: await readUserForAdmin(sql, params.id, now()), message: `User ${params.id} unblocked` };
      },
      { params: IdParams, detail: { summary: 'Lift a player block' } },
    )
    .put(
      '/api/admin/users/:id/withdrawals',
      async ({ params, body, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) =>
          setWithdrawals(tx, { adminId: userId, userId: params.id, enabled: body.enabled }),
        );
        return { data: await readUserForAdmin(sql, params.id, now()) };
      },
      { params: IdParams, body: WithdrawalsBody, detail: { summary: "Turn a player's withdrawals on or off" } },
    )
    .delete(
      '/api/admin/users/:id',
      async ({ params, request }) => {
        const { userId } = await admin(request);
        await transaction(sql, (tx) => closeAccount(tx, { adminId: userId, userId: params.id, now: now() }));
        return { data: { id: params.id, closed: true }, message: 'Account closed: personal data erased, ledger kept' };
      },
      { params: IdParams, detail: { summary: 'Close an account (refused while it holds money or anything pending)' } },
    );
}
