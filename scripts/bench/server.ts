// The API under test, in its own process: the real createApp handler over DATABASE_URL, the way
// api/server.ts serves it (same pool size, DATABASE_POOL_SIZE, client IP from the socket), without
// the SSR web app. Prints its port. BENCH_API_POOL overrides the pool size.
import { createApp } from '../../api/app.ts';
import { loadEnv } from '../../config/env.ts';
import { connect } from '../../db/connection.ts';

const env = loadEnv({ ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1' });
const sql = connect(env.DATABASE_URL!, { max: Number(process.env.BENCH_API_POOL ?? env.DATABASE_POOL_SIZE) });
let server: ReturnType<typeof Bun.serve> | undefined;
const { handle } = createApp({ sql, env, clientIp: (request) => server?.requestIP(request)?.address ?? 'unknown' });
server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: handle });
console.log(`listening ${server.port}`);

process.on('SIGTERM', async () => {
  server?.stop(true);
  await sql.end({ timeout: 2 }).catch(() => {});
  process.exit(0);
});
