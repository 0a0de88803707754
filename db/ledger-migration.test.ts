// Migration 0136 (the ledger keyed by player, decision 0084) on a database whose ledger was written in
// the old shape: system accounts among players' accounts, journals naming no player (a sponsorship,
// a pool's return, a settlement paying several winners and the fee in one journal), transactions and
// chain transfers pointing at them. The rows are written as the old code wrote them, by plain inserts
// on the schema of migration 0135; then the real migration runs and the ledger must hold.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Sql } from './connection.ts';
import { migrate, numberedMigrations } from './migrate.ts';
import { ledgerProblems } from '../domain/ledger/invariants.ts';
import { testServerUrl, withDatabase } from '../testing/test-database.ts';

const LEDGER_MIGRATION = '0136_ledger_keyed_by_player.sql';
let admin: Sql;
let sql: Sql;
let name: string;
let dir: string;

/** A database migrated through the migration before 0136. */
async function databaseBeforeTheLedgerMigration() {
  name = `cq_test_ledger_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 8)}`;
  await admin.unsafe(`create database "${name}"`);
  sql = connect(withDatabase(testServerUrl(), name), { max: 4 });
  dir = await mkdtemp(join(tmpdir(), 'cq-ledger-migration-'));
  await mkdir(join(dir, 'migrations'));
  // No function files yet: today's refer to the tables 0136 makes (they are applied with it below).
  await mkdir(join(dir, 'domain'));
  for (const file of await numberedMigrations()) {
    if (file.name >= LEDGER_MIGRATION) break;
    await copyFile(file.path, join(dir, 'migrations', file.name));
  }
  await migrate(sql, { migrationsDir: join(dir, 'migrations'), functionsDir: join(dir, 'domain') });
}

beforeAll(async () => {
  admin = connect(testServerUrl(), { max: 1 });
  await databaseBeforeTheLedgerMigration();
}, 120_000);
afterAll(async () => {
  await sql.end({ timeout: 5 });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await rm(dir, { recursive: true, force: true });
});

type OldPosting = { user?: string; system?: string; amount: number };

/** Writes a journal as the old post_journal did: any player or none, postings on any accounts. */
async function oldJournal(type: string, userId: string | null, postings: OldPosting[], reverses: number | null = null) {
  const [journal] = await sql<{ id: number }[]>`
    insert into journals (type, user_id, description, reference, reverses)
    values (${type}, ${userId}, ${type}, 'old', ${reverses}) returning id`;
  for (const p of postings) {
    const [account] = p.user
      ? await sql<{ id: number }[]>`
          update accounts set balance = balance + ${p.amount} where user_id = ${p.user} and kind = 'playable' returning id`
      : await sql<{ id: number }[]>`select id from accounts where code = ${p.system!}`;
    await sql`insert into postings (journal_id, account_id, amount) values (${journal!.id}, ${account!.id}, ${p.amount})`;
  }
  return journal!.id;
}

async function player(label: string): Promise<string> {
  const [user] = await sql<{ id: string }[]>`
    insert into users (name, referral_code) values (${label}, ${`OLD${label}`}) returning id`;
  await sql`insert into accounts (user_id, kind, balance) values (${user!.id}, 'playable', 0), (${user!.id}, 'bonus', 0)`;
  return user!.id;
}

const playerBalances = () =>
  sql<{ user_id: string; kind: string; balance: number }[]>`
    select user_id, kind, balance from accounts where user_id is not null order by user_id, kind`;

test("an old-shape ledger migrates with every balance and system sum kept, each journal one player's", async () => {
  const [a, b, c] = [await player('A'), await player('B'), await player('C')];
  for (const u of [a, b, c])
    await oldJournal('adjustment', u, [
      { system: 'house', amount: -100 },
      { user: u, amount: 100 },
    ]);
  await sql`insert into accounts (kind, code) values ('system', 'tournament:old')`;
  const entries = new Map<string, number>();
  for (const u of [a, b, c])
    entries.set(
      u,
      await oldJournal('tournament_join', u, [
        { user: u, amount: -10 },
        { system: 'tournament:old', amount: 10 },
      ]),
    );
  const sponsor = await oldJournal('tournament_sponsorship', null, [
    { system: 'house', amount: -5 },
    { system: 'tournament:old', amount: 5 },
  ]);
  // The old settlement: the pool to two winners and the fee, one journal naming no player.
  const settlement = await oldJournal('tournament_win', null, [
    { system: 'tournament:old', amount: -35 },
    { user: a, amount: 20 },
    { user: b, amount: 12 },
    { system: 'tournament_fees', amount: 3 },
  ]);
  for (const [u, amount] of [
    [a, 20],
    [b, 12],
  ] as const)
    await sql`insert into transactions (user_id, type, amount, status, journal_id)
      values (${u}, 'tournament_win', ${amount}, 'completed', ${settlement})`;
  // A refund reversing its entry, and a bonus moved by a journal that named no player.
  const refund = await oldJournal(
    'tournament_refund',
    c,
    [
      { system: 'tournament:old', amount: -1 },
      { user: c, amount: 1 },
    ],
    entries.get(c)!,
  );
  const unnamed = await oldJournal('adjustment', null, [
    { system: 'house', amount: -2 },
    { user: c, amount: 2 },
  ]);
  const [deposit] = await sql<{ id: string }[]>`
    insert into transactions (user_id, type, amount, status, network) values (${c}, 'deposit', 50, 'completed', 'ton') returning id`;
  await sql`insert into chain_transfers (network, tx_hash, log_index, status, transaction_id, amount)
    values ('ton', 'old-credited', '0', 'credited', ${deposit!.id}, 50), ('ton', 'old-unmatched', '0', 'unmatched', null, 9)`;

  const balances = await playerBalances();
  const systemSums = await sql<{ code: string; sum: number }[]>`
    select a.code, sum(p.amount)::int8 as sum from postings p join accounts a on a.id = p.account_id
    where a.user_id is null group by a.code order by a.code`;

  // The ledger's migration first, then any later one.
  expect((await migrate(sql)).migrations[0]).toBe(LEDGER_MIGRATION);

  expect(await playerBalances()).toEqual(balances);
  expect<unknown>(
    await sql<{ code: string; sum: number }[]>`
      select s.code, sum(x.amount)::int8 as sum
      from (select system_account_id, amount from postings where system_account_id is not null
            union all select system_account_id, amount from system_postings) x
      join system_accounts s on s.id = x.system_account_id
      group by s.code order by s.code`,
  ).toEqual(systemSums);
  expect(await ledgerProblems(sql)).toEqual([]);
  // The settlement: a journal per winner under its id, each winner's transaction on their own part,
  // and the fee a system journal of the same id.
  expect<unknown>(
    await sql`select j.user_id, sum(p.amount)::int8 as sum from journals j
      join postings p on p.user_id = j.user_id and p.journal_id = j.id
      where j.id = ${settlement} and p.account_id is not null group by j.user_id order by j.user_id`,
  ).toEqual(
    [
      { user_id: a, sum: 20 },
      { user_id: b, sum: 12 },
    ].sort((x, y) => (x.user_id < y.user_id ? -1 : 1)),
  );
  expect<unknown>(
    await sql`select count(*)::int as n from transactions t
      join journals j on j.user_id = t.user_id and j.id = t.journal_id where t.journal_id = ${settlement}`,
  ).toEqual([{ n: 2 }]);
  expect<unknown>(
    await sql`select s.code, p.amount from system_postings p join system_accounts s on s.id = p.system_account_id
      where p.journal_id = ${settlement} order by p.amount`,
  ).toEqual([
    { code: 'tournament:old', amount: -3 },
    { code: 'tournament_fees', amount: 3 },
  ]);
  // The sponsorship moved whole; the refund still reverses the same player's entry; the unnamed
  // journal is the player's whose account it paid.
  expect<unknown>(await sql`select count(*)::int as n from system_journals where id = ${sponsor}`).toEqual([{ n: 1 }]);
  expect<unknown>(await sql`select user_id, reverses from journals where id = ${refund}`).toEqual([
    { user_id: c, reverses: Number(entries.get(c)) },
  ]);
  expect<unknown>(await sql`select user_id from journals where id = ${unnamed}`).toEqual([{ user_id: c }]);
  expect<unknown>(await sql`select tx_hash, user_id, transaction_id from chain_transfers order by tx_hash`).toEqual([
    { tx_hash: 'old-credited', user_id: c, transaction_id: deposit!.id },
    { tx_hash: 'old-unmatched', user_id: null, transaction_id: null },
  ]);
  expect((await migrate(sql)).migrations).toEqual([]);
}, 120_000);

test('a journal naming one player while paying another stops the migration, naming it, and leaves nothing half-moved', async () => {
  const other = `cq_test_ledger_refused_${Date.now().toString(36)}`;
  await admin.unsafe(`create database "${other}"`);
  const db = connect(withDatabase(testServerUrl(), other), { max: 2 });
  try {
    await migrate(db, { migrationsDir: join(dir, 'migrations'), functionsDir: join(dir, 'domain') });
    const ids = await db<{ id: string }[]>`
      insert into users (name, referral_code) values ('X', 'OLDX'), ('Y', 'OLDY') returning id`;
    const [x, y] = ids.map((r) => r.id);
    await db`insert into accounts (user_id, kind, balance) values (${y!}, 'playable', 2)`;
    const [journal] = await db<{ id: number }[]>`
      insert into journals (type, user_id, description) values ('adjustment', ${x!}, 'odd') returning id`;
    await db`insert into postings (journal_id, account_id, amount) values
      (${journal!.id}, (select id from accounts where code = 'house'), -2),
      (${journal!.id}, (select id from accounts where user_id = ${y!}), 2)`;
    await expect(migrate(db)).rejects.toThrow(`journal ${journal!.id} names player ${x}`);
    expect<unknown>(
      await db`select count(*)::int as n from schema_migrations where name = ${LEDGER_MIGRATION}`,
    ).toEqual([{ n: 0 }]);
    expect<unknown>(await db`select to_regclass('system_accounts') as t`).toEqual([{ t: null }]);
  } finally {
    await db.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists "${other}" with (force)`);
  }
}, 120_000);
