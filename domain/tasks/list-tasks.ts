import type { Db } from '../../db/connection.ts';
import { isoTextSql } from '../cursor.ts';
import { formatAmount } from '../money.ts';
import type { TaskType } from './task-rules.ts';
import type { TaskRow } from './task-view.ts';

export type PlayerTaskStatus = 'available' | 'pending' | 'completed' | 'rejected';

/** The columns the player's list shows, with the player's state (domain/tasks/list-tasks.ts listTasks). */
type PlayerTaskRow = Pick<
  TaskRow,
  | 'id'
  | 'type'
  | 'title'
  | 'description'
  | 'reward'
  | 'link'
  | 'action'
  | 'partner_name'
  | 'verification'
  | 'requirements'
> & {
  /** end_date as the contract's ISO-8601 UTC text (milliseconds), or null. */
  expires_at: string | null;
  completed: boolean;
  proof_status: 'pending' | 'approved' | 'rejected' | null;
  rejection_reason: string | null;
  started: boolean;
  referrals: number;
};

/**
 * Qualified referrals: players this one referred whose referral completed (they did the qualifying
 * action of the referral settings and both sides were paid; domain/referrals).
 */
export async function countQualifiedReferrals(db: Db, userId: string): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from referrals where referrer_id = ${userId} and status = 'completed'`;
  return row!.n;
}

function playerTaskJson(t: PlayerTaskRow) {
  const status: PlayerTaskStatus = t.completed
    ? 'completed'
    : t.proof_status === 'pending'
      ? 'pending'
      : t.proof_status === 'rejected'
        ? 'rejected'
        : 'available';
  const target = t.verification === 'referrals' ? (t.requirements.target ?? 1) : 1;
  const progress = t.completed ? target : t.verification === 'referrals' ? Math.min(t.referrals, target) : 0;
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
    status,
    progress,
    target,
    started: t.started,
    ...(status === 'rejected' ? { rejectionReason: t.rejection_reason ?? '' } : {}),
    ...(t.expires_at ? { expiresAt: t.expires_at } : {}),
  };
}

export type PlayerTask = ReturnType<typeof playerTaskJson>;

/**
 * The player's live tasks (of one type, or all), newest first, each with the player's own state in
 * the current period (daily tasks: today in the player's time zone). A task that reached its max
 * completions disappears, except for the players who completed it.
 */
export async function listTasks(db: Db, input: { userId: string; type: TaskType | null; now: Date; taskId?: string }) {
  // Only the columns shown, the end date already as text (no Date per row), the referral count in
  // the same statement, and the player's latest proof per task and period found in one pass over
  // their proofs rather than one lookup per task (docs/decisions/0044).
  const rows = await db<PlayerTaskRow[]>`
    with me as (
      select (${input.now}::timestamptz at time zone timezone)::date::text as today,
        (select count(*)::int from referrals where referrer_id = ${input.userId} and status = 'completed') as referrals
      from users where id = ${input.userId}
    ),
    proofs as (
      select distinct on (p.task_id, p.period) p.task_id, p.period, p.status, p.rejection_reason
      from me cross join task_proofs p
      where p.user_id = ${input.userId} and p.period in (me.today, '')
      order by p.task_id, p.period, p.submitted_at desc
    )
    select t.id, t.type, t.title, t.description, t.reward, t.link, t.action, t.partner_name, t.verification,
      t.requirements, ${db.unsafe(isoTextSql('t.end_date'))} as expires_at, me.referrals,
      c.task_id is not null as completed, p.status as proof_status, p.rejection_reason, s.task_id is not null as started
    from me cross join tasks t
    left join task_completions c on c.task_id = t.id and c.user_id = ${input.userId}
      and c.period = case when t.type = 'daily' then me.today else '' end
    left join task_starts s on s.task_id = t.id and s.user_id = ${input.userId}
      and s.period = case when t.type = 'daily' then me.today else '' end
    left join proofs p on p.task_id = t.id and p.period = case when t.type = 'daily' then me.today else '' end
    where t.deleted_at is null and t.is_active
      and (${input.type}::text is null or t.type = ${input.type})
      and (${input.taskId ?? null}::uuid is null or t.id = ${input.taskId ?? null}::uuid)
      and (t.start_date is null or t.start_date <= ${input.now})
      and (t.end_date is null or t.end_date > ${input.now})
      and (t.max_completions = 0 or t.completions < t.max_completions or c.task_id is not null)
    order by t.created_at desc, t.id desc
    limit 500`;
  return rows.map(playerTaskJson);
}
