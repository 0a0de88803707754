import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { forgetCachedSettings } from '../settings/read-settings.ts';
import { AppError } from '../errors.ts';
import { hashRequest, withIdempotency } from '../idempotency.ts';
import { createUser } from '../identity/create-user.ts';
import { readBalances } from './accounts.ts';
import { ledgerProblems } from './invariants.ts';
import { postJournal, postSystemJournal } from './post-journal.ts';

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
          userId: user,
          postings: [
            { account: { system: 'house' }, amount: -5 },
            { account: { user, kind: 'playable' }, amount: 4 },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero');
    // post_journal itself, past the code's checks: an unbalanced journal, no postings, one posting, an unknown system account.
    const postJournalSql = (postings: object[]) =>
      db.sql`select post_journal('adjustment', ${user}, 'test', null, null, ${db.sql.json(postings as never)})`;
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
      select coalesce(s.code, a.kind::text) as account, p.amount from postings p
      left join accounts a on a.user_id = p.user_id and a.id = p.account_id
      left join system_accounts s on s.id = p.system_account_id
      where p.user_id = ${user} and p.journal_id = ${id} order by p.amount`;
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

  test('the value lists and the account rules still refuse bad rows', async () => {
    const user = await newUser();
    await expect(db.sql`insert into journals (type) values ('free_money')`).rejects.toMatchObject({ code: '23514' });
    await expect(db.sql`update users set status = 'gone' where id = ${user}`).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.sql`insert into accounts (user_id, kind, balance) values (${user}, 'system', 0)`,
    ).rejects.toMatchObject({ code: '23514' });
    // A system account is a row of system_accounts: accounts holds players' accounts only.
    await expect(db.sql`insert into accounts (kind, balance) values ('playable', 0)`).rejects.toMatchObject({
      code: '23502',
    });
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

  test("a journal holds one player's postings: another player's is refused in code, by post_journal and by the keys", async () => {
    const [a, b] = [await newUser(), await newUser()];
    await fund(a, 1_000);
    await fund(b, 1_000);
    const between = [
      { account: { user: a, kind: 'playable' as const }, amount: -3 },
      { account: { user: b, kind: 'playable' as const }, amount: 3 },
    ];
    await expect(
      db.sql.begin((tx) => postJournal(tx, { type: 'adjustment', userId: a, postings: between })),
    ).rejects.toThrow("its own player's accounts");
    await expect(
      db.sql`select post_journal('adjustment', ${a}, 'test', null, null, ${db.sql.json([
        { user: a, kind: 'playable', amount: -3 },
        { user: b, kind: 'playable', amount: 3 },
      ] as never)})`,
    ).rejects.toThrow(`a journal of player ${a} holds a posting of player ${b}`);
    await expect(
      db.sql`select post_journal('adjustment', null, 'test', null, null, ${db.sql.json([
        { system: 'house', amount: -3 },
        { user: b, kind: 'playable', amount: 3 },
      ] as never)})`,
    ).rejects.toThrow('a journal belongs to a player');
    // Written by hand past the functions: the foreign keys refuse b's posting in a's journal, and a
    // posting of a's journal on b's account.
    const journal = await fund(a, 5);
    const [account] = await db.sql<
      { id: number }[]
    >`select id from accounts where user_id = ${b} and kind = 'playable'`;
    await expect(
      db.sql`insert into postings (user_id, journal_id, account_id, amount) values (${b}, ${journal}, ${account!.id}, 1)`,
    ).rejects.toMatchObject({ code: '23503', constraint_name: 'postings_journal_fkey' });
    await expect(
      db.sql`insert into postings (user_id, journal_id, account_id, amount) values (${a}, ${journal}, ${account!.id}, 1)`,
    ).rejects.toMatchObject({ code: '23503', constraint_name: 'postings_account_fkey' });
    // A posting is on the player's account or a system account, exactly one of the two.
    const [house] = await db.sql<{ id: number }[]>`select id from system_accounts where code = 'house'`;
    await expect(
      db.sql`insert into postings (user_id, journal_id, account_id, system_account_id, amount)
        values (${a}, ${journal}, null, null, 1)`,
    ).rejects.toMatchObject({ code: '23514', constraint_name: 'postings_one_account' });
    await expect(
      db.sql`insert into postings (user_id, journal_id, account_id, system_account_id, amount)
        select ${a}, ${journal}, id, ${house!.id}, 1 from accounts where user_id = ${a} and kind = 'playable'`,
    ).rejects.toMatchObject({ code: '23514', constraint_name: 'postings_one_account' });
    expect((await readBalances(db.sql, a)).playable + (await readBalances(db.sql, b)).playable).toBe(2_005);
    await expectLedgerConsistent();
  });

  test('a move between system accounts is a system journal: balanced, immutable, no player', async () => {
    const [before] = await db.sql<{ n: number }[]>`select count(*)::int as n from journals`;
    const id = await db.sql.begin((tx) =>
      postSystemJournal(tx, {
        type: 'tournament_sponsorship',
        description: 'test',
        postings: [
          { account: { system: 'house' }, amount: -7 },
          { account: { system: 'tournament_fees' }, amount: 7 },
        ],
      }),
    );
    const postings = await db.sql`
      select s.code, p.amount from system_postings p join system_accounts s on s.id = p.system_account_id
      where p.journal_id = ${id} order by p.amount`;
    expect([...postings]).toEqual([
      { code: 'house', amount: -7 },
      { code: 'tournament_fees', amount: 7 },
    ]);
    const [after] = await db.sql<{ n: number }[]>`select count(*)::int as n from journals`;
    expect(after!.n).toBe(before!.n);
    const systemJournal = (postings: object[]) =>
      db.sql`select post_system_journal('adjustment', 'test', null, null, ${db.sql.json(postings as never)})`;
    await expect(
      systemJournal([
        { system: 'house', amount: -5 },
        { system: 'fees', amount: 4 },
      ]),
    ).rejects.toThrow('unbalanced by -1');
    await expect(
      systemJournal([
        { system: 'house', amount: -5 },
        { system: 'no_such_account', amount: 5 },
      ]),
    ).rejects.toThrow('unknown system account in journal: no_such_account');
    await expect(systemJournal([])).rejects.toThrow('at least two postings');
    await expect(db.sql`update system_postings set amount = amount * 2`).rejects.toThrow('immutable');
    await expect(db.sql`delete from system_journals`).rejects.toThrow('immutable');
    await expectLedgerConsistent();
  });

  test('the invariants name a journal left without postings', async () => {
    const user = await newUser();
    const [journal] = await db.sql<{ id: number }[]>`
      insert into journals (type, user_id, description) values ('adjustment', ${user}, 'no postings') returning id`;
    try {
      expect(await ledgerProblems(db.sql)).toEqual([`journals without postings: ${journal!.id}`]);
    } finally {
      await db.sql`alter table journals disable trigger journals_immutable`;
      await db.sql`delete from journals where user_id = ${user} and id = ${journal!.id}`;
      await db.sql`alter table journals enable trigger journals_immutable`;
    }
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
            userId: user,
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
