import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../../domain/money.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { starterTasks } from '../../db/seed-data/starter-tasks.ts';

// GET /api/tasks reads only the columns it shows and the player's proofs in one pass (decision 0044).
// This compares its JSON, on varied data, with what the earlier version returned: that version's
// query and mapping are kept below as the reference.
setDefaultTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Row = {
  id: string;
  type: string;
  title: string;
  description: string;
  reward: number;
  link: string | null;
  action: string;
  partner_name: string | null;
  verification: string;
  requirements: { target?: number };
  translations: Record<string, Record<string, string>>;
  end_date: Date | null;
  completed: boolean;
  proof_status: string | null;
  rejection_reason: string | null;
  started_at: Date | null;
};

/** The list as domain/tasks/list-tasks.ts built it before decision 0044. */
async function referenceList(db: Db, userId: string, type: string | null, now: Date) {
  const rows = await db<Row[]>`
    with me as (
      select (${now}::timestamptz at time zone timezone)::date::text as today from users where id = ${userId}
    )
    select t.*, c.task_id is not null as completed, p.status as proof_status, p.rejection_reason, s.started_at
    from me cross join tasks t
    left join task_completions c on c.task_id = t.id and c.user_id = ${userId}
      and c.period = case when t.type = 'daily' then me.today else '' end
    left join task_starts s on s.task_id = t.id and s.user_id = ${userId}
      and s.period = case when t.type = 'daily' then me.today else '' end
    left join lateral (
      select p.status, p.rejection_reason from task_proofs p
      where p.user_id = ${userId} and p.task_id = t.id and p.period = case when t.type = 'daily' then me.today else '' end
      order by p.submitted_at desc limit 1
    ) p on true
    where t.deleted_at is null and t.is_active
      and (${type}::text is null or t.type = ${type})
      and (t.start_date is null or t.start_date <= ${now})
      and (t.end_date is null or t.end_date > ${now})
      and (t.max_completions = 0 or t.completions < t.max_completions or c.task_id is not null)
    order by t.created_at desc, t.id desc
    limit 500`;
  const [count] = await db<{ n: number }[]>`
    select count(*)::int as n from referrals where referrer_id = ${userId} and status = 'completed'`;
  const referrals = count!.n;
  return rows.map((t) => {
    const status = t.completed
      ? 'completed'
      : t.proof_status === 'pending'
        ? 'pending'
        : t.proof_status === 'rejected'
          ? 'rejected'
          : 'available';
    const target = t.verification === 'referrals' ? (t.requirements.target ?? 1) : 1;
    const progress = t.completed ? target : t.verification === 'referrals' ? Math.min(referrals, target) : 0;
    return {
      id: t.id,
      type: t.type,
      title: t.title,
      description: t.description,
      reward: formatAmount(t.reward),
      link: t.link,
      action: t.action,
      partnerName: t.partner_name,
      requiresProof: t.verification === 'proof',
      verification: t.verification,
      requirements: t.requirements,
      // Added with the per-language wordings (decision 0069), after the keys shared by every player.
      translations: t.translations,
      status,
      progress,
      target,
      started: t.started_at !== null,
      ...(status === 'rejected' ? { rejectionReason: t.rejection_reason ?? '' } : {}),
      ...(t.end_date ? { expiresAt: t.end_date.toISOString() } : {}),
    };
  });
}

async function addTask(fields: Record<string, unknown>): Promise<string> {
  const row = { type: 'marketing', title: 'Task', reward: 100_000, verification: 'link', requirements: {}, ...fields };
  const [task] = await api.sql<{ id: string }[]>`insert into tasks ${api.sql(row)} returning id`;
  return task!.id;
}

test('GET /api/tasks returns what the TypeScript list returned, task by task', async () => {
  const player = await api.register('Lister');
  const friends = [await api.register('Friend'), await api.register('Friend')];
  const userId = player.user.id as string;
  const now = api.clock.now();
  const [{ today }] = (await api.sql<{ today: string }[]>`
    select (${now}::timestamptz at time zone timezone)::date::text as today from users where id = ${userId}`) as unknown as [
    { today: string },
  ];
  for (const friend of friends)
    await api.sql`insert into referrals (referrer_id, user_id, code, status)
      values (${userId}, ${friend.user.id}, 'CODE', 'completed')`;

  const later = (ms: number) => new Date(now.getTime() + ms);
  const ids = {
    plain: await addTask({ reward: 0, link: null }),
    odd: await addTask({ reward: 1_234_567, link: 'https://example.com/a', partner_name: 'Partner', type: 'partner' }),
    tiny: await addTask({
      reward: 1,
      description: 'quotes " and \\ and ünïcode',
      action: 'watch',
      translations: api.sql.json({ de: { title: 'Aufgabe "ü"' } } as never),
    }),
    expires: await addTask({ end_date: later(86_400_000), reward: 5_000_000 }),
    // A timestamp with microseconds: the API shows milliseconds.
    expiresMicro: await addTask({ end_date: later(3_600_000) }),
    notStarted: await addTask({ start_date: later(3_600_000) }),
    ended: await addTask({ end_date: later(-1), start_date: later(-7_200_000) }),
    inactive: await addTask({ is_active: false }),
    deleted: await addTask({ deleted_at: now }),
    full: await addTask({ max_completions: 1, completions: 1 }),
    fullMine: await addTask({ max_completions: 1, completions: 1 }),
    referral3: await addTask({ type: 'referral', verification: 'referrals', requirements: { target: 3 } }),
    referral1: await addTask({ type: 'referral', verification: 'referrals', requirements: { target: 1 } }),
    referralNoTarget: await addTask({ type: 'referral', verification: 'referrals' }),
    referralDone: await addTask({ type: 'referral', verification: 'referrals', requirements: { target: 5 } }),
    quiz: await addTask({ verification: 'quiz', requirements: { minScore: 7, difficulty: 'easy' } }),
    dailyDone: await addTask({ type: 'daily', verification: 'daily_login' }),
    dailyYesterday: await addTask({ type: 'daily', verification: 'daily_login' }),
    started: await addTask({ verification: 'link' }),
    pending: await addTask({ verification: 'proof' }),
    rejected: await addTask({ verification: 'proof' }),
    rejectedNoReason: await addTask({ verification: 'proof' }),
    rejectedThenPending: await addTask({ verification: 'proof' }),
  };
  await api.sql`update tasks set end_date = end_date + interval '777 microseconds' where id = ${ids.expiresMicro}`;
  const completion = (taskId: string, period = '') =>
    api.sql`insert into task_completions (task_id, user_id, period, reward) values (${taskId}, ${userId}, ${period}, 0)`;
  await completion(ids.fullMine);
  await completion(ids.referralDone);
  await completion(ids.dailyDone, today);
  await completion(ids.dailyYesterday, '2000-01-01');
  await api.sql`insert into task_starts (task_id, user_id, period) values (${ids.started}, ${userId}, '')`;
  const proof = (taskId: string, status: string, reason: string | null, at: Date) =>
    api.sql`insert into task_proofs (task_id, task_type, user_id, period, username, task_url, content_type, screenshot,
      status, rejection_reason, submitted_at)
      values (${taskId}, 'marketing', ${userId}, '', '@me', 'https://x.com/1', 'image/png', '\\x00', ${status}, ${reason}, ${at})`;
  await proof(ids.pending, 'pending', null, now);
  await proof(ids.rejected, 'rejected', 'Blurry', now);
  await proof(ids.rejectedNoReason, 'rejected', null, now);
  await proof(ids.rejectedThenPending, 'rejected', 'Wrong link', later(-60_000));
  await proof(ids.rejectedThenPending, 'pending', null, now);

  for (const type of [null, 'daily', 'marketing', 'partner', 'referral']) {
    const res = await api.call('GET', `/api/tasks${type ? `?type=${type}` : ''}`, { token: player.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toStartWith('application/json');
    // The same values, and the same text: keys in the same order.
    expect(res.text).toBe(JSON.stringify({ data: await referenceList(api.sql, userId, type, now) }));
  }
  const shown = (await api.call('GET', '/api/tasks', { token: player.token })).json.data as { id: string }[];
  // not the unstarted, ended, inactive, deleted or full tasks (and the install's starter tasks besides)
  expect(shown.length).toBe(18 + starterTasks.length);
  const byId = new Map(shown.map((t) => [t.id, t]));
  expect(byId.get(ids.rejected)).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry' });
  expect(byId.get(ids.rejectedNoReason)).toMatchObject({ status: 'rejected', rejectionReason: '' });
  expect(byId.get(ids.rejectedThenPending)).toMatchObject({ status: 'pending' });
  expect(byId.get(ids.referral3)).toMatchObject({ progress: 2, target: 3 });
  expect(byId.get(ids.referralDone)).toMatchObject({ status: 'completed', progress: 5, target: 5 });
  expect(byId.get(ids.dailyYesterday)).toMatchObject({ status: 'available' });
  expect(byId.get(ids.started)).toMatchObject({ started: true, reward: '0.1' });
  expect(byId.get(ids.odd)).toMatchObject({ reward: '1.234567', partnerName: 'Partner' });
  // Someone else sees the full task as gone and none of this player's state.
  const other = await api.register('Other');
  const theirs = (await api.call('GET', '/api/tasks', { token: other.token })).json.data;
  expect(theirs).toEqual(await referenceList(api.sql, other.user.id, null, now));
  expect(theirs.some((t: { id: string }) => t.id === ids.fullMine)).toBe(false);
});

test('the kept catalog follows every change to a task, whoever made it', async () => {
  const player = await api.register('Watcher');
  const other = await api.register('Rival');
  const userId = player.user.id as string;
  const list = async () => {
    const res = await api.call('GET', '/api/tasks', { token: player.token });
    expect(res.json.data).toEqual(await referenceList(api.sql, userId, null, api.clock.now()));
    return res.json.data as { id: string; title: string }[];
  };
  const limited = await addTask({ max_completions: 1, title: 'One winner' });
  expect((await list()).some((t) => t.id === limited)).toBe(true);
  // Written beside this app's pool, as another API process would.
  await api.sql`update tasks set title = 'Renamed' where id = ${limited}`;
  expect((await list()).find((t) => t.id === limited)?.title).toBe('Renamed');
  await api.sql.begin(async (tx) => {
    await tx`insert into task_completions (task_id, user_id, period, reward) values (${limited}, ${other.user.id}, '', 0)`;
    await tx`update tasks set completions = completions + 1 where id = ${limited}`;
  });
  expect((await list()).some((t) => t.id === limited)).toBe(false);
  const added = await addTask({ title: 'New' });
  expect((await list())[0]?.id).toBe(added);
  await api.sql`update tasks set is_active = false where id = ${added}`;
  expect((await list()).some((t) => t.id === added)).toBe(false);
  // A change rolled back is never shown.
  await api.sql
    .begin(async (tx) => {
      await tx`update tasks set title = 'Never' where id = ${limited}`;
      throw new Error('roll back');
    })
    .catch(() => {});
  expect((await list()).some((t) => t.title === 'Never')).toBe(false);
});
