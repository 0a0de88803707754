import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import type { BotApiConfig } from '../telegram/bot-api.ts';
import { isChannelMember } from './channel-membership.ts';
import { alreadyCompleted, grantTaskReward } from './grant-task-reward.ts';
import { countQualifiedReferrals, listTasks } from './list-tasks.ts';
import { taskChat } from './task-rules.ts';
import { findTask, isLive, periodOf, type TaskRow } from './task-view.ts';
import type { UserView } from '../identity/user-view.ts';

const verificationFailed = (message = 'Verification failed') => new AppError('VERIFICATION_FAILED', message);

/** A task the player can act on now: exists, on, started; ended is a refusal of its own. */
async function liveTask(db: Db, taskId: string, now: Date): Promise<TaskRow> {
  const task = await findTask(db, taskId);
  if (task.end_date && task.end_date <= now) throw new AppError('CONFLICT', 'This task has expired');
  if (!isLive(task, now)) throw new AppError('NOT_FOUND', 'Task not found');
  return task;
}

/**
 * What the server must ask outside the database before a completion, asked before any lock is
 * taken: a telegram_channel task's membership (channel-membership.ts). Nothing is asked for a
 * request its Idempotency-Key will replay (`replaying`) or a task the player already completed this
 * period: those are refused or answered inside the completion's transaction, as is a task that
 * cannot be completed. A player without a Telegram account is "not a member", never a pass.
 */
export async function gatherEvidence(
  db: Db,
  bot: BotApiConfig,
  input: { userId: string; taskId: string; now: Date; replaying: boolean },
): Promise<{ telegramMember: boolean }> {
  const none = { telegramMember: false };
  if (input.replaying) return none;
  const [task] = await db<TaskRow[]>`select * from tasks where id = ${input.taskId} and deleted_at is null`;
  if (!task || !isLive(task, input.now) || task.verification !== 'telegram_channel') return none;
  const chat = taskChat(task.requirements, task.link);
  const period = await periodOf(db, task, input.userId, input.now);
  const [user] = await db<{ telegram_id: string | number | null; completed: boolean }[]>`
    select telegram_id, exists (select 1 from task_completions c
      where c.task_id = ${task.id} and c.user_id = u.id and c.period = ${period}) as completed
    from users u where id = ${input.userId}`;
  if (!chat || !user?.telegram_id || user.completed) return none;
  return {
    telegramMember: await isChannelMember(db, bot, {
      userId: input.userId,
      chat,
      telegramId: Number(user.telegram_id),
    }),
  };
}

/** Records that the player took the task (pressed Go): quiz and link tasks count from this moment. */
export async function startTask(tx: Tx, input: { userId: string; taskId: string; now: Date }) {
  await lockActiveUser(tx, input.userId, input.now);
  const task = await liveTask(tx, input.taskId, input.now);
  const period = await periodOf(tx, task, input.userId, input.now);
  await tx`
    insert into task_starts (task_id, user_id, period, started_at) values (${task.id}, ${input.userId}, ${period}, ${input.now})
    on conflict do nothing`;
  const [view] = await listTasks(tx, { userId: input.userId, type: null, now: input.now, taskId: task.id });
  return view!;
}

async function verify(
  tx: Tx,
  task: TaskRow,
  input: { userId: string; period: string; evidence: { telegramMember: boolean } },
): Promise<Record<string, unknown>> {
  const [start] = await tx<{ started_at: Date }[]>`
    select started_at from task_starts where task_id = ${task.id} and user_id = ${input.userId} and period = ${input.period}`;
  switch (task.verification) {
    case 'quiz': {
      const minScore = task.requirements.minScore ?? 60;
      if (!start) throw verificationFailed(`Minimum score required: ${minScore}%`);
      const [best] = await tx<{ score: number | null; session_id: string | null }[]>`
        select quiz_score_percent(correct_answers, question_count) as score, id as session_id from quiz_sessions
        where user_id = ${input.userId} and status = 'completed' and completed_at > ${start.started_at}
          and (${task.requirements.difficulty ?? null}::text is null or difficulty = ${task.requirements.difficulty ?? null})
        order by 1 desc limit 1`;
      if (!best || best.score === null || best.score < minScore)
        throw verificationFailed(`Minimum score required: ${minScore}%`);
      return { quizSessionId: best.session_id, score: best.score };
    }
    case 'telegram_channel':
      if (!input.evidence.telegramMember) throw verificationFailed();
      return { chat: taskChat(task.requirements, task.link) };
    case 'referrals': {
      const referrals = await countQualifiedReferrals(tx, input.userId);
      if (referrals < (task.requirements.target ?? 1)) throw verificationFailed();
      return { referrals };
    }
    case 'link':
      if (!start) throw verificationFailed();
      return { visitedAt: start.started_at.toISOString() };
    case 'daily_login':
      return {};
    case 'proof':
      throw new AppError('CONFLICT', 'Submit a screenshot proof for this task');
    default:
      throw new AppError('VALIDATION_ERROR', 'Unknown task type');
  }
}

/**
 * Completes a task the server verified itself (never on the client's word): once per player (per
 * local day for daily tasks), within the task's dates and max completions, paying its reward.
 */
export async function completeTask(
  tx: Tx,
  input: { userId: string; taskId: string; now: Date; evidence: { telegramMember: boolean } },
) {
  await lockActiveUser(tx, input.userId, input.now);
  const task = await liveTask(tx, input.taskId, input.now);
  const period = await periodOf(tx, task, input.userId, input.now);
  const [done] = await tx`
    select 1 from task_completions where task_id = ${task.id} and user_id = ${input.userId} and period = ${period}`;
  if (done) throw alreadyCompleted();
  const data = await verify(tx, task, { userId: input.userId, period, evidence: input.evidence });
  const { reward } = await grantTaskReward(tx, { task, userId: input.userId, period, now: input.now, data });
  const [view] = await listTasks(tx, { userId: input.userId, type: null, now: input.now, taskId: task.id });
  return { task: view!, reward };
}
/** POST /api/tasks/:id/complete: the task done, its reward and the player's refreshed User. */
export type TaskCompletion = Awaited<ReturnType<typeof completeTask>> & { user: UserView };

/** Counts a refused verification towards the task's success rate (outside the refused transaction). */
export async function recordFailedVerification(db: Db, taskId: string): Promise<void> {
  await db`update tasks set failed_verifications = failed_verifications + 1 where id = ${taskId}`;
}
