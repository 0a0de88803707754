// Every worker task, run by graphile-worker itself (runOnce) against a test database, under its own
// name: what it changes, and that a second run changes nothing more (tasks run at least once).
// Tasks with a feature of their own are also covered beside that feature (see the names in taskList).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { parseCrontab, runOnce } from 'graphile-worker';
import { notify } from '../domain/notifications/notify.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { playQuiz } from '../testing/quiz-play.ts';
import { useWorkerDatabase } from './database.ts';
import { startWorker } from './run.ts';
import { crontab, taskList } from './tasks.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close());

/** Queues the task and runs the worker until the queue is empty. */
async function run(task: keyof typeof taskList & string, payload: object = {}) {
  await api.sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json)`;
  await runOnce({ connectionString: api.db.url, taskList: { [task]: taskList[task]! } });
}

test('the crontab is one graphile-worker accepts (unique identifiers), naming only tasks of the list', () => {
  const items = parseCrontab(crontab);
  for (const item of items) expect(Object.keys(taskList)).toContain(item.task);
  // The every-minute rollups run one after another (one named queue), not together at the top of the minute.
  const queued = items.filter((item) => item.options.queueName === 'rollups').map((item) => item.identifier);
  expect(queued.sort()).toEqual(
    ['analytics__refresh', 'fraud__score_due', 'leaderboard__fold_bands', 'questions__roll_up_usage'].sort(),
  );
});

test("the job queue keeps its connections: one idle past node-postgres's 10 s is the same backend, not a new cold one", async () => {
  const runner = await startWorker(api.db.url);
  try {
    const backends = () =>
      api.sql<{ pid: number }[]>`
        select pid from pg_stat_activity where datname = current_database() and application_name = 'crypto-quiz-jobs'
        order by pid`;
    let before: { pid: number }[] = [];
    for (let i = 0; i < 50 && before.length === 0; i++) {
      await Bun.sleep(100);
      before = await backends();
    }
    expect(before.length).toBeGreaterThan(0);
    await Bun.sleep(11_000);
    expect(await backends()).toEqual(expect.arrayContaining(before));
  } finally {
    await runner.stop();
  }
}, 30_000);

describe('maintenance__unlock_jobs', () => {
  test('frees the jobs and queues of a worker that died holding them 15 minutes ago, not those of a worker at work', async () => {
    const hold = async (worker: string, minutesAgo: number) => {
      const [job] = await api.sql<{ id: string }[]>`
        select id from graphile_worker.add_job('mail__send', '{}'::json, queue_name => ${worker})`;
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await api.sql`update graphile_worker._private_jobs set locked_by = ${worker}, locked_at = ${at} where id = ${job!.id}`;
      await api.sql`update graphile_worker._private_job_queues set locked_by = ${worker}, locked_at = ${at} where queue_name = ${worker}`;
      return job!.id;
    };
    const dead = await hold('killed-worker', 20);
    const live = await hold('busy-worker', 1);
    await run('maintenance__unlock_jobs');
    const locks = await api.sql<{ id: string; locked_by: string | null; queue_locked_by: string | null }[]>`
      select j.id, j.locked_by, q.locked_by as queue_locked_by from graphile_worker._private_jobs j
      join graphile_worker._private_job_queues q on q.id = j.job_queue_id where j.id in ${api.sql([dead, live])} order by j.id`;
    expect([...locks]).toEqual([
      { id: dead, locked_by: null, queue_locked_by: null },
      { id: live, locked_by: 'busy-worker', queue_locked_by: 'busy-worker' },
    ]);
  });
});

describe('maintenance__prune', () => {
  test('deletes rate-limit windows, refresh tokens and Telegram link codes expired over a day ago, old notifications and Telegram update ids, keeping the rest', async () => {
    const { user } = await api.register();
    await api.sql`insert into rate_limits (key, window_start, hits) values
      ('old', now() - interval '2 days', 1), ('fresh', now(), 1)`;
    await api.sql`with token as (insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values
      (${user.id}, gen_random_uuid(), 'expired', now() - interval '2 days') returning user_id, id)
      insert into refresh_token_hashes (token_hash, user_id, token_id) select 'expired', user_id, id from token`;
    await api.sql`with token as (insert into email_tokens (user_id, purpose, token_hash, expires_at) values
      (${user.id}, 'reset_password', 'expired mail', now() - interval '2 days') returning user_id, id)
      insert into email_token_hashes (token_hash, user_id, token_id) select 'expired mail', user_id, id from token`;
    for (const title of ['Old', 'New'])
      await api.sql.begin((tx) =>
        notify(tx, {
          userId: user.id,
          type: 'level_up',
          title,
          message: `${title} one`,
          wording: { key: 'level_up', values: { level: 2 } },
        }),
      );
    await api.sql`update notifications set created_at = now() - interval '400 days' where user_id = ${user.id} and title = 'Old'`;
    await api.sql`insert into telegram_updates (update_id, received_at) values (1, now() - interval '8 days'), (2, now())`;
    for (const [hash, expiredDaysAgo] of [
      ['expired link', 2],
      ['fresh link', 0],
    ] as const)
      await api.sql`with code as (insert into telegram_link_codes (code_hash, user_id, telegram_username, expires_at)
        values (${hash}, ${user.id}, 'player_one', now() - ${expiredDaysAgo} * interval '1 day') returning code_hash, user_id)
        insert into telegram_link_code_hashes (code_hash, user_id) select code_hash, user_id from code`;
    await run('maintenance__prune');
    // Telegram link codes a day past their expiry go with their lookups; a code that just expired stays.
    for (const table of ['telegram_link_codes', 'telegram_link_code_hashes'])
      expect(
        (await api.sql`select code_hash from ${api.sql(table)} where user_id = ${user.id}`).map((r) => r.code_hash),
      ).toEqual(['fresh link']);
    expect((await api.sql`select update_id::int from telegram_updates`).map((r) => r.update_id)).toEqual([2]);
    expect((await api.sql`select key from rate_limits where key in ('old', 'fresh')`).map((r) => r.key)).toEqual([
      'fresh',
    ]);
    expect(await api.sql`select 1 from refresh_tokens where token_hash = 'expired'`).toHaveLength(0);
    // With their lookups by hash (decision 0080).
    expect(await api.sql`select 1 from refresh_token_hashes where token_hash = 'expired'`).toHaveLength(0);
    expect(await api.sql`select 1 from email_tokens where token_hash = 'expired mail'`).toHaveLength(0);
    expect(await api.sql`select 1 from email_token_hashes where token_hash = 'expired mail'`).toHaveLength(0);
    // The sign-up's own refresh token (and its sign-up mail's token) is still valid and stays.
    expect((await api.sql`select 1 from refresh_tokens where user_id = ${user.id}`).length).toBe(1);
    expect((await api.sql`select 1 from refresh_token_hashes where user_id = ${user.id}`).length).toBe(1);
    expect((await api.sql`select 1 from email_tokens where user_id = ${user.id}`).length).toBe(
      (await api.sql`select 1 from email_token_hashes where user_id = ${user.id}`).length,
    );
    expect((await api.sql`select title from notifications where user_id = ${user.id}`).map((r) => r.title)).toEqual([
      'New',
    ]);
    const [counted] = await api.sql`select unread from notification_unread_counts where user_id = ${user.id}`;
    expect(counted!.unread).toBe(1);
  });
});

describe('daily_bonus__remind', () => {
  test('reminds a player whose streak ends within the reminder hours once per claim', async () => {
    const { user } = await api.register();
    // Claimed 47 hours ago: the streak ends 48 hours after the claim (cooldown 24 h + a day), the reminder is due 2 h before.
    await api.sql`update users set daily_streak = 3, last_bonus_claim_at = now() - interval '47 hours' where id = ${user.id}`;
    const reminders = () =>
      api.sql`select message from notifications where user_id = ${user.id} and type = 'daily_bonus_ready'`;
    await run('daily_bonus__remind');
    expect((await reminders()).map((r) => r.message)).toEqual(['Claim it within 2 hours to keep your 3-day streak.']);
    await run('daily_bonus__remind');
    expect(await reminders()).toHaveLength(1);
  });

  test('leaves a player whose streak is far from ending alone', async () => {
    const { user } = await api.register();
    await api.sql`update users set daily_streak = 2, last_bonus_claim_at = now() - interval '30 hours' where id = ${user.id}`;
    await run('daily_bonus__remind');
    expect(
      await api.sql`select 1 from notifications where user_id = ${user.id} and type = 'daily_bonus_ready'`,
    ).toHaveLength(0);
  });
});

describe('leaderboard__fold_bands', () => {
  test('folds the band changes into the players-per-band totals, once', async () => {
    await api.sql`delete from leaderboard_band_changes`;
    const before = await api.sql<{ players: string }[]>`
      select coalesce(sum(players), 0)::text as players from leaderboard_bands where period = 'test' and band = 3`;
    await api.sql`insert into leaderboard_band_changes (period, band, players) values ('test', 3, 2), ('test', 3, 1), ('test', 3, -1)`;
    await run('leaderboard__fold_bands');
    const after = await api.sql<{ players: string }[]>`
      select players::text from leaderboard_bands where period = 'test' and band = 3`;
    expect(Number(after[0]!.players) - Number(before[0]!.players)).toBe(2);
    expect(await api.sql`select 1 from leaderboard_band_changes`).toHaveLength(0);
    await run('leaderboard__fold_bands');
    expect(
      (await api.sql`select players::text from leaderboard_bands where period = 'test' and band = 3`)[0]!.players,
    ).toBe(after[0]!.players);
  });
});

describe('questions__roll_up_usage', () => {
  test("adds a completed quiz's served and right answers to its questions' figures, once", async () => {
    const player = await api.register();
    const { sessionId } = await playQuiz(api, player.token, { right: (i) => i === 0 });
    // Completed quizzes are rolled up once they settled (ROLLUP_SETTLE_SECONDS ago).
    await api.sql`update quiz_sessions set completed_at = now() - interval '15 minutes' where id = ${sessionId}`;
    const usage = () => api.sql<{ served: number; right: number }[]>`
      select sum(q.times_served)::int as served, sum(q.times_right)::int as right
      from questions q where q.id in (select question_id from quiz_answers where session_id = ${sessionId})`;
    const [before] = await usage();
    await api.sql`update question_usage_rollup set rolled_up_to = now() - interval '1 hour'`;
    await run('questions__roll_up_usage');
    const [after] = await usage();
    const [answers] = await api.sql<
      { n: number }[]
    >`select count(*)::int as n from quiz_answers where session_id = ${sessionId}`;
    expect(after!.served - before!.served).toBe(answers!.n);
    expect(after!.right - before!.right).toBe(1);
    await run('questions__roll_up_usage');
    expect((await usage())[0]).toEqual(after!);
  });
});

test('every task in the worker has tests named after it', async () => {
  const glob = new Bun.Glob('{api,domain,worker}/**/*.test.ts');
  let text = '';
  for await (const file of glob.scan({ cwd: `${import.meta.dir}/..` }))
    text += await Bun.file(`${import.meta.dir}/../${file}`).text();
  const untested = Object.keys(taskList).filter(
    (task) => !new RegExp(`(describe|test)\\(\\s*['"\`]${task}\\b`).test(text),
  );
  expect(untested).toEqual([]);
});
