import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { forgetCachedSettings } from '../settings/read-settings.ts';
import { AppError } from '../errors.ts';
import { hashRequest, withIdempotency } from '../idempotency.ts';
import { createUser } from '../identity/create-user.ts';
import { readBalances } from './accounts.ts';
import { ledgerProblems } from './invariants.ts';
import { postJournal } from './post-journal.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`update app_settings set document = '{"welcomeBonus":{"amount":"0"}}'`;
  forgetCachedSettings();
});
afterAll(() => db.drop());

const newUser = () => db.sql.begin((tx) => createUser(tx, { name: 'Ledger tester' })).then((u) => u.id);
const fund = (userId: string, amount: number) =>
  db.sql.begin((tx) =>
    postJournal(tx, {
      type: 'adjustment',
      userId,
      postings: [
        { account: { system: 'house' }, amount: -amount },
        { account: { user: userId, kind: 'playable' }, amount },
      ],
    }),
  );
const debit = (userId: string, amount: number) =>
  db.sql.begin((tx) =>
    postJournal(tx, {
      type: 'quiz_stake',
      userId,
      postings: [
        { account: { user: userId, kind: 'playable' }, amount: -amount },
        { account: { system: 'house' }, amount },
      ],
    }),
  );

const expectLedgerConsistent = async () => expect(await ledgerProblems(db.sql)).toEqual([]);

describe('ledger', () => {
  test('a journal moves money between a system account and a user account and balances', async () => {
    const user = await newUser();
    await fund(user, 7_000_000);
    expect((await readBalances(db.sql, user)).playable).toBe(7_000_000);
    await expectLedgerConsistent();
  });

  test('an unbalanced journal is refused in code and by post_journal, before it writes anything', async () => {
    const user = await newUser();
    await expect(
      db.sql.begin((tx) =>
        postJournal(tx, {
          type: 'adjustment',
          postings: [
            { account: { system: 'house' }, amount: -5 },
            { account: { user, kind: 'playable' }, amount: 4 },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero');
    // post_journal itself, past the code's checks: an unbalanced journal, no postings, one posting, an unknown system account.
    const postJournalSql = (postings: object[]) =>
      db.sql`select post_journal('adjustment', null, 'test', null, null, ${db.sql.json(postings as never)})`;
    const journals = async () => (await db.sql<{ n: number }[]>`select count(*)::int as n from journals`)[0]!.n;
    const before = await journals();
    await expect(
      postJournalSql([
        { system: 'house', amount: -5 },
        { user, kind: 'playable', amount: 4 },
      ]),
    ).rejects.toThrow('journal of type adjustment is unbalanced by -1');
    // Checked before any account moves: a debit the balance cannot cover is refused as unbalanced, not as short.
    await expect(
      postJournalSql([
        { user, kind: 'playable', amount: -5 },
        { system: 'house', amount: 4 },
      ]),
    ).rejects.toThrow('unbalanced by -1');
    expect(await journals()).toBe(before);
    expect((await readBalances(db.sql, user)).playable).toBe(0);
    await expect(postJournalSql([])).rejects.toThrow('at least two postings');
    await expect(postJournalSql([{ system: 'house', amount: 5 }])).rejects.toThrow('unbalanced by 5');
    await expect(
      postJournalSql([
        { system: 'house', amount: 5 },
        { system: 'no_such_account', amount: -5 },
      ]),
    ).rejects.toThrow('unknown system account');
    await expectLedgerConsistent();
  });

  test('post_transfer writes one journal of two postings, or nothing when it refuses', async () => {
    const user = await newUser();
    await fund(user, 2_000_000);
    const count = async () => (await db.sql<{ n: number }[]>`select count(*)::int as n from journals`)[0]!.n;
    const before = await count();
    const [{ id }] =
      (await db.sql`select post_transfer('adjustment', ${user}, 'playable', -500000, 'house', 'correction', 'ref') as id`) as [
        { id: number },
      ];
    const postings = await db.sql`
      select coalesce(a.code, a.kind) as account, p.amount from postings p join accounts a on a.id = p.account_id
      where p.journal_id = ${id} order by p.amount`;
    expect([...postings]).toEqual([
      { account: 'playable', amount: -500000 },
      { account: 'house', amount: 500000 },
    ]);
    await expect(
      db.sql`select post_transfer('adjustment', ${user}, 'playable', -1, 'no_such_account', 'correction', null)`,
    ).rejects.toThrow('unknown system account in journal: no_such_account');
    await expect(
      db.sql`select post_transfer('adjustment', ${user}, 'playable', -1500001, 'house', 'correction', null)`,
    ).rejects.toMatchObject({ code: 'CQ402' });
    expect(await count()).toBe(before + 1);
    expect((await readBalances(db.sql, user)).playable).toBe(1_500_000);
    await expectLedgerConsistent();
  });

  test('the value lists and the account owner rule still refuse bad rows', async () => {
    const user = await newUser();
    await expect(db.sql`insert into journals (type) values ('free_money')`).rejects.toMatchObject({ code: '23514' });
    await expect(db.sql`update users set status = 'gone' where id = ${user}`).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.sql`insert into accounts (user_id, kind, balance) values (${user}, 'system', 0)`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.sql`insert into accounts (kind, code, balance) values ('system', 'cached', 0)`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.sql`update accounts set balance = -1 where user_id = ${user} and kind = 'bonus'`,
    ).rejects.toMatchObject({ code: '23514' });
  });

  test('journals and postings cannot be changed or deleted', async () => {
    const user = await newUser();
    await fund(user, 1_000_000);
    await expect(db.sql`update postings set amount = amount * 2`).rejects.toThrow('immutable');
    await expect(db.sql`delete from journals`).rejects.toThrow('immutable');
  });

  test('a balance never goes negative: the debit is refused and nothing is written', async () => {
    const user = await newUser();
    await fund(user, 3_000_000);
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from journals`;
    const error = await debit(user, 3_000_001).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('INSUFFICIENT_BALANCE');
    expect(error.message).toContain('required 3.000001, available 3');
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from journals`;
    expect(after!.n).toBe(before!.n);
    expect((await readBalances(db.sql, user)).playable).toBe(3_000_000);
    await expect(
      db.sql`update accounts set balance = -1 where user_id = ${user} and kind = 'playable'`,
    ).rejects.toThrow();
  });

  test('100 concurrent debits of 1 against a balance of 10 succeed exactly 10 times', async () => {
    const user = await newUser();
    await fund(user, 10);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => debit(user, 1)));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(10);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.every((f) => f.reason instanceof AppError && f.reason.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await readBalances(db.sql, user)).playable).toBe(0);
    await expectLedgerConsistent();
  });

  test('concurrent transfers in both directions between two users never deadlock or lose money', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 1_000);
    await fund(b, 1_000);
    const move = (from: string, to: string) =>
      db.sql.begin((tx) =>
        postJournal(tx, {
          type: 'adjustment',
          postings: [
            { account: { user: from, kind: 'playable' }, amount: -3 },
            { account: { user: to, kind: 'playable' }, amount: 3 },
          ],
        }),
      );
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? move(a, b) : move(b, a))));
    const [ba, bb] = [await readBalances(db.sql, a), await readBalances(db.sql, b)];
    expect(ba.playable + bb.playable).toBe(2_000);
    await expectLedgerConsistent();
  });

  test('an idempotent repeat returns the first result and moves money once, even when concurrent', async () => {
    const user = await newUser();
    await fund(user, 50);
    const requestHash = await hashRequest('POST', '/x', { amount: 5 });
    const once = () =>
      db.sql.begin((tx) =>
        withIdempotency(tx, { userId: user, key: 'key-1', requestHash }, async () => {
          const journalId = await postJournal(tx, {
            type: 'quiz_stake',
            postings: [
              { account: { user, kind: 'playable' }, amount: -5 },
              { account: { system: 'house' }, amount: 5 },
            ],
          });
          return { status: 201, body: { journalId } };
        }),
      );
    const results = await Promise.all(Array.from({ length: 8 }, once));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results.filter((r) => !r.replayed).length).toBe(1);
    expect((await readBalances(db.sql, user)).playable).toBe(45);

    const otherHash = await hashRequest('POST', '/x', { amount: 6 });
    const reused = await db.sql
      .begin((tx) =>
        withIdempotency(tx, { userId: user, key: 'key-1', requestHash: otherHash }, async () => ({
          status: 201,
          body: {},
        })),
      )
      .catch((e) => e);
    expect(reused.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerConsistent();
  });
});
