// The postgres.js mends (db/postgres-js-fix.ts) against a real server: a transaction whose session is
// ended while its callback is between two statements sends nothing more, not even on the connection
// the pool has connected again meanwhile (the chaos run saw a payout job committed on its own).
import { afterAll, beforeAll, expect, test } from 'bun:test';
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
