import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { transaction } from '../../db/connection.ts';
import { riskOf, type RiskFacts, scoreDuePlayers, scoreUser } from '../../domain/fraud/score-user.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { crontab, taskList } from '../../worker/tasks.ts';
import { untilWaitingForLock } from '../../testing/lock-wait.ts';
import { scannedTables, usedIndexes, withQueryPlans } from '../../testing/query-plans.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: adminToken, body });
const USDT = 1_000_000;
const quiet: RiskFacts = {
  questionsAnswered: 0,
  correctAnswers: 0,
  totalEarned: 0,
  withdrawalsLastHour: 0,
  depositsLastHour: 0,
  linkedByDevice: 0,
  linkedByAddress: 0,
  linkedByWallet: 0,
  openFlags: 0,
};

/** Runs every queued job now, through graphile-worker itself. */
async function runJobs() {
  await api.sql`update graphile_worker._private_jobs set run_at = now() where locked_at is null`;
  await runOnce({ connectionString: api.db.url, taskList });
}

describe('the loss-prevention rules (spec 002 section 9)', () => {
  test('high: win rate over 95 with over 50 questions, or earned over 1000 with under 100 questions', () => {
    expect(riskOf({ ...quiet, questionsAnswered: 51, correctAnswers: 49 }).level).toBe('high');
    // 50 questions is not over 50: the medium rule, not the high one.
    expect(riskOf({ ...quiet, questionsAnswered: 50, correctAnswers: 50 }).level).toBe('medium');
    expect(riskOf({ ...quiet, questionsAnswered: 99, correctAnswers: 10, totalEarned: 1001 * USDT }).level).toBe(
      'high',
    );
    expect(riskOf({ ...quiet, questionsAnswered: 100, correctAnswers: 10, totalEarned: 1001 * USDT }).level).toBe(
      'low',
    );
  });
  test('medium: win rate over 90 with over 20 questions; reasons are named', () => {
    const risk = riskOf({ ...quiet, questionsAnswered: 21, correctAnswers: 20 });
    expect(risk.level).toBe('medium');
    expect(risk.reasons).toEqual(['Win rate 95.2% over 21 questions']);
    expect(riskOf({ ...quiet, questionsAnswered: 20, correctAnswers: 20 }).level).toBe('low');
  });
  test('the win-rate thresholds are the settings the security multiplier reads (security.highWinRate, watchWinRate)', () => {
    const tiers = {
      highWinRate: { winRate: 80, minAnswers: 10, multiplier: 0.5 },
      watchWinRate: { winRate: 70, minAnswers: 5, multiplier: 0.8 },
    };
    expect(riskOf({ ...quiet, questionsAnswered: 11, correctAnswers: 9 }, tiers).level).toBe('high');
    expect(riskOf({ ...quiet, questionsAnswered: 6, correctAnswers: 5 }, tiers).level).toBe('medium');
    expect(riskOf({ ...quiet, questionsAnswered: 6, correctAnswers: 5 }).level).toBe('low');
  });
  test('velocity and linked accounts add to the score, capped at 100', () => {
    expect(riskOf({ ...quiet, withdrawalsLastHour: 3 }).score).toBe(20);
    expect(riskOf({ ...quiet, withdrawalsLastHour: 2 }).score).toBe(0);
    const linked = riskOf({ ...quiet, linkedByDevice: 1, linkedByAddress: 2, linkedByWallet: 1, openFlags: 5 });
    expect(linked.score).toBe(95);
    expect(linked.level).toBe('high');
    expect(riskOf({ ...quiet, questionsAnswered: 60, correctAnswers: 60, linkedByDevice: 3, openFlags: 3 }).score).toBe(
      95,
    );
    expect(
      riskOf({ ...quiet, questionsAnswered: 60, correctAnswers: 60, totalEarned: 2000 * USDT, linkedByDevice: 1 })
        .score,
    ).toBe(100);
  });
});

describe('fraud__score_user', () => {
  test('two accounts signing in from one device are linked and scored; a score at the threshold raises one flag; the sweep is idempotent', async () => {
    await asAdmin('PUT', '/api/admin/settings', { security: { riskFlagThreshold: 20 } });
    const headers = { 'x-device-fingerprint': 'device-abc-123', 'x-test-client': '203.0.113.7' };
    const first = await api.call('POST', '/api/auth/register', {
      headers,
      body: { email: 'first@example.com', password: 'correct horse 1', name: 'First' },
    });
    const second = await api.call('POST', '/api/auth/register', {
      headers,
      body: { email: 'second@example.com', password: 'correct horse 1', name: 'Second' },
    });
    const ids = [first.json.data.user.id, second.json.data.user.id];
    const [stored] = await api.sql`select device_hash, address_hash from sign_in_signals where user_id = ${ids[0]}`;
    expect(stored!.device_hash).not.toContain('device-abc');
    expect(stored!.address_hash).not.toContain('203.0.113.7');

    await runJobs();
    const scores =
      await api.sql`select user_id, score, reasons from risk_scores where user_id in ${api.sql(ids)} order by user_id`;
    expect(scores).toHaveLength(2);
    for (const s of scores) {
      expect(s.reasons).toContain('1 other account signed in from the same device');
      expect(s.score).toBeGreaterThanOrEqual(20);
    }

    for (let i = 0; i < 2; i++) {
      await api.sql`select graphile_worker.add_job('fraud__score_user', ${{ sweep: 'all' } as never}::json)`;
      await runJobs();
    }
    const flags =
      await api.sql`select user_id from security_flags where code = 'RISK_SCORE' and user_id in ${api.sql(ids)}`;
    expect(flags).toHaveLength(2);

    const loss = await asAdmin('GET', '/api/admin/loss-prevention');
    expect(loss.status).toBe(200);
    const suspicious = loss.json.data.suspiciousUsers.filter((u: { userId: string }) => ids.includes(u.userId));
    expect(suspicious).toHaveLength(2);
    expect(suspicious[0].reasons.join(' ')).toContain('same device');
    await asAdmin('PUT', '/api/admin/settings', { security: { riskFlagThreshold: 70 } });
  });

  test("a score reads the player's deposits and withdrawals through their own index, not every stake of theirs", async () => {
    const p = await api.register();
    // A player who staked all day: 3,000 transactions that are neither deposits nor withdrawals.
    await api.sql`
      insert into transactions (user_id, type, amount, status, created_at)
      select ${p.user.id}, 'quiz_stake', 100000, 'completed', now() - g * interval '1 second'
      from generate_series(1, 3000) g`;
    await api.sql`analyze transactions`;
    const { plans } = await withQueryPlans(api.db.url, (sql) => transaction(sql, (tx) => scoreUser(tx, p.user.id)));
    const used = usedIndexes(plans);
    expect(used).toContain('transactions_user_money_idx');
    expect(used).not.toContain('transactions_user_idx');
    expect(scannedTables(plans)).not.toContain('transactions');
  });

  test("a quiz's last answer marks the player's score due with the quiz (one row per player, no job), and the per-minute sweep scores them", async () => {
    const player = await api.register('Scored');
    await api.fund(player.user.id, 10);
    await api.sql`delete from graphile_worker._private_jobs`;
    const due = async () =>
      (await api.sql<{ user_id: string }[]>`select user_id from fraud_rescore_due`).map((r) => r.user_id);
    await playQuiz(api, player.token, { mode: 'challenge', stake: '0.1', right: (i) => i % 2 === 0 });
    expect(await due()).toEqual([player.user.id]);
    const scoreJobs = await api.sql`
      select 1 from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'fraud__score_user'`;
    expect(scoreJobs).toHaveLength(0);
    api.clock.advance(60_000);
    await playQuiz(api, player.token, { right: (i) => i % 2 === 0 });
    expect(await due()).toEqual([player.user.id]);
    expect(crontab).toContain(
      `* * * * * fraud__score_user ?id=fraud__score_due&queue=rollups ${JSON.stringify({ sweep: 'due' })}`,
    );
    await api.sql`select graphile_worker.add_job('fraud__score_user', ${{ sweep: 'due' } as never}::json)`;
    await runJobs();
    expect(await due()).toEqual([]);
    expect(await api.sql`select 1 from risk_scores where user_id = ${player.user.id}`).toHaveLength(1);
  });

  test('the sweep scores the due players together, each from their own facts, and flags each one at the threshold once', async () => {
    await asAdmin('PUT', '/api/admin/settings', { security: { riskFlagThreshold: 20 } });
    const headers = { 'x-device-fingerprint': 'device-batch-7', 'x-test-client': '203.0.113.9' };
    const register = (email: string, extra = {}) =>
      api.call('POST', '/api/auth/register', {
        headers: { ...headers, ...extra },
        body: { email, password: 'correct horse 1', name: 'Batch' },
      });
    const linked = [
      (await register('batch-a@example.com')).json.data.user.id,
      (await register('batch-b@example.com')).json.data.user.id,
    ];
    const alone = (
      await register('batch-c@example.com', {
        'x-device-fingerprint': 'device-batch-8',
        'x-test-client': '198.51.100.4',
      })
    ).json.data.user.id;
    const ids = [...linked, alone];
    // Each player's facts differ: the first of the linked pair also has an open flag of another kind.
    await api.sql`insert into security_flags (user_id, code, reason) values (${linked[0]!}, 'RAPID_ANSWERS', 'Rapid answers')`;
    await api.sql`delete from graphile_worker._private_jobs`;
    await api.sql`delete from risk_scores where user_id in ${api.sql(ids)}`;
    await api.sql`insert into fraud_rescore_due (user_id) select unnest(${ids}::uuid[]) on conflict do nothing`;
    await api.sql`select graphile_worker.add_job('fraud__score_user', ${{ sweep: 'due' } as never}::json)`;
    await runJobs();
    expect(await api.sql`select 1 from fraud_rescore_due where user_id in ${api.sql(ids)}`).toHaveLength(0);
    const scores = new Map(
      (
        await api.sql<{ user_id: string; score: number; reasons: string[] }[]>`
          select user_id, score, reasons from risk_scores where user_id in ${api.sql(ids)}`
      ).map((s) => [s.user_id, s]),
    );
    const reasons = (id: string) => scores.get(id)!.reasons;
    expect(reasons(linked[0]!)).toContain('1 other account signed in from the same device');
    expect(reasons(linked[0]!)).toContain('1 open security flag');
    expect(reasons(linked[1]!)).toContain('1 other account signed in from the same device');
    expect(reasons(linked[1]!)).not.toContain('1 open security flag');
    expect(scores.get(linked[0]!)!.score).toBe(scores.get(linked[1]!)!.score + 10);
    expect(scores.get(alone)).toMatchObject({ score: 0, reasons: [] });
    // Again, once every player's own interval (at most 7.5 minutes) has passed: still one open flag each,
    // none for the clean player.
    await api.sql`update risk_scores set scored_at = scored_at - interval '8 minutes' where user_id in ${api.sql(ids)}`;
    await api.sql`insert into fraud_rescore_due (user_id) select unnest(${ids}::uuid[]) on conflict do nothing`;
    await api.sql`select graphile_worker.add_job('fraud__score_user', ${{ sweep: 'due' } as never}::json)`;
    await runJobs();
    expect(await api.sql`select 1 from fraud_rescore_due where user_id in ${api.sql(ids)}`).toHaveLength(0);
    const flags = await api.sql<{ user_id: string }[]>`
      select user_id from security_flags where code = 'RISK_SCORE' and resolved_at is null and user_id in ${api.sql(ids)}`;
    expect(flags.map((f) => f.user_id).sort()).toEqual([...linked].sort());
    await asAdmin('PUT', '/api/admin/settings', { security: { riskFlagThreshold: 70 } });
  });

  test('a player scored more recently than their own interval (2.5 to 7.5 minutes) stays due: the sweep scores them once it has passed', async () => {
    const player = await api.register('Frequent');
    const [{ ms } = { ms: 0 }] = await api.sql<{ ms: number }[]>`
      select (extract(epoch from fraud_rescore_interval(${player.user.id})) * 1000)::int as ms`;
    expect(ms).toBeGreaterThanOrEqual(150_000);
    expect(ms).toBeLessThan(450_000);
    const now = new Date();
    const scoredAt = async () =>
      (await api.sql<{ scored_at: Date }[]>`select scored_at from risk_scores where user_id = ${player.user.id}`)[0]
        ?.scored_at;
    await api.sql`delete from risk_scores where user_id = ${player.user.id}`;
    await api.sql`delete from fraud_rescore_due`;
    await api.sql`insert into fraud_rescore_due (user_id) values (${player.user.id})`;
    expect(await scoreDuePlayers(api.sql, now)).toBe(1);
    expect((await scoredAt())?.getTime()).toBe(now.getTime());
    // A quiz a minute later marks them due again; the sweeps within their interval of the score leave them.
    await api.sql`insert into fraud_rescore_due (user_id) values (${player.user.id})`;
    const later = (after: number) => new Date(now.getTime() + after);
    expect(await scoreDuePlayers(api.sql, later(60_000))).toBe(0);
    expect(await scoreDuePlayers(api.sql, later(ms - 1))).toBe(0);
    expect(await api.sql`select 1 from fraud_rescore_due where user_id = ${player.user.id}`).toHaveLength(1);
    expect((await scoredAt())?.getTime()).toBe(now.getTime());
    expect(await scoreDuePlayers(api.sql, later(ms))).toBe(1);
    expect(await api.sql`select 1 from fraud_rescore_due where user_id = ${player.user.id}`).toHaveLength(0);
    expect((await scoredAt())?.getTime()).toBe(later(ms).getTime());
  });

  test('players scored in the same sweep are due again in different later sweeps: their intervals spread over five minutes', async () => {
    const minutes = await api.sql<{ minute: number; players: number }[]>`
      select ceil(extract(epoch from fraud_rescore_interval(gen_random_uuid())) / 60)::int as minute, count(*)::int as players
      from generate_series(1, 1000) group by 1 order by 1`;
    expect(minutes.map((m) => m.minute)).toEqual([3, 4, 5, 6, 7, 8]);
    // Whole minutes 4-7 hold a fifth each; 3 and 8 the half minutes at the ends.
    for (const { minute, players } of minutes) expect(players).toBeLessThan(minute === 3 || minute === 8 ? 160 : 260);
  });

  test('a quiz that finishes while the sweep scores its player waits for the score and marks the player due again', async () => {
    const player = await api.register('Busy');
    await api.fund(player.user.id, 10);
    await api.sql`insert into fraud_rescore_due (user_id) values (${player.user.id})`;
    let finished: ReturnType<typeof playQuiz> | undefined;
    await api.sql.begin(async (tx) => {
      // The sweep's transaction has taken the row (scoreDuePlayers) and is still scoring.
      await tx`delete from fraud_rescore_due where user_id = ${player.user.id}`;
      finished = playQuiz(api, player.token, { right: () => true });
      await untilWaitingForLock(api.sql);
    });
    await finished;
    expect(await api.sql`select 1 from fraud_rescore_due where user_id = ${player.user.id}`).toHaveLength(1);
  });

  test('a rescore queued while a worker runs the score keeps that job retryable: killed mid-run, it runs again, nothing fails for good', async () => {
    const player = await api.register('Rescored');
    await api.sql`delete from graphile_worker._private_jobs`;
    const queue = () => api.sql`select fraud_queue_score(${player.user.id})`;
    const jobs = () => api.sql<{ key: string | null; attempts: number; max_attempts: number }[]>`
      select key, attempts, max_attempts from graphile_worker._private_jobs order by id`;
    await queue();
    await queue();
    expect((await jobs()).map((j) => j.key)).toEqual([`fraud__score_user:${player.user.id}`]);
    // A worker takes the job (as graphile-worker's get_job does), then dies before it reports back.
    await api.sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'killed-worker', attempts = attempts + 1`;
    await queue(); // the player finished another quiz meanwhile
    await queue();
    const [running, again, ...more] = await jobs();
    expect(running).toMatchObject({ key: `fraud__score_user:${player.user.id}`, attempts: 1 });
    expect(running!.attempts).toBeLessThan(running!.max_attempts);
    expect(again).toMatchObject({ key: `fraud__score_user:${player.user.id}:again`, attempts: 0 });
    expect(more).toEqual([]);

    // The dead worker's lock is freed (maintenance__unlock_jobs): the job runs again, and so does the rescore.
    await api.sql`select graphile_worker.force_unlock_workers(array['killed-worker'])`;
    // A score that lost a race under load is retried, as graphile-worker would after its backoff.
    for (let round = 0; round < 3 && (await jobs()).length > 0; round++) await runJobs();
    const left = await api.sql`select key, attempts, max_attempts, last_error from graphile_worker._private_jobs`;
    expect([...left]).toEqual([]);
    expect(await api.sql`select 1 from risk_scores where user_id = ${player.user.id}`).toHaveLength(1);
  });
});

describe('security dashboard', () => {
  test('figures are real, rules come from the live settings, a flag can be dismissed (audited) once', async () => {
    const player = await api.register('Flagged');
    await api.sql`insert into security_flags (user_id, code, reason) values (${player.user.id}, 'RAPID_ANSWERS', 'Rapid answers')`;
    await asAdmin('PUT', '/api/admin/settings', { security: { maxDailyQuizzes: 12 } });
    const security = await asAdmin('GET', '/api/admin/security');
    const [users] =
      await api.sql`select count(*)::int as n from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')`; // players
    const [open] = await api.sql`select count(*)::int as n from security_flags where resolved_at is null`;
    expect(security.json.data.stats.totalUsers).toBe(users!.n);
    expect(security.json.data.stats.securityFlags).toBe(open!.n);
    expect(security.json.data.rules.maxDailyQuizzes).toBe(12);
    const flag = security.json.data.recentFlags.find((f: { userId: string }) => f.userId === player.user.id);
    expect(flag.reason).toBe('Rapid answers');

    const dismissed = await asAdmin('PUT', `/api/admin/security/flags/${flag.id}`, { outcome: 'dismissed' });
    expect(dismissed.status).toBe(200);
    expect((await asAdmin('PUT', `/api/admin/security/flags/${flag.id}`, { outcome: 'resolved' })).status).toBe(409);
    const audit = await asAdmin('GET', '/api/admin/audit-log?action=flag.dismiss');
    expect(audit.json.data.map((a: { targetId: string }) => a.targetId)).toEqual([player.user.id]);
    expect(audit.json.filters.actions).toContain('flag.dismiss');
  });
});
