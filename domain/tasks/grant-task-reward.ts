import type { Tx } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { recordActivity } from '../activities/list-activities.ts';
import { AppError } from '../errors.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import { namedValue } from '../notifications/wording-values.ts';
import type { TaskRow } from './task-view.ts';

export const alreadyCompleted = () => new AppError('CONFLICT', 'Task already completed');

/**
 * Records one completion of a verified task and pays its reward, under the player's row lock taken by
 * the caller. The task's row is the gate of its max completions: the conditional increment queues
 * concurrent completions on that row, so exactly `max_completions` of them pass. The reward is a
 * `task_reward` journal from the bonus budget: promotional credit (bonus balance until the player's
 * first approved deposit).
 */
export async function grantTaskReward(
  tx: Tx,
  input: { task: TaskRow; userId: string; period: string; now: Date; proofId?: string; data?: Record<string, unknown> },
) {
  const { task } = input;
  const [slot] = await tx`
    update tasks set completions = completions + 1
    where id = ${task.id} and (max_completions = 0 or completions < max_completions) returning completions`;
  if (!slot) throw new AppError('CONFLICT', 'This task has reached its maximum completions');
  const inserted = await tx`
    insert into task_completions (task_id, user_id, period, reward, proof_id, data, completed_at)
    values (${task.id}, ${input.userId}, ${input.period}, ${task.reward}, ${input.proofId ?? null},
      ${tx.json((input.data ?? {}) as never)}, ${input.now})
    on conflict do nothing returning task_id`;
  if (inserted.length === 0) throw alreadyCompleted();
  if (task.reward > 0) {
    const { journalId } = await payUser(tx, {
      userId: input.userId,
      type: 'task_reward',
      amount: task.reward,
      into: 'bonus',
      from: 'bonus_budget',
      description: `Task reward: ${task.title}`,
      details: { taskId: task.id, ...(input.proofId ? { proofId: input.proofId } : {}) },
    });
    await tx`update task_completions set journal_id = ${journalId}
      where task_id = ${task.id} and user_id = ${input.userId} and period = ${input.period}`;
  }
  await tx`update users set tasks_completed = tasks_completed + 1 where id = ${input.userId}`;
  // "tasks_completed" achievements unlock with the completion that reaches them, and nothing else is checked then.
  await unlockAchievements(tx, input.userId, undefined, ['tasks_completed']);
  await recordActivity(tx, {
    userId: input.userId,
    type: 'task_completed',
    title: 'Task completed',
    description: task.title,
    wording: { key: 'task_completed', values: { task: namedValue(task.title, task.translations, 'title') } },
    reward: task.reward > 0 ? task.reward : null,
    at: input.now,
  });
  return { reward: formatAmount(task.reward) };
}
