import { afterAll, beforeAll, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.registerAdmin();
  useWorkerDatabase(api.db.url);
}, 60_000);
afterAll(() => api.close(), 30_000);

const page = async () => (await api.call('GET', '/api/admin/database', { token: admin })).json.data;
/** A job that fails on its first line and has no attempts left. */
async function failedJob(): Promise<string> {
  const job = await quickAddJob(
    { connectionString: api.db.url },
    'analytics__refresh',
    { from: 'not a time' },
    { maxAttempts: 1 },
  );
  // runOnce can return before it takes a job just added, and before the failure (last_error, the
  // lock's release) is written: run it, then wait, until this one has failed and is unlocked.
  for (let i = 0; i < 50; i++) {
    if (i < 5) await runOnce({ connectionString: api.db.url, taskList });
    const [row] = await api.sql<{ failed: boolean }[]>`
      select attempts >= max_attempts and last_error is not null and locked_at is null as failed
      from graphile_worker.jobs where id = ${job.id}`;
    if (row?.failed) break;
    await Bun.sleep(50);
  }
  return String(job.id);
}

test('the operations page shows migrations and function files with checksums, tables, connections and the server', async () => {
  const data = await page();
  expect(data.migrations.map((m: any) => m.name)).toContain('0066_analytics_rollups.sql');
  expect(data.migrations[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  const fn = data.functionFiles.find((f: any) => f.path === 'domain/analytics/refresh-analytics.sql');
  expect(fn.checksum).toMatch(/^[0-9a-f]{64}$/);
  expect(data.tables.map((t: any) => t.name)).toEqual(
    expect.arrayContaining(['users', 'journals', 'analytics_hourly']),
  );
  expect(data.server.version).toContain('PostgreSQL');
  expect(data.connections.reduce((n: number, c: any) => n + c.count, 0)).toBeGreaterThan(0);
});

test('small tables are counted exactly, even before the statistics have seen their rows', async () => {
  await api.register('Counted One');
  await api.register('Counted Two');
  const [row] = await api.sql<{ n: number }[]>`select count(*)::int as n from users`;
  const n = row!.n;
  const users = (await page()).tables.find((t: { name: string }) => t.name === 'users');
  expect(users).toMatchObject({ rows: n, rowsExact: true });
  expect(n).toBeGreaterThanOrEqual(3);
});

test('a failed job shows with its last error; Retry runs it again and is audited', async () => {
  const id = await failedJob();
  const before = await page();
  expect(before.jobs.counts.failed).toBe(1);
  expect(before.jobs.problems[0]).toMatchObject({ id, task: 'analytics__refresh', failed: true });
  expect(before.jobs.problems[0].lastError).toContain('from must be an ISO time');
  const retry = await api.call('POST', `/api/admin/database/jobs/${id}/retry`, { token: admin });
  expect(retry.status).toBe(200);
  const [job] = await api.sql<{ attempts: number }[]>`select attempts from graphile_worker.jobs where id = ${id}`;
  expect(job!.attempts).toBe(0);
  const [entry] = await api.sql<{ target_id: string }[]>`select target_id from audit_log where action = 'job.retry'`;
  expect(entry!.target_id).toBe(id);
  await api.sql`select graphile_worker.complete_jobs(array[${id}::bigint])`;
});

test('Delete needs the job id typed as confirmation, then removes it and is audited', async () => {
  const id = await failedJob();
  const unconfirmed = await api.call('DELETE', `/api/admin/database/jobs/${id}`, { token: admin });
  expect(unconfirmed.status).toBe(400);
  expect(unconfirmed.json.error.message).toBe('Type the job id to confirm the deletion');
  expect(
    (await api.call('DELETE', `/api/admin/database/jobs/${id}?confirm=${Number(id) + 1}`, { token: admin })).status,
  ).toBe(400);
  const deleted = await api.call('DELETE', `/api/admin/database/jobs/${id}?confirm=${id}`, { token: admin });
  expect(deleted.status).toBe(200);
  expect(await api.sql`select 1 from graphile_worker.jobs where id = ${id}`).toHaveLength(0);
  const [entry] = await api.sql<{ before: any }[]>`select before from audit_log where action = 'job.delete'`;
  expect(entry!.before.task).toBe('analytics__refresh');
  expect((await api.call('DELETE', `/api/admin/database/jobs/${id}?confirm=${id}`, { token: admin })).status).toBe(404);
});

test('players cannot reach the operations page', async () => {
  const player = await api.register();
  expect((await api.call('GET', '/api/admin/database', { token: player.token })).status).toBe(403);
});
