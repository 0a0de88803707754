// The API under test, in its own process: the real createApp handler over DATABASE_URL, the way
// api/server.ts serves it (the same listener and pool size, DATABASE_POOL_SIZE, client IP from the socket), without
// the SSR web app. Prints its port. BENCH_API_POOL overrides the pool size; with DATABASE_REPLICA_URL
// the lag-tolerant reads go to that standby as in api/server.ts.
import { createApp } from '../../api/app.ts';
import { loadEnv } from '../../config/env.ts';
import { connect } from '../../db/connection.ts';
import { createReadReplica } from '../../db/read-replica.ts';
import '../soak/stall-watch.ts';
import { listen } from '../../api/http/listen.ts';

const env = loadEnv({ ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' });
const max = Number(process.env.BENCH_API_POOL ?? env.DATABASE_POOL_SIZE);
const sql = connect(env.DATABASE_URL!, { max });
const standby = env.DATABASE_REPLICA_URL ? connect(env.DATABASE_REPLICA_URL, { max, connectTimeoutSeconds: 2 }) : null;
const readReplica = createReadReplica(sql, standby, { maxLagSeconds: env.DATABASE_REPLICA_MAX_LAG_S });
readReplica.watch();
let server: ReturnType<typeof Bun.serve> | undefined;
const { handle } = createApp({
  sql,
  readReplica,
  env,
  clientIp: (request) => server?.requestIP(request)?.address ?? 'unknown',
});
server = listen(handle, { port: 0, hostname: '127.0.0.1' });
console.log(`listening ${server.port}`);

process.on('SIGTERM', async () => {
  server?.stop(true);
  await sql.end({ timeout: 2 }).catch(() => {});
  process.exit(0);
});
