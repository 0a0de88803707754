import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { COUNT_CAP } from '../../domain/admin-list.ts';
import { SEARCH_COUNT_CAP } from '../../domain/wallet/list-transactions.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { foldTransactionCounters } from '../../domain/wallet/fold-transaction-counters.ts';
import { listAdminTransactions } from '../../domain/wallet/list-transactions.ts';
import { referenceKey } from '../../domain/wallet/reference.ts';
import { scannedTables, usedIndexes, withQueryPlans } from '../../testing/query-plans.ts';
import { recountTransactions, transactionCounters } from '../../testing/transaction-counters.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

// The admin transactions list at the pattern of decision 0021: keyset cursors both ways and from a
// date, totals exact from counters or capped, counters that stay equal to a recount, indexed search.

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql); // the operator's own (a fresh install has none)
  adminToken = await api.registerAdmin();
  useWorkerDatabase(api.db.url);
}, 60_000);
afterAll(() => api.close(), 30_000);

type Row = { id: string; date: string; status: string; type: string; userName: string };
type ListReply = {
  data: Row[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
  totalKind: 'exact' | 'atLeast';
  tooManyPlayers: boolean;
  summary: { totalTransactions: number; pendingReview: number; totalVolume: string; completed: number };
};

async function list(query: string): Promise<ListReply> {
  const res = await api.call('GET', `/api/admin/transactions?${query}`, { token: adminToken });
  expect(res.status).toBe(200);
  return res.json;
}

/** Inserts `count` completed quiz rewards for a player, one a minute back from `newest`, as the bench seed does. */
async function seedRewards(userId: string, count: number, newest: string) {
  const rows = await api.sql<{ id: string }[]>`
    insert into transactions (user_id, type, amount, status, description, created_at, updated_at)
    select ${userId}, 'quiz_reward', 1000000, 'completed', 'seeded',
      ${newest}::timestamptz - make_interval(mins => g), ${newest}::timestamptz - make_interval(mins => g)
    from generate_series(0, ${count - 1}) g
    returning id`;
  await api.sql`select transactions_count(${rows.map((r) => r.id)}::uuid[], 1)`; // counted as the use cases count
}

const recount = () => recountTransactions(api.sql);
const counters = () => transactionCounters(api.sql);

describe('keyset paging', () => {
  test('Next and Previous walk the same rows without gaps or repeats; a date jumps into the history', async () => {
    const player = await api.register('Pager Person');
    await seedRewards(player.user.id, 7, '2031-05-10T12:00:00Z');
    const filter = `search=${encodeURIComponent('Pager Person')}&limit=3`;
    const first = await list(filter);
    expect(first.prevCursor).toBeNull();
    expect(first.data).toHaveLength(3);
    const second = await list(`${filter}&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const third = await list(`${filter}&cursor=${encodeURIComponent(second.nextCursor!)}`);
    const walked = [...first.data, ...second.data, ...third.data].map((t) => t.id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.length).toBe(8); // seven rewards and the welcome bonus
    expect(third.nextCursor).toBeNull();
    const dates = [...first.data, ...second.data, ...third.data].map((t) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const back = await list(`${filter}&cursor=${encodeURIComponent(third.prevCursor!)}`);
    expect(back.data.map((t) => t.id)).toEqual(second.data.map((t) => t.id));
    const home = await list(`${filter}&cursor=${encodeURIComponent(back.prevCursor!)}`);
    expect(home.data.map((t) => t.id)).toEqual(first.data.map((t) => t.id));
    expect(home.prevCursor).toBeNull();

    const jump = await list(`${filter}&date=2031-05-10`);
    expect(jump.data[0]!.date).toBe('2031-05-10T12:00:00.000Z');
    expect(jump.prevCursor).not.toBeNull();
    const earlier = await list(`${filter}&date=2031-05-09`);
    expect(earlier.data.every((t) => t.date < '2031-05-10')).toBe(true);

    expect((await api.call('GET', '/api/admin/transactions?date=yesterday', { token: adminToken })).status).toBe(400);
    expect((await list(`${filter}&cursor=garbage`)).data.map((t) => t.id)).toEqual(first.data.map((t) => t.id));
  }, 30_000);
});

describe('totals', () => {
  test('exact from the counters for filters; a search above the cap is "at least 10,000"', async () => {
    const busy = await api.register('Busy Bee Capped');
    await seedRewards(busy.user.id, COUNT_CAP + 5, '2031-01-01T00:00:00Z');
    const rewards = await list('type=quiz_reward&limit=1');
    const [exact] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from transactions where type = 'quiz_reward'`;
    expect(rewards).toMatchObject({ total: exact!.n, totalKind: 'exact' });
    const searched = await list('search=busy%20bee&limit=5');
    expect(searched).toMatchObject({ total: SEARCH_COUNT_CAP, totalKind: 'atLeast' });
    expect(searched.data).toHaveLength(5);
    const few = await list('search=busy%20bee&type=welcome_bonus');
    expect(few).toMatchObject({ total: 1, totalKind: 'exact' });
  }, 30_000);
});

describe('summary counters', () => {
  test('wallet__fold_counters: counters equal a recount after concurrent deposits, approvals and rejections, before and after folding', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => api.register(`Counter ${i}`)));
    const deposits = await Promise.all(
      players.flatMap((p, i) =>
        [0, 1, 2].map((k) =>
          api.call('POST', '/api/deposits', {
            token: p.token,
            body: { amount: String(20 + k), network: 'TRC20', reference: txHash(`count-${i}-${k}`) },
          }),
        ),
      ),
    );
    const ids = deposits.map((d) => {
      expect(d.status).toBe(201);
      return d.json.data.id as string;
    });
    // Every deposit gets an approval and a rejection at once (exactly one of each pair wins), while
    // the fold job runs alongside.
    const [reviews] = await Promise.all([
      Promise.all(
        ids.flatMap((id) => [
          api.call('PUT', `/api/admin/transactions/${id}/approve`, { token: adminToken, body: {} }),
          api.call('PUT', `/api/admin/transactions/${id}/reject`, { token: adminToken, body: { reason: 'race' } }),
        ]),
      ),
      ...Array.from({ length: 4 }, () => foldTransactionCounters(api.sql)),
    ]);
    expect(reviews.filter((r) => r.status === 200)).toHaveLength(ids.length);
    expect(await counters()).toEqual(await recount());
    const after = await api.call('POST', '/api/deposits', {
      token: players[0]!.token,
      body: { amount: '20', network: 'TRC20', reference: txHash('count-after') },
    });
    expect(after.status).toBe(201);
    expect((await api.sql`select * from transaction_counter_changes`).length).toBeGreaterThan(0);
    // The worker's every-minute job folds what is left.
    await quickAddJob({ connectionString: api.db.url }, 'wallet__fold_counters', {});
    await runOnce({ connectionString: api.db.url, taskList });
    expect(await counters()).toEqual(await recount());
    expect(await api.sql`select * from transaction_counter_changes`).toHaveLength(0);

    const reply = await list('limit=1');
    const [cards] = await api.sql<{ total: number; pending: number; completed: number; volume: number }[]>`
      select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'completed')::int as completed,
        coalesce(sum(amount) filter (where status = 'completed' and type in ('deposit', 'withdrawal')), 0)::int8 as volume
      from transactions`;
    expect(reply.summary).toEqual({
      totalTransactions: cards!.total,
      pendingReview: cards!.pending,
      completed: cards!.completed,
      totalVolume: String(cards!.volume / 1_000_000),
    });
    expect(reply.total).toBe(cards!.total);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 30_000);
});

describe('search', () => {
  test('an exact id, hash or reference is found in any normalised spelling; a name through the players', async () => {
    const reference = 'ABCDEF0123456789'.repeat(4);
    const player = await api.register('Quentin Lookup');
    const made = await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '25', network: 'TRC20', reference: `0x${reference}` },
    });
    const id = made.json.data.id as string;
    const hash = '0x9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08';
    expect(
      (await api.call('PUT', `/api/admin/transactions/${id}/approve`, { token: adminToken, body: { txHash: hash } }))
        .status,
    ).toBe(200);
    const found = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).data.map((t) => t.id);
    expect(await found(id)).toEqual([id]);
    expect(await found(hash)).toEqual([id]);
    expect(await found(` ${hash.slice(2).toLowerCase()}\u200b `)).toEqual([id]);
    expect(await found(reference.toLowerCase())).toEqual([id]);
    expect(await found(`\ufeff0X${reference.slice(0, 30).toLowerCase()}${reference.slice(30)}`)).toEqual([id]);
    expect(await found('2feaa0c55ad0')).toEqual([id]); // a part of the hash, through the trigram index
    const byName = (await list('search=quentin%20look')).data;
    expect(byName.map((t) => t.id)).toContain(id);
    expect(byName.map((t) => t.type)).toContain('welcome_bonus');
    expect(new Set(byName.map((t) => t.userName))).toEqual(new Set(['Quentin Lookup']));
    expect(await found('nobody-by-this-name')).toEqual([]);
    const [stored] = await api.sql<{ tx_hash_key: string; reference_key: string }[]>`
      select tx_hash_key, reference_key from transactions where id = ${id}`;
    expect(stored).toEqual({
      tx_hash_key: referenceKey(hash),
      reference_key: referenceKey(`0x${reference}`),
    });
  }, 30_000);

  test('the stored keys are referenceKey of the hash and reference, for every kind of space and invisible character', async () => {
    const player = await api.register('Key Parity');
    const spellings = [
      ' 0xAB cd\u00a0EF ',
      '\u2003ab\u200bcd\u200e\u2060\u3000',
      '\ufeff0Xab\u00adcd\u202f\u205f\u1680\u2028\u2029',
      '\tAb\ncd\r',
    ];
    for (const [i, text] of spellings.entries()) {
      const [row] = await api.sql<{ id: string }[]>`
        insert into transactions (user_id, type, amount, status, tx_hash, details)
        values (${player.user.id}, 'withdrawal', 1, 'rejected', ${text}, ${api.sql.json({ reference: `${text}${i}` })})
        returning id`;
      await api.sql`select transactions_count(array[${row!.id}]::uuid[], 1)`;
    }
    const rows = await api.sql<{ tx_hash: string; tx_hash_key: string; reference: string; reference_key: string }[]>`
      select tx_hash, tx_hash_key, details->>'reference' as reference, reference_key from transactions
      where user_id = ${player.user.id} and type = 'withdrawal'`;
    expect(rows).toHaveLength(spellings.length);
    for (const row of rows) {
      expect(row.tx_hash_key).toBe(referenceKey(row.tx_hash));
      expect(row.reference_key).toBe(referenceKey(row.reference));
    }
  }, 30_000);

  test('a name that more than 50 players share says so', async () => {
    await api.sql`
      insert into users (name, referral_code) select 'Namesake Crowd ' || g, 'CROWD' || g from generate_series(1, 51) g`;
    expect((await list('search=namesake%20crowd')).tooManyPlayers).toBe(true);
    expect((await list('search=namesake%20crowd%2051')).tooManyPlayers).toBe(false);
    expect((await list('limit=1')).tooManyPlayers).toBe(false);
  }, 30_000);

  test('a search combines with the status and type filters', async () => {
    const player = await api.register('Filtered Fiona');
    await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '30', network: 'TRC20', reference: txHash('fiona-1') },
    });
    const pending = await list('search=filtered%20fiona&status=pending');
    expect(pending.data.map((t) => t.type)).toEqual(['deposit']);
    const bonus = await list('search=filtered%20fiona&type=welcome_bonus');
    expect(bonus.data.map((t) => t.status)).toEqual(['completed']);
    expect((await list('search=filtered%20fiona&type=withdrawal')).data).toEqual([]);
  }, 30_000);
});

test('every request of the list plans onto an index (sequential scans off, as at a million rows)', async () => {
  const requests: Partial<Parameters<typeof listAdminTransactions>[1]>[] = [
    {},
    { status: 'pending' },
    { type: 'withdrawal' },
    { type: 'deposit', status: 'pending' },
    { search: 'planner pat' },
    { search: 'pp' },
    { search: crypto.randomUUID() },
    { search: '0x9f86d081884c7d659a2feaa0c55ad015' },
    { date: '2031-01-01' },
    { cursor: `next:2031-01-01T00:00:00.000000Z|${crypto.randomUUID()}` },
    { cursor: `prev:2030-01-01T00:00:00.000000Z|${crypto.randomUUID()}`, status: 'completed' },
  ];
  for (const request of requests) {
    const { plans } = await withQueryPlans(
      api.db.url,
      (sql) =>
        listAdminTransactions(sql, {
          search: null,
          status: null,
          type: null,
          limit: 20,
          cursor: null,
          date: null,
          ...request,
        }),
      { enable_seqscan: 'off' },
    );
    expect({ request, scanned: scannedTables(plans) }).toEqual({
      request,
      scanned: ['transaction_counter_changes', 'transaction_counters'].filter((t) => scannedTables(plans).includes(t)),
    });
    expect(usedIndexes(plans).length).toBeGreaterThan(0);
    if (process.env.SHOW_PLANS) console.log(JSON.stringify(request), usedIndexes(plans).join(' '));
  }
}, 60_000);
