import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Tx } from '../../db/connection.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { countAround } from '../count-around.ts';
import { formatAmount } from '../money.ts';
import { foldTransactionCounters } from '../wallet/fold-transaction-counters.ts';
import { loadDashboard } from './load-dashboard.ts';

// The dashboard's money cards come from the transactions counters and their days (decision 0060);
// after a mix of inserts, reviews, moves across days and deletes, folded and not, they must equal
// what a scan of transactions says.

let db: TestDatabase;
let userId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const [user] = await db.sql<
    { id: string }[]
  >`insert into users (name, referral_code) values ('Payer', 'MONEYFIG') returning id`;
  userId = user!.id;
}, 60_000);
afterAll(() => db.drop(), 30_000);

async function scan() {
  const [row] = await db.sql<
    {
      total: number;
      today: number;
      month: number;
      pending_out: number;
      pending_deposits: number;
      pending_withdrawals: number;
    }[]
  >`
    with t as (select * from transactions), d as (
      select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as today,
        date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as month)
    select
      coalesce(sum(amount) filter (where type = 'deposit' and status = 'completed'), 0)::int8 as total,
      coalesce(sum(amount) filter (where type = 'deposit' and status = 'completed' and updated_at >= d.today), 0)::int8 as today,
      coalesce(sum(amount) filter (where type = 'deposit' and status = 'completed' and updated_at >= d.month), 0)::int8 as month,
      coalesce(sum(amount) filter (where type = 'withdrawal' and status = 'pending'), 0)::int8 as pending_out,
      (count(*) filter (where type = 'deposit' and status = 'pending'))::int as pending_deposits,
      (count(*) filter (where type = 'withdrawal' and status = 'pending'))::int as pending_withdrawals
    from t, d group by d.today, d.month`;
  return row ?? { total: 0, today: 0, month: 0, pending_out: 0, pending_deposits: 0, pending_withdrawals: 0 };
}

async function expectCardsToMatchTheScan() {
  const [dashboard, s] = await Promise.all([loadDashboard(db.sql), scan()]);
  expect({
    total: dashboard.overview.revenue.totalRevenue,
    today: dashboard.overview.revenue.dailyRevenue,
    month: dashboard.overview.revenue.monthlyRevenue,
    pendingOut: dashboard.overview.revenue.pendingWithdrawals,
    deposits: dashboard.pending.deposits,
    withdrawals: dashboard.pending.withdrawals,
  }).toEqual({
    total: formatAmount(s.total),
    today: formatAmount(s.today),
    month: formatAmount(s.month),
    pendingOut: formatAmount(s.pending_out),
    deposits: s.pending_deposits,
    withdrawals: s.pending_withdrawals,
  });
  return s;
}

// The writes below count their rows as the use cases do: transactions_count after an insert and
// before a delete, countAround an update.
async function insert(type: string, status: string, amount: number, daysAgo: number, count = 1) {
  const rows = await db.sql<{ id: string }[]>`
    insert into transactions (user_id, type, status, amount, created_at, updated_at)
    select ${userId}, ${type}, ${status}, ${amount} + g, now() - make_interval(days => ${daysAgo}), now() - make_interval(days => ${daysAgo})
    from generate_series(1, ${count}) g
    returning id`;
  await db.sql`select transactions_count(${rows.map((r) => r.id)}::uuid[], 1)`;
}

/** The ids of `limit` transactions of a type and status, smallest amount first (`old`: last touched over 30 days ago). */
const pick = async (type: string, status: string, limit: number, old = false) =>
  (
    await db.sql<{ id: string }[]>`
      select id from transactions where type = ${type} and status = ${status}
        and (not ${old} or updated_at < now() - interval '30 days')
      order by amount limit ${limit}`
  ).map((r) => r.id);

const update = (ids: string[], set: (tx: Tx, ids: string[]) => Promise<unknown>) =>
  db.sql.begin((tx) => countAround(tx, 'transactions_count', ids, () => set(tx, ids)));

test('the money cards equal a scan of transactions after mixed activity, folded or not', async () => {
  expect(await expectCardsToMatchTheScan()).toMatchObject({ total: 0 });
  await insert('deposit', 'completed', 5_000_000, 0, 3); // today
  await insert('deposit', 'completed', 7_000_000, 40, 4); // an earlier month
  await insert('deposit', 'pending', 2_000_000, 0, 5);
  await insert('withdrawal', 'pending', 3_000_000, 2, 6);
  await insert('quiz_reward', 'completed', 100_000, 0, 50);
  await expectCardsToMatchTheScan();
  await foldTransactionCounters(db.sql);
  await expectCardsToMatchTheScan();

  // Reviews: two pending deposits approved today, one rejected; withdrawals approved and rejected.
  await update(
    await pick('deposit', 'pending', 2),
    (tx, ids) => tx`update transactions set status = 'completed', updated_at = now() where id = any(${ids}::uuid[])`,
  );
  await update(
    await pick('deposit', 'pending', 1),
    (tx, ids) => tx`update transactions set status = 'rejected', updated_at = now() where id = any(${ids}::uuid[])`,
  );
  await update(
    await pick('withdrawal', 'pending', 4),
    (tx, ids) => tx`
      update transactions set status = case when amount % 2 = 0 then 'completed' else 'rejected' end, updated_at = now()
      where id = any(${ids}::uuid[])`,
  );
  await expectCardsToMatchTheScan();
  // A completed deposit touched again (its updated_at moves it into today), a row deleted, a fold between.
  await update(
    await pick('deposit', 'completed', 1, true),
    (tx, ids) =>
      tx`update transactions set updated_at = now(), details = '{"note": "checked"}' where id = any(${ids}::uuid[])`,
  );
  await foldTransactionCounters(db.sql);
  const gone = await pick('deposit', 'completed', 1);
  await db.sql.begin(async (tx) => {
    await tx`select transactions_count(${gone}::uuid[], -1)`;
    await tx`delete from transactions where id = any(${gone}::uuid[])`;
  });
  const s = await expectCardsToMatchTheScan();
  expect(s.today).toBeGreaterThan(0);
  expect(s.month).toBeGreaterThan(s.today - 1);
  expect(s.total).toBeGreaterThan(s.month);
  await foldTransactionCounters(db.sql);
  await expectCardsToMatchTheScan();
}, 60_000);
