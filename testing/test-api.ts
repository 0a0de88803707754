import { connect } from '../db/connection.ts';
import { createReadReplica } from '../db/read-replica.ts';
import { createTestDatabase, type TestDatabase, withDatabase } from './test-database.ts';
import { postJournal } from '../domain/ledger/post-journal.ts';
import type { UserView } from '../domain/identity/user-view.ts';
import { forgetCachedSettings } from '../domain/settings/read-settings.ts';
import { createApp } from '../api/app.ts';
import { loadEnv } from '../config/env.ts';
import { createProfileCache } from '../api/profile/profile-cache.ts';
import { createAccessCache } from '../api/http/access-cache.ts';

export const testBotToken = '123456:TEST-bot-token-for-signing';

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/**
 * An API over its own fresh database, called in-process through real Request/Response objects.
 * `replicaServer`: lag-tolerant reads go to this server's copy of the database (a hot standby of the
 * test server, or an address where none answers), measured only when the test calls `readReplica.check()`.
 */
export async function createTestApi(overrides: Record<string, string> = {}, options: { replicaServer?: string } = {}) {
  const db: TestDatabase = await createTestDatabase();
  forgetCachedSettings(); // the process-wide settings cache belongs to the previous test file's database
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret!!',
    TELEGRAM_BOT_TOKEN: testBotToken,
    ...overrides,
  });
  let clockMs = Date.now();
  /** The server's clock, settable by tests of time rules. */
  const clock = {
    now: () => new Date(clockMs),
    set: (at: Date) => void (clockMs = at.getTime()),
    advance: (ms: number) => void (clockMs += ms),
  };
  let sessionSkewMs = 0;
  /**
   * The clock of sign-in codes and session inactivity: wall time moved by the tests apart from the
   * server's clock above, so tests of game days keep their admin signed in.
   */
  const sessionClock = {
    now: () => new Date(Date.now() + sessionSkewMs),
    advance: (ms: number) => void (sessionSkewMs += ms),
  };
  let cacheSkewMs = 0;
  /** The profile cache's own clock (monotonic, apart from the server's): tests let its entries expire. */
  const cacheClock = { advance: (ms: number) => void (cacheSkewMs += ms) };
  const profiles = createProfileCache<UserView>({ now: () => performance.now() + cacheSkewMs });
  const replicaSql = options.replicaServer
    ? connect(withDatabase(options.replicaServer, new URL(db.url).pathname.slice(1)), {
        max: 4,
        connectTimeoutSeconds: 2,
      })
    : null;
  // A loaded test machine can take seconds to answer a check: only a refusal counts as down here.
  const readReplica = createReadReplica(db.sql, replicaSql, {
    maxLagSeconds: env.DATABASE_REPLICA_MAX_LAG_S,
    checkTimeoutMs: 20_000,
  });
  const { handle } = createApp({
    sql: db.sql,
    readReplica,
    env,
    now: clock.now,
    sessionNow: sessionClock.now,
    profiles,
    // Every request reads the player's standing, so a test's change beside the API is seen at once
    // (api/http/access-cache.test.ts runs the cache itself, across processes).
    access: createAccessCache(db.sql, { ttlMs: 0 }),
    clientIp: (request) => request.headers.get('x-test-client') ?? 'local',
  });

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    } else if (options.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body)); // as a real HTTP client sends it
    const response = await handle(new Request(`http://localhost${path}`, { method, headers, body }));
    const text = await response.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  /**
   * The token of the newest verification link queued for a player: the one the mail__send job
   * would mail (its payload carries it; the database keeps only its hash).
   */
  async function verificationToken(userId: string): Promise<string> {
    const [job] = await db.sql<{ token: string }[]>`
      select j.payload->>'token' as token
      from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        join email_tokens e on e.user_id = ${userId} and e.id = (j.payload->>'tokenId')::int8
      where t.identifier = 'mail__send' and e.purpose = 'verify_email'
      order by j.id desc limit 1`;
    if (!job) throw new Error(`no verification mail queued for ${userId}`);
    return job.token;
  }

  let counter = 0;
  /**
   * Registers a new player by email (with a referral code when given) and returns their tokens and
   * user. The address is verified through the real endpoint with the mailed token, as the player
   * would by opening the link (which pays the welcome bonus), unless `verified: false`.
   */
  async function register(name = 'Player', referralCode?: string, options: { verified?: boolean } = {}) {
    counter += 1;
    const email = `player${counter}_${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await call('POST', '/api/auth/register', {
      body: { email, password: 'correct horse 1', name, ...(referralCode ? { referralCode } : {}) },
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    let user = res.json.data.user;
    if (options.verified !== false) {
      const verified = await call('POST', '/api/auth/verify-email', {
        body: { token: await verificationToken(user.id) },
      });
      if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
      user = verified.json.data;
    }
    return {
      email,
      password: 'correct horse 1',
      token: res.json.data.accessToken as string,
      refreshToken: res.json.data.refreshToken as string,
      user,
    };
  }

  async function makeAdmin(userId: string) {
    await db.sql`select user_roles_add(${userId}, 'admin')`;
  }

  /** A new admin account's access token. */
  async function registerAdmin(): Promise<string> {
    const admin = await register('Admin');
    await makeAdmin(admin.user.id);
    return admin.token;
  }

  /** Credits a player's playable balance from the house, as an approved deposit would. */
  async function fund(userId: string, usdtAmount: number) {
    const amount = Math.round(usdtAmount * 1_000_000);
    await db.sql.begin((tx) =>
      postJournal(tx, {
        type: 'adjustment',
        userId,
        description: 'test funding',
        postings: [
          { account: { system: 'house' }, amount: -amount },
          { account: { user: userId, kind: 'playable' }, amount },
        ],
      }),
    );
    profiles.forget(userId); // a write beside the API, as another process's would be, shown at once
  }

  /**
   * Gives a player a Telegram id as a Telegram link would: on the player's row and in the id's lookup
   * (decision 0080), with any other columns of `users` to set alongside.
   */
  async function linkTelegram(userId: string, telegramId: number, also: Record<string, unknown> = {}) {
    await db.sql.begin(async (tx) => {
      await tx`update users set ${tx({ telegram_id: telegramId, ...also })} where id = ${userId}`;
      await tx`insert into telegram_ids (telegram_id, user_id) values (${telegramId}, ${userId})`;
    });
    profiles.forget(userId);
  }

  return {
    db,
    sql: db.sql,
    env,
    clock,
    sessionClock,
    cacheClock,
    profiles,
    handle,
    call,
    register,
    verificationToken,
    makeAdmin,
    registerAdmin,
    fund,
    linkTelegram,
    readReplica,
    replicaSql,
    close: async () => {
      await replicaSql?.end({ timeout: 1 });
      await db.drop();
    },
  };
}
