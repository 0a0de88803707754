// The postgres.js mends (db/postgres-js-fix.ts) against a real server: a transaction whose session is
// ended while its callback is between two statements sends nothing more, not even on the connection
// the pool has connected again meanwhile (the chaos run saw a payout job committed on its own).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { dirname, join } from 'node:path';
import { connect, type Sql, transaction } from './connection.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: Sql;
beforeAll(async () => {
  db = await createTestDatabase();
  admin = connect(db.url, { max: 1 });
  await admin`create table mend_writes (n int)`;
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

test('a transaction whose session is ended between two statements writes nothing after it, on no other session', async () => {
  const sql = connect(db.url, { max: 1 });
  let pid = 0;
  let resume = () => {};
  const paused = new Promise<void>((resolve) => (resume = resolve));
  let later: Promise<unknown> = Promise.resolve();
  const work = transaction(
    sql,
    async (tx) => {
      const [session] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      pid = session!.pid;
      await paused; // other work between two statements: an outside call, a slow computation
      later = tx`insert into mend_writes values (1)`.catch((error) => error);
      await later;
      await tx`insert into mend_writes values (2)`;
    },
    1,
  );
  while (!pid) await Bun.sleep(5);
  await admin`select pg_terminate_backend(${pid})`;
  await expect(work).rejects.toBeDefined();
  // The pool connects its one connection again for other work; then the callback goes on.
  expect([...(await sql<{ one: number }[]>`select 1 as one`)]).toEqual([{ one: 1 }]);
  resume();
  await Bun.sleep(50);
  expect(await later).toMatchObject({ code: 'CONNECTION_CLOSED' });
  expect([...(await admin`select n from mend_writes`)]).toEqual([]);
  await sql.end();
});

test("a transaction whose BEGIN fills a busy connection's pipeline is still its own: it commits, and no other statement runs inside it", async () => {
  const sql = connect(db.url, { max: 2 });
  await Promise.all([sql`select 1`, sql`select 1`]); // both connections open
  // 100 statements on each connection (one running, 99 waiting in its pipeline): the transaction's
  // BEGIN is the 100th waiting on the first, where postgres.js 3.4.9 stops counting a connection as
  // able to take more, and skipped reserving it for the transaction.
  // `execute` sends each now, in this order, before the BEGIN (an awaited statement is sent later).
  const pipelined = Promise.all(Array.from({ length: 200 }, () => sql`select 1`.execute()));
  const work = transaction(sql, async (tx) => tx`insert into mend_writes values (3)`, 1);
  await pipelined;
  await work;
  // Later statements from the pool commit on their own: none runs inside a transaction left open.
  await Promise.all(Array.from({ length: 4 }, () => sql`insert into mend_writes values (4)`));
  expect([...(await admin`select count(*)::int as n from mend_writes where n = 4`)]).toEqual([{ n: 4 }]);
  expect([...(await admin`select n from mend_writes where n = 3`)]).toEqual([{ n: 3 }]);
  const open =
    await admin`select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`;
  expect(open.length).toBe(0);
  await sql.end();
});

test("the pool's queue of idle connections stays as short as what it holds under steady load, and keeps its order", async () => {
  // postgres.js's own Queue, as the pool uses it; its array is made a spy through `initial.slice()`.
  const queueModule: string = join(dirname(Bun.resolveSync('postgres', import.meta.dir)), 'queue.js');
  const { default: Queue } = await import(queueModule);
  const searched: number[] = [];
  const lengths: number[] = [];
  class SpyArray<T> extends Array<T> {
    override indexOf(item: T, from = 0): number {
      searched.push(this.length - from);
      lengths.push(this.length);
      return super.indexOf(item, from);
    }
  }
  const open = Queue({ slice: () => new SpyArray() });
  const connections = ['a', 'b', 'c'];
  for (const c of connections) open.push(c);
  // A statement takes the first idle connection and moves it to `busy` (removing it from `open`, where
  // it no longer is); the reply brings it back. The pool is never wholly busy, so `open` never empties.
  const taken: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    const c = open.shift();
    taken.push(c);
    expect(open.remove(c)).toBeNull();
    open.push(c);
  }
  expect(open.length).toBe(3);
  expect(taken.slice(-6)).toEqual(['b', 'c', 'a', 'b', 'c', 'a']); // first in, first out throughout
  // Each search covers what the queue holds, not every hole left since it was last empty (10,000).
  expect(Math.max(...searched.slice(-1000))).toBeLessThan(200);
  // and the array drops its holes: it does not grow by one slot per statement.
  expect(Math.max(...lengths.slice(-1000))).toBeLessThan(200);
  open.push('d');
  expect(open.remove('b')).toBe('b');
  expect([open.shift(), open.shift(), open.shift(), open.length]).toEqual(['c', 'a', 'd', 0]);
});
