// What the chaos run and the soak share: a fresh migrated database (on a throwaway PostgreSQL cluster
// of its own when the machine has the binaries), settings for machine-paced players, a deposit
// address and tournament questions, funded and verified players (some of them invited by others),
// an admin, and the processes' env.
// Loopback only: the chain, Telegram and AI services point at a closed local port.
import { loadEnv } from '../../config/env.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { startThrowawayCluster } from '../../testing/throwaway-cluster.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';
import { fundUsers, registerUsers } from '../bench/fixtures.ts';
import { allowMachinePace } from '../bench/players.ts';

/** `clusterSettings`: server settings of the run's own cluster (startThrowawayCluster). */
export async function prepareRun(name: string, clusterSettings: Record<string, string> = {}) {
  const cluster = await startThrowawayCluster(clusterSettings);
  if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  else
    console.log(`${name}: no PostgreSQL binaries for a cluster of its own: the shared server is used, never restarted`);
  const db = await createTestDatabase();
  const closedPort = 'http://127.0.0.1:9';
  const childEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'chaos-secret-chaos-secret-chaos-secret!',
    TELEGRAM_BOT_TOKEN: '123456:CHAOS-bot-token',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    TRONGRID_URL: closedPort,
    TONCENTER_URL: closedPort,
    TELEGRAM_API_URL: closedPort,
    OPENAI_BASE_URL: closedPort,
  };
  await allowMachinePace(db.sql);
  await addDepositAddresses(db.sql, ['TRC20']);
  await addTournamentQuestions(db.sql, 'easy', 400);
  const [admin, ...players] = await registerUsers(db.sql, loadEnv(childEnv), 17);
  if (!admin) throw new Error('no players registered');
  await db.sql`select user_roles_add(${admin.id}, 'admin')`;
  // Players signed up with another player's referral code: their first full quiz pays the inviter.
  const codes = await db.sql<{ referral_code: string }[]>`
    select referral_code from users where id in ${db.sql(players.map((p) => p.id))} order by referral_code`;
  const invited = await registerUsers(db.sql, loadEnv(childEnv), 6, {
    first: 17,
    referralCode: (n) => codes[n % codes.length]!.referral_code,
  });
  await db.sql`update email_identities set verified_at = now()`;
  await fundUsers(db.sql, [...players, ...invited], 200);
  return {
    cluster,
    db,
    childEnv,
    players: [...players, ...invited],
    invited,
    admin,
    async teardown() {
      await db.drop().catch(() => {});
      await cluster?.remove();
    },
  };
}
