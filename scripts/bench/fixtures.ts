import { createApp } from '../../api/app.ts';
import type { Env } from '../../api/env.ts';
import type { Sql } from '../../db/connection.ts';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import { MICRO_PER_USDT } from '../../domain/money.ts';

export type BenchUser = { id: string; token: string };

/**
 * Registers players through the real register endpoint, in-process (argon2 runs here, not in the
 * server under test). Each request gets its own client IP so the per-IP sign-up limit is not hit.
 */
export async function registerUsers(sql: Sql, env: Env, count: number, parallel = 4): Promise<BenchUser[]> {
  const { handle } = createApp({ sql, env, clientIp: (request) => request.headers.get('x-bench-client') ?? 'bench' });
  const users: BenchUser[] = [];
  let next = 0;
  const register = async () => {
    while (next < count) {
      const n = next++;
      const response = await handle(
        new Request('http://localhost/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bench-client': `bench-${n}` },
          body: JSON.stringify({ email: `bench${n}@example.com`, password: 'correct horse battery', name: `Bench ${n}` }),
        }),
      );
      const body = (await response.json()) as { data?: { accessToken: string; user: { id: string } } };
      if (response.status !== 201 || !body.data) throw new Error(`register failed: ${response.status} ${JSON.stringify(body)}`);
      users.push({ id: body.data.user.id, token: body.data.accessToken });
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
