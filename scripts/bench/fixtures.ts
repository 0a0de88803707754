import { createApp } from '../../api/app.ts';
import type { Env } from '../../config/env.ts';
import type { Sql } from '../../db/connection.ts';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import { MICRO_PER_USDT } from '../../domain/money.ts';

/** A registered player: its access token and the refresh token that renews it (access tokens last 15 minutes). */
export type BenchUser = { id: string; token: string; refreshToken: string };

/**
 * Registers players through the real register endpoint, in-process (argon2 runs here, not in the
 * server under test). Each request gets its own client IP so the per-IP sign-up limit is not hit.
 * `first` numbers the players after those of an earlier call; `referralCode` signs player n up with
 * that code (a referral, paid once the player qualifies).
 */
export async function registerUsers(
  sql: Sql,
  env: Env,
  count: number,
  options: { first?: number; referralCode?: (n: number) => string } = {},
): Promise<BenchUser[]> {
  const parallel = 4;
  const { handle } = createApp({ sql, env, clientIp: (request) => request.headers.get('x-bench-client') ?? 'bench' });
  const users: BenchUser[] = [];
  let next = 0;
  const register = async () => {
    while (next < count) {
      const n = (options.first ?? 0) + next++;
      const response = await handle(
        new Request('http://localhost/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bench-client': `bench-${n}` },
          body: JSON.stringify({
            email: `bench${n}@example.com`,
            password: 'correct horse battery',
            name: `Bench ${n}`,
            ...(options.referralCode ? { referralCode: options.referralCode(n) } : {}),
          }),
        }),
      );
      const body = (await response.json()) as {
        data?: { accessToken: string; refreshToken: string; user: { id: string } };
      };
      if (response.status !== 201 || !body.data)
        throw new Error(`register failed: ${response.status} ${JSON.stringify(body)}`);
      users.push({ id: body.data.user.id, token: body.data.accessToken, refreshToken: body.data.refreshToken });
    }
  };
  await Promise.all(Array.from({ length: parallel }, register));
  return users;
}

/** Credits every player's playable balance from the house account, one journal each. */
export async function fundUsers(sql: Sql, users: BenchUser[], usdt: number): Promise<void> {
  const amount = usdt * MICRO_PER_USDT;
  for (const user of users) {
    await sql.begin((tx) =>
      postJournal(tx, {
        type: 'adjustment',
        userId: user.id,
        description: 'benchmark funding',
        postings: [
          { account: { user: user.id, kind: 'playable' }, amount },
          { account: { system: 'house' }, amount: -amount },
        ],
      }),
    );
  }
}

/**
 * `count` tournaments for the lobby scenario, half open and half completed, created over the last
 * 30 days, each with its own (empty) pool account, written in one statement, then analyzed as
 * autovacuum would within a minute of such a load: without statistics PostgreSQL takes the table
 * for a few rows and its plan for the lobby sorts every active tournament (decision 0044).
 */
export async function seedTournaments(sql: Sql, count: number): Promise<void> {
  await sql`
    with ids as (select gen_random_uuid() as id, g from generate_series(1, ${count}) g),
    pools as (
      insert into system_accounts (code) select 'tournament:' || id from ids returning id as account_id, code)
    insert into tournaments (id, name, difficulty, question_count, seconds_per_question, entry_fee, fee_basis_points,
      prize_split, max_participants, status, starts_at, ends_at, pool_account_id, created_at, app_fee)
    select ids.id, 'Bench tournament ' || ids.g, 'medium', 10, 15, 1000000, 500, '{100}', 100,
      case when ids.g % 2 = 0 then 'active' else 'completed' end, now() - interval '31 days', now() + interval '1 day',
      pools.account_id, now() - make_interval(secs => ids.g * 250), case when ids.g % 2 = 0 then null else 0 end
    from ids join pools on pools.code = 'tournament:' || ids.id`;
  await sql`analyze tournaments, system_accounts`;
}
