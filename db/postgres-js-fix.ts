// Loaded first by every Bun process of the project (bunfig.toml `preload`, and the tests' preload):
// mends, as postgres.js is loaded, five defects of postgres.js 3.4.9 that take a process down, break
// a transaction in two when PostgreSQL goes away or the pool is busy, or slow every statement down
// (decisions 0063, 0068, 0074, 0086 and 0089). Remove each when postgres.js ships its fix (the checks
// below then fail).
//
// 1. A session ended inside a transaction (a fast restart, `pg_terminate_backend`; upstream issues
//    porsager/postgres#1154 and #1208, the fix of pull request #1209). `sql.begin` answers
//    CONNECTION_CLOSED, then sends its own ROLLBACK on the closed connection; that write waits for the
//    next tick and then reads the socket the close has already set to null: an uncaught TypeError
//    from a timer, which no caller can catch. Mended: a write that finds the socket gone settles the
//    waiting query with CONNECTION_CLOSED, and the connection connects again cleanly when next used.
// 2. A new connection's array-types query failing (upstream issues #1192, #1205 and #1223, open): a
//    `statement_timeout` cancels it (57014), or the session is ended or the server restarts while it
//    runs (57P01, CONNECTION_CLOSED). The query that opened the connection gets the error, but the
//    promise of `fetchArrayTypes()` is dropped by its caller and rejects unhandled, which ends the
//    process. Mended: that promise's rejection is caught (the error has already reached the waiting
//    query; the next connection fetches the types again).
// 3. A session ended while a `sql.begin` callback is between two statements (upstream pull request
//    #1215, open; #1155 the same for an idle-in-transaction timeout). `begin` rejects, but the callback
//    goes on, and its next statements go to the same connection object, which the pool has meanwhile
//    connected again: they run outside any transaction (each committed on its own), or inside another
//    request's. The chaos run saw an approval's payout job committed while the approval itself was
//    rolled back. Mended: once the transaction's connection closes, the statements it still had
//    queued and every later one (its COMMIT or ROLLBACK too) are rejected with the close's error.
// 4. A transaction's BEGIN sent on a busy connection as the statement that fills its pipeline (100
//    waiting), or as the socket pushes back (upstream issues #1189, #1210 and #823, the fix of pull
//    request #1218, open). The hook that reserves the connection for the transaction runs last in a
//    chain of `&&` and is skipped: `sql.begin` fails with UNSAFE_TRANSACTION while PostgreSQL is
//    inside the transaction, and the pool goes on using the connection. Every later statement on it
//    runs inside that transaction, never committed: a player's answer acknowledged and then gone, its
//    locks held until the session ends (the soak saw the API wait minutes on them). Mended: the hook
//    runs whenever the statement was written.
// 5. The pool's queues of connections grow without end while the pool is never wholly busy (found by
//    the soak, issue 33). `shift` leaves a hole at the front and empties the array only when it takes
//    the last item; `remove` searches from the array's start. Every statement takes an idle connection
//    (`open.shift()`) and moves it to `busy`, which first removes it from `open`: a search through
//    every hole left since the pool was last wholly busy, and still not found. Under steady load the
//    API's CPU per request climbed by half in twenty minutes, then fell back when a burst took every
//    connection at once. Mended: `remove` searches from the queue's front, and `shift` drops the holes
//    once they are half of the array (copying no more items than were shifted since the last copy, so
//    constant-time on average).
import { plugin } from 'bun';

const broken = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const mended = `  function nextWrite(fn) {
    if (!socket) {
      chunk = nextWriteTimer = null
      error(Errors.connection('CONNECTION_CLOSED', options))
      return false
    }
    const x = socket.write(chunk, fn)`;

const droppedTypes = `        return fetchArrayTypes()
`;
const caughtTypes = `        return fetchArrayTypes().catch(() => { /* the waiting query has the error (db/postgres-js-fix.ts) */ })
`;

const beginScope = `      , prepare = null

    try {`;
const beginScopeClosable = `      , prepare = null
      , closedError = null

    try {`;
const closeRejectsBegin = `new Promise((_, reject) => connection.onclose = reject)`;
const closeEndsTransaction = `new Promise((_, reject) => connection.onclose = e => {
          closedError = e
          while (queries.length) queries.shift().reject(e)
          reject(e)
        })`;
const transactionHandler = `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
`;
const closedTransactionHandler = `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        if (closedError) return q.reject(closedError) // the session is gone: never on another (db/postgres-js-fix.ts)
`;

/** postgres.js's index module with the transaction mend, or an error when the defect's code is not there. */
export function mendIndexSource(source: string): string {
  for (const part of [beginScope, closeRejectsBegin, transactionHandler])
    if (source.split(part).length !== 2)
      throw new Error(
        'db/postgres-js-fix.ts: postgres.js changed sql.begin; check that a closed transaction sends nothing more and remove this mend',
      );
  return source
    .replace(beginScope, beginScopeClosable)
    .replace(closeRejectsBegin, closeEndsTransaction)
    .replace(transactionHandler, closedTransactionHandler);
}

const skippableReservation = `      return write(toBuffer(q))
        && !q.describeFirst
        && !q.cursorFn
        && sent.length < max_pipeline
        && (!q.options.onexecute || q.options.onexecute(connection))`;
// The same answer as before (falsy once the hook has run), with the hook run first.
const reservation = `      const written = write(toBuffer(q))
      if (q.options.onexecute) return void q.options.onexecute(connection) // BEGIN reserves its connection (db/postgres-js-fix.ts)
      return written
        && !q.describeFirst
        && !q.cursorFn
        && sent.length < max_pipeline`;

/** The source of postgres.js's connection module with the mends, or an error when a defect's code is not there. */
export function mendConnectionSource(source: string): string {
  if (!source.includes(broken)) {
    throw new Error(
      'db/postgres-js-fix.ts: postgres.js changed its nextWrite; check that it guards a closed socket and remove this mend',
    );
  }
  if (!source.includes(droppedTypes)) {
    throw new Error(
      'db/postgres-js-fix.ts: postgres.js changed how it calls fetchArrayTypes; check that its rejection is handled and remove this mend',
    );
  }
  if (!source.includes(skippableReservation)) {
    throw new Error(
      "db/postgres-js-fix.ts: postgres.js changed how execute reserves a transaction's connection; check that BEGIN always reserves it and remove this mend",
    );
  }
  return source.replace(broken, mended).replace(droppedTypes, caughtTypes).replace(skippableReservation, reservation);
}

const scanFromStart = `    remove: (x) => {
      const index = xs.indexOf(x)
      return index === -1
        ? null
        : (xs.splice(index, 1), x)
    },`;
// The holes before the front are never searched.
const scanFromFront = `    remove: (x) => {
      const at = xs.indexOf(x, index)
      return at === -1
        ? null
        : (xs.splice(at, 1), x)
    },`;
const holeLeft = `      } else {
        xs[index - 1] = undefined
      }`;
// Once the holes are half the array, it is copied without them.
const holesDropped = `      } else if (index >= 64 && index * 2 >= xs.length) {
        xs = xs.slice(index)
        index = 0
      } else {
        xs[index - 1] = undefined
      }`;

/** postgres.js's queue module with the mend, or an error when the defect's code is not there. */
export function mendQueueSource(source: string): string {
  for (const part of [scanFromStart, holeLeft])
    if (source.split(part).length !== 2)
      throw new Error(
        'db/postgres-js-fix.ts: postgres.js changed its Queue; check that remove and shift stay constant-time under steady load and remove this mend',
      );
  return source.replace(scanFromStart, scanFromFront).replace(holeLeft, holesDropped);
}

plugin({
  name: 'postgres.js closed-socket mend',
  setup(build) {
    build.onLoad({ filter: /[\\/]postgres[\\/]src[\\/]connection\.js$/ }, async ({ path }) => ({
      contents: mendConnectionSource(await Bun.file(path).text()),
      loader: 'js',
    }));
    build.onLoad({ filter: /[\\/]postgres[\\/]src[\\/]queue\.js$/ }, async ({ path }) => ({
      contents: mendQueueSource(await Bun.file(path).text()),
      loader: 'js',
    }));
    build.onLoad({ filter: /[\\/]postgres[\\/]src[\\/]index\.js$/ }, async ({ path }) => ({
      contents: mendIndexSource(await Bun.file(path).text()),
      loader: 'js',
    }));
  },
});
