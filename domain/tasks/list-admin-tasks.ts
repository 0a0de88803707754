import type { Db } from '../../db/connection.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { formatAmount } from '../money.ts';
import { csvCell } from '../csv.ts';
import type { TaskStatus, TaskType } from './task-rules.ts';
import type { TaskFilterStatus } from './task-lists.ts';
import { adminTaskJson, type TaskCounters, type TaskRow } from './task-view.ts';

/** Unique players, proofs and rewards of each task, read through the completion and proof indexes. */
export async function loadTaskCounters(db: Db, taskIds: string[]): Promise<Map<string, TaskCounters>> {
  const out = new Map<string, TaskCounters>(
    taskIds.map((id) => [id, { uniqueUsers: 0, rejectedProofs: 0, pendingProofs: 0, rewardsPaid: 0 }]),
  );
  if (taskIds.length === 0) return out;
  const rows = await db<{ id: string; unique_users: number; rewards: number; rejected: number; pending: number }[]>`
    select t.id,
      (select count(distinct c.user_id) from task_completions c where c.task_id = t.id)::int as unique_users,
      (select coalesce(sum(c.reward), 0) from task_completions c where c.task_id = t.id)::int8 as rewards,
      (select count(*) from task_proofs p where p.task_id = t.id and p.status = 'rejected')::int as rejected,
      (select count(*) from task_proofs p where p.task_id = t.id and p.status = 'pending')::int as pending
    from unnest(${taskIds}::uuid[]) as t(id)`;
  for (const r of rows)
    out.set(r.id, {
      uniqueUsers: r.unique_users,
      rewardsPaid: r.rewards,
      rejectedProofs: r.rejected,
      pendingProofs: r.pending,
    });
  return out;
}

export type AdminTaskFilter = { search: string | null; status: TaskFilterStatus | null; type: TaskType | null };

function where(db: Db, f: AdminTaskFilter, now: Date) {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db`
    where t.deleted_at is null
      and (${f.type}::text is null or t.type = ${f.type})
      and (${f.status}::text is null
        or (${f.status} = 'pending' and exists (select 1 from task_proofs p where p.task_id = t.id and p.status = 'pending'))
        or (case when not t.is_active then 'inactive'
        when t.end_date is not null and t.end_date <= ${now} then 'expired'
        when t.max_completions > 0 and t.completions >= t.max_completions then 'completed'
        else 'active' end) = ${f.status})
      and (${like}::text is null or t.title ilike ${like} or t.description ilike ${like} or t.partner_name ilike ${like})`;
}

/**
 * The back office's task table: a keyset page (newest first) of the filter, with each task's real
 * counters, the filter's total and the screens' cards. Tasks are few (hundreds): the cards are one
 * pass over them.
 */
export async function listAdminTasks(
  db: Db,
  input: AdminTaskFilter & { limit: number; cursor: string | null; now: Date },
) {
  const after = parseCursor(input.cursor);
  const rows = await db<(TaskRow & { cursor_at: string })[]>`
    select t.*, ${db.unsafe(cursorTimeSql('t.created_at'))} as cursor_at from tasks t
    ${where(db, input, input.now)}
      and (${after?.at ?? null}::text::timestamptz is null or (t.created_at, t.id) < (${after?.at ?? null}::text::timestamptz, ${after?.id ?? null}::uuid))
    order by t.created_at desc, t.id desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  const counters = await loadTaskCounters(
    db,
    page.map((r) => r.id),
  );
  const [total] = await db<{ n: number }[]>`select count(*)::int as n from tasks t ${where(db, input, input.now)}`;
  const [cards] = await db<
    {
      total: number;
      active: number;
      inactive: number;
      completed: number;
      expired: number;
      completions: number;
      pending: number;
      rewards: number;
    }[]
  >`
    select count(*)::int as total,
      count(*) filter (where is_active and (end_date is null or end_date > ${input.now})
        and (max_completions = 0 or completions < max_completions))::int as active,
      count(*) filter (where not is_active)::int as inactive,
      count(*) filter (where is_active and (end_date is null or end_date > ${input.now})
        and max_completions > 0 and completions >= max_completions)::int as completed,
      count(*) filter (where is_active and end_date is not null and end_date <= ${input.now})::int as expired,
      coalesce(sum(completions), 0)::int8 as completions,
      (select count(*) from task_proofs where status = 'pending')::int as pending,
      (select coalesce(sum(reward), 0) from task_completions)::int8 as rewards
    from tasks where deleted_at is null`;
  const last = page.at(-1);
  return {
    data: page.map((r) => adminTaskJson(r, counters.get(r.id)!, input.now)),
    nextCursor: rows.length > input.limit && last ? formatCursor(last.cursor_at, last.id) : null,
    total: total!.n,
    counts: {
      total: cards!.total,
      active: cards!.active,
      inactive: cards!.inactive,
      completed: cards!.completed,
      expired: cards!.expired,
      pending: cards!.pending,
      completions: cards!.completions,
      rewardsPaid: formatAmount(cards!.rewards),
    },
  };
}
export type AdminTaskPage = Awaited<ReturnType<typeof listAdminTasks>>;

/** The filter as tasks_export.csv: one line per task with its counters. */
export async function exportTasksCsv(db: Db, filter: AdminTaskFilter, now: Date): Promise<string> {
  const rows = await db<
    TaskRow[]
  >`select t.* from tasks t ${where(db, filter, now)} order by t.created_at desc, t.id desc`;
  const counters = await loadTaskCounters(
    db,
    rows.map((r) => r.id),
  );
  const header = [
    'ID',
    'Title',
    'Type',
    'Verification',
    'Reward',
    'Status',
    'Completions',
    'Max Completions',
    'Unique Users',
    'Success Rate',
    'Partner',
    'Start Date',
    'End Date',
    'Created At',
  ];
  const lines = rows.map((r) => {
    const t = adminTaskJson(r, counters.get(r.id)!, now);
    return [
      t.id,
      t.title,
      t.type,
      t.verification,
      t.reward,
      t.status,
      t.completions,
      t.maxCompletions,
      t.uniqueUsers,
      t.successRate,
      t.partnerName ?? 'Internal',
      t.startDate ?? '',
      t.endDate ?? '',
      t.createdAt,
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
