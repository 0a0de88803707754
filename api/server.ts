import { connect, type Sql } from '../db/connection.ts';
import { createReadReplica } from '../db/read-replica.ts';
import { installJobQueue } from '../db/job-queue.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { adminOutcomeMessage, ensureAdmin } from '../domain/identity/ensure-admin.ts';
import { createApp } from './app.ts';
import { type Env, publicUrlOf } from '../config/env.ts';
import { issueSetupToken, setupLinkMessage } from '../domain/setup/setup-token.ts';
import { listen } from './http/listen.ts';
import { webPlugin } from './web.ts';

/**
 * Prepares the database (migrations, seed, first admin) and serves the API with the SSR web app;
 * while no admin exists, prints a one-time setup link (domain/setup/setup-token.ts). With
 * DATABASE_REPLICA_URL, lag-tolerant reads go to that standby while its lag, checked every second, allows.
 */
export async function startServer(
  env: Env,
  databaseUrl: string,
  options: { poolSize?: number; embedded?: boolean } = {},
) {
  const poolSize = options.poolSize ?? env.DATABASE_POOL_SIZE;
  const sql: Sql = connect(databaseUrl, { max: poolSize });
  await prepareDatabase(sql, env);
  await installJobQueue(databaseUrl, { embedded: options.embedded });
  const replicaUrl = options.embedded ? undefined : env.DATABASE_REPLICA_URL;
  const readReplica = createReadReplica(
    sql,
    replicaUrl ? connect(replicaUrl, { max: poolSize, connectTimeoutSeconds: 2 }) : null,
    { maxLagSeconds: env.DATABASE_REPLICA_MAX_LAG_S },
  );
  readReplica.watch();
  let server: ReturnType<typeof Bun.serve> | undefined;
  const { handle } = createApp({
    sql,
    readReplica,
    env,
    web: webPlugin,
    clientIp: (request) => {
      const forwarded = env.TRUST_PROXY ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
      return forwarded || (server?.requestIP(request)?.address ?? 'unknown');
    },
  });
  server = listen(handle, { hostname: env.HOST, port: env.PORT });
  const setupToken = await issueSetupToken(sql, new Date());
  if (setupToken)
    console.log(`\n  ${setupLinkMessage(publicUrlOf({ ...env, PORT: server.port ?? env.PORT }), setupToken)}\n`);
  return { server, sql, url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${server.port}` };
}

export async function prepareDatabase(sql: Sql, env: Env): Promise<void> {
  await migrate(sql);
  await seed(sql);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { outcome } = await sql.begin((tx) =>
      ensureAdmin(tx, { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! }),
    );
    if (outcome !== 'unchanged') console.log(adminOutcomeMessage[outcome](env.ADMIN_EMAIL));
  }
}
