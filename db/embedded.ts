import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Starts PGlite persisted under `dir` and serves it over the wire protocol on 127.0.0.1. */
export async function startEmbeddedDatabase(dir: string, port = 0): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  // Extensions the migrations create must be loaded here too (pg_trgm: the admin lists' search, migration 0035,
  // and the question search, migration 0060).
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const chosenPort = port || (await freePort());
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: chosenPort, maxConnections: 100 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${chosenPort}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

async function freePort(): Promise<number> {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}
