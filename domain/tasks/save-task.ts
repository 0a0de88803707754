import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { notify } from '../notifications/notify.ts';
import { readSettings } from '../settings/read-settings.ts';
import { loadTaskCounters } from './list-admin-tasks.ts';
import { checkTask, type TaskFields, type TaskInput } from './task-rules.ts';
import { adminTaskJson, fieldsOf, findTask, type TaskRow } from './task-view.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue, namedValue } from '../notifications/wording-values.ts';

/**
 * A marketing or partner task switched on is announced to every player (spec 002 section 4): one
 * broadcast notification, not a row per player.
 */
async function announce(tx: Tx, task: TaskRow) {
  if (task.type !== 'marketing' && task.type !== 'partner') return;
  await notify(tx, {
    broadcast: true,
    type: 'task_activated',
    title: 'New Task Available!',
    message: `Task "${task.title}" is now active. Complete it to earn ${(await noticeAmounts(tx))(task.reward)}!`,
    wording: {
      key: 'task_activated',
      values: { task: namedValue(task.title, task.translations, 'title'), amount: amountValue(task.reward) },
    },
    data: { taskId: task.id },
  });
}

async function withCounters(tx: Tx, row: TaskRow, now: Date) {
  const counters = await loadTaskCounters(tx, [row.id]);
  return adminTaskJson(row, counters.get(row.id)!, now);
}

/** Creates a task (checked by the task rules); audited. */
export async function createTask(tx: Tx, input: { adminId: string; task: TaskInput; now: Date }) {
  const f: TaskFields = checkTask(input.task, null, await readSettings(tx));
  const [row] = await tx<TaskRow[]>`
    insert into tasks (type, title, description, translations, reward, action, link, partner_name, verification, requirements,
      max_completions, start_date, end_date, is_active, activated_at, created_by)
    values (${f.type}, ${f.title}, ${f.description}, ${tx.json(f.translations as never)}, ${f.reward}, ${f.action}, ${f.link}, ${f.partnerName}, ${f.verification},
      ${tx.json(f.requirements as never)}, ${f.maxCompletions}, ${f.startDate}, ${f.endDate}, ${f.isActive},
      ${f.isActive ? input.now : null}, ${input.adminId})
    returning *`;
  if (f.isActive) await announce(tx, row!);
  const task = await withCounters(tx, row!, input.now);
  await writeAudit(tx, {
    actorId: input.adminId,
    action: 'task.create',
    targetType: 'task',
    targetId: row!.id,
    after: task,
  });
  return task;
}

/**
 * Changes a task: the fields sent are merged over the stored ones and the whole task is checked
 * again. Activating records when (the "New Task Available!" moment). Max completions may not go
 * below the completions already made.
 */
export async function updateTask(tx: Tx, input: { adminId: string; taskId: string; task: TaskInput; now: Date }) {
  await findTask(tx, input.taskId);
  const [before] = await tx<TaskRow[]>`select * from tasks where id = ${input.taskId} for update`;
  const f = checkTask(input.task, fieldsOf(before!), await readSettings(tx));
  if (f.maxCompletions > 0 && f.maxCompletions < before!.completions)
    throw new AppError(
      'VALIDATION_ERROR',
      `Max completions cannot be below the ${before!.completions} completions already made`,
    );
  const activated = f.isActive && !before!.is_active;
  const [row] = await tx<TaskRow[]>`
    update tasks set type = ${f.type}, title = ${f.title}, description = ${f.description},
      translations = ${tx.json(f.translations as never)}, reward = ${f.reward},
      action = ${f.action}, link = ${f.link}, partner_name = ${f.partnerName}, verification = ${f.verification},
      requirements = ${tx.json(f.requirements as never)}, max_completions = ${f.maxCompletions},
      start_date = ${f.startDate}, end_date = ${f.endDate}, is_active = ${f.isActive},
      activated_at = ${activated ? input.now : before!.activated_at}, updated_at = ${input.now}
    where id = ${input.taskId} returning *`;
  if (activated) await announce(tx, row!);
  const task = await withCounters(tx, row!, input.now);
  await writeAudit(tx, {
    actorId: input.adminId,
    action: activated ? 'task.activate' : f.isActive === before!.is_active ? 'task.update' : 'task.deactivate',
    targetType: 'task',
    targetId: input.taskId,
    before: adminTaskJson(before!, { uniqueUsers: 0, rejectedProofs: 0, pendingProofs: 0, rewardsPaid: 0 }, input.now),
    after: task,
  });
  return task;
}

/** Deletes a task for players and the lists; its completions, proofs and payments stay (money records). */
export async function deleteTask(tx: Tx, input: { adminId: string; taskId: string; now: Date }) {
  await findTask(tx, input.taskId);
  await tx`update tasks set deleted_at = ${input.now}, is_active = false, updated_at = ${input.now} where id = ${input.taskId}`;
  await writeAudit(tx, { actorId: input.adminId, action: 'task.delete', targetType: 'task', targetId: input.taskId });
}
