import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { notify } from './notify.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());

test('notify writes a player row, queues Telegram delivery only for players the bot may message', async () => {
  const web = await api.register('Web');
  const [tg] = await api.sql<{ id: string }[]>`
    update users set telegram_id = 777001, telegram_can_message = true where id = ${(await api.register('Tg')).user.id} returning id`;
  const a = await api.sql.begin((tx) =>
    notify(tx, {
      userId: web.user.id,
      type: 'deposit_approved',
      title: 'Deposit approved',
      message: 'Your deposit of 10 USDT was approved',
      wording: { key: 'level_up', values: { level: 2 } },
    }),
  );
  const b = await api.sql.begin((tx) =>
    notify(tx, {
      userId: tg!.id,
      type: 'referral_reward',
      title: 'Referral reward',
      message: 'You earned 10 USDT',
      wording: { key: 'level_up', values: { level: 2 } },
      data: { amount: '10' },
    }),
  );
  const rows = await api.sql`select id, user_id, type, data from notifications order by id`;
  expect(rows.map((r) => r.id)).toEqual([a.id, b.id]);
  expect(rows[1]!.data).toEqual({ amount: '10' });
  const jobs = await queuedJobs(api.sql, 'notifications__deliver_telegram');
  expect(jobs.map((j) => [j.task, j.payload])).toEqual([
    ['notifications__deliver_telegram', { notificationId: b.id, userId: tg!.id }],
  ]);
});

test('a broadcast is one row of its own table, with no owner', async () => {
  const { id } = await api.sql.begin((tx) =>
    notify(tx, {
      broadcast: true,
      type: 'task_activated',
      title: 'New Task Available!',
      message: 'Task "Follow" is now active.',
      wording: { key: 'level_up', values: { level: 2 } },
    }),
  );
  expect(await api.sql`select id from broadcasts where id = ${id}`).toHaveLength(1);
  expect(await api.sql`select id from notifications where id = ${id}`).toHaveLength(0);
  // One sequence numbers both tables, so a notification id in the API names one row.
  const [last] = await api.sql`select max(id)::int8 as id from notifications`;
  expect(id).toBeGreaterThan(Number(last!.id));
});
