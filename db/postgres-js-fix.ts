// Loaded first by every Bun process of the project (bunfig.toml `preload`, and the tests' preload):
// mends, as postgres.js is loaded, the defect of postgres.js 3.4.9 that takes a process down when
// PostgreSQL ends a session inside a transaction (a fast restart, `pg_terminate_backend`; upstream
// issues porsager/postgres#1154 and #1208, the fix of pull request #1209). `sql.begin` answers
// CONNECTION_CLOSED, then sends its own ROLLBACK on the closed connection; that write waits for the
// next tick and then reads the socket the close has already set to null: an uncaught TypeError
// from a timer, which no caller can catch. Mended: a write that finds the socket gone settles the
// waiting query with CONNECTION_CLOSED, and the connection connects again cleanly when next used.
// Decision 0063. Remove this file when postgres.js ships the fix (the check below then fails).
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

/** The source of postgres.js's connection module with the mend, or an error when the defect's code is not there. */
export function mendConnectionSource(source: string): string {
  if (!source.includes(broken)) {
    throw new Error(
      'db/postgres-js-fix.ts: postgres.js changed its nextWrite; check that it guards a closed socket and remove this mend',
    );
  }
  return source.replace(broken, mended);
}

plugin({
  name: 'postgres.js closed-socket mend',
  setup(build) {
    build.onLoad({ filter: /[\\/]postgres[\\/]src[\\/]connection\.js$/ }, async ({ path }) => ({
      contents: mendConnectionSource(await Bun.file(path).text()),
      loader: 'js',
    }));
  },
});
