import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ensureAdmin } from '../../domain/identity/ensure-admin.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { prepareDatabase } from '../server.ts';

// The operator's ADMIN_EMAIL/ADMIN_PASSWORD win over whoever registered that address first
// (issue 25, finding 3; contract "First run and operator accounts").
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());

const operatorPassword = 'the operator password 1';
const squatterPassword = 'squatter horse 1';
const login = (email: string, password: string) => api.call('POST', '/api/auth/login', { body: { email, password } });

/**
 * A player who registered the operator's address first, with a session of their own and a balance
 * (no welcome bonus: they cannot open the verification link mailed to the operator's address).
 */
async function squat(email: string) {
  const res = await api.call('POST', '/api/auth/register', {
    body: { email, password: squatterPassword, name: 'Squatter' },
  });
  expect(res.status).toBe(201);
  await api.fund(res.json.data.user.id, 3);
  return {
    id: res.json.data.user.id as string,
    token: res.json.data.accessToken as string,
    refreshToken: res.json.data.refreshToken as string,
  };
}

/** The operator's password opens the back office; the squatter's password and sessions open nothing. */
async function expectOperatorWins(email: string, squatter: Awaited<ReturnType<typeof squat>>) {
  const operator = await login(email, operatorPassword);
  expect(operator.status).toBe(200);
  const backOffice = await api.call('GET', '/api/admin/dashboard', { token: operator.json.data.accessToken });
  expect(backOffice.status).toBe(200);
  const refused = await login(email, squatterPassword);
  expect(refused.status).toBe(401);
  expect(refused.json.error.code).toBe('INVALID_CREDENTIALS');
  const refresh = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: squatter.refreshToken } });
  expect(refresh.status).toBe(401);
  expect((await api.call('GET', '/api/admin/dashboard', { token: squatter.token })).status).toBe(401);
  const audit = await api.sql<{ actor_id: string | null; before: any; after: any }[]>`
    select actor_id, before, after from audit_log where action = 'admin.take_over' and target_id = ${squatter.id}`;
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    actor_id: null,
    before: { email, wasAdmin: false, playableBalance: '3', bonusBalance: '0' },
    after: { passwordSet: true, sessionsRevoked: 1 },
  });
  return operator.json.data.refreshToken as string;
}

describe('the operator account from the environment', () => {
  test("the operator's ADMIN_EMAIL wins over the player who registered it first (start-up)", async () => {
    const email = 'ops@example.com';
    const squatter = await squat(email);
    const env = { ...api.env, ADMIN_EMAIL: email, ADMIN_PASSWORD: operatorPassword };
    await prepareDatabase(api.sql, env);
    const operatorRefresh = await expectOperatorWins(email, squatter);
    // The next start changes nothing: the operator stays signed in and nothing more is audited.
    await prepareDatabase(api.sql, env);
    expect((await api.call('POST', '/api/auth/refresh', { body: { refreshToken: operatorRefresh } })).status).toBe(200);
    const [entries] = await api.sql`select count(*)::int as n from audit_log where target_id = ${squatter.id}`;
    expect(entries!.n).toBe(1);
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });

  test("create-admin's use case also makes the operator's password win over a squatter's", async () => {
    const email = 'owner@example.com';
    const squatter = await squat(email);
    const result = await api.sql.begin((tx) =>
      ensureAdmin(tx, { email: 'Owner@Example.com ', password: operatorPassword }),
    );
    expect(result).toEqual({ userId: squatter.id, outcome: 'taken_over' });
    await expectOperatorWins(email, squatter);
  });

  test('a new admin account is not a player: no welcome bonus, and its creation is audited', async () => {
    const { userId, outcome } = await api.sql.begin((tx) =>
      ensureAdmin(tx, { email: 'fresh-admin@example.com', password: operatorPassword }),
    );
    expect(outcome).toBe('created');
    const journals = await api.sql`select type from transactions where user_id = ${userId}`;
    expect(journals).toHaveLength(0);
    const [bonus] = await api.sql`select balance::int from accounts where user_id = ${userId} and kind = 'bonus'`;
    expect(bonus!.balance).toBe(0);
    const [entry] = await api.sql`select action from audit_log where target_id = ${userId}`;
    expect(entry!.action).toBe('admin.create');
    const operator = await login('fresh-admin@example.com', operatorPassword);
    expect((await api.call('GET', '/api/admin/dashboard', { token: operator.json.data.accessToken })).status).toBe(200);
  });
});
