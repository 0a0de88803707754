import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { taskStatus, type TaskFields, type TaskRequirements, type TaskTranslations } from './task-rules.ts';

export type TaskRow = {
  id: string;
  type: TaskFields['type'];
  title: string;
  description: string;
  translations: TaskTranslations;
  reward: number;
  action: TaskFields['action'];
  link: string | null;
  partner_name: string | null;
  verification: TaskFields['verification'];
  requirements: TaskRequirements;
  max_completions: number;
  completions: number;
  failed_verifications: number;
  start_date: Date | null;
  end_date: Date | null;
  is_active: boolean;
  activated_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
};

export const fieldsOf = (t: TaskRow): TaskFields => ({
  title: t.title,
  description: t.description,
  translations: t.translations,
  type: t.type,
  reward: t.reward,
  action: t.action,
  link: t.link,
  partnerName: t.partner_name,
  verification: t.verification,
  requirements: t.requirements,
  maxCompletions: t.max_completions,
  startDate: t.start_date,
  endDate: t.end_date,
  isActive: t.is_active,
});

/** A task that exists and is not deleted (404 "Task not found" otherwise). */
export async function findTask(db: Db, taskId: string): Promise<TaskRow> {
  const [task] = await db<TaskRow[]>`select * from tasks where id = ${taskId} and deleted_at is null`;
  if (!task) throw new AppError('NOT_FOUND', 'Task not found');
  return task;
}

/** Whether players can take the task at `now`: on, started, not ended. */
export const isLive = (t: TaskRow, now: Date) =>
  t.is_active && !t.deleted_at && (!t.start_date || t.start_date <= now) && (!t.end_date || t.end_date > now);

/** The period a completion counts for: the player's local date for daily tasks (reset at their midnight), '' otherwise. */
export async function periodOf(db: Db, task: Pick<TaskRow, 'type'>, userId: string, now: Date): Promise<string> {
  if (task.type !== 'daily') return '';
  const [row] = await db<{ today: string }[]>`
    select (${now}::timestamptz at time zone timezone)::date::text as today from users where id = ${userId}`;
  if (!row) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return row.today;
}

export type TaskCounters = { uniqueUsers: number; rejectedProofs: number; pendingProofs: number; rewardsPaid: number };

/** Successes over every decided attempt (completions, failed verifications, rejected proofs), in percent. */
export function successRate(t: TaskRow, c: TaskCounters): number {
  const attempts = t.completions + t.failed_verifications + c.rejectedProofs;
  return attempts === 0 ? 0 : Math.round((t.completions * 1000) / attempts) / 10;
}

/** The task as the back office shows it (spec 002 "Marketing task", with real counters). */
export function adminTaskJson(t: TaskRow, c: TaskCounters, now: Date) {
  return {
    id: t.id,
    type: t.type,
    title: t.title,
    description: t.description,
    translations: t.translations,
    reward: formatAmount(t.reward),
    action: t.action,
    link: t.link,
    partnerName: t.partner_name,
    verification: t.verification,
    requiresProof: t.verification === 'proof',
    requirements: t.requirements,
    maxCompletions: t.max_completions,
    completions: t.completions,
    uniqueUsers: c.uniqueUsers,
    successRate: successRate(t, c),
    pendingProofs: c.pendingProofs,
    rewardsPaid: formatAmount(c.rewardsPaid),
    startDate: t.start_date?.toISOString() ?? null,
    endDate: t.end_date?.toISOString() ?? null,
    expiryDate: t.end_date?.toISOString() ?? null,
    isActive: t.is_active,
    status: taskStatus(
      { isActive: t.is_active, endDate: t.end_date, maxCompletions: t.max_completions, completions: t.completions },
      now,
    ),
    createdAt: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
  };
}

export type AdminTask = ReturnType<typeof adminTaskJson>;
