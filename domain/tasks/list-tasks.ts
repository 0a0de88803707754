import type { Db } from '../../db/connection.ts';
import type { TaskType } from './task-rules.ts';
import { type CatalogTask, catalogAt, catalogVersionSql } from './task-catalog.ts';

export type PlayerTaskStatus = 'available' | 'pending' | 'completed' | 'rejected';

/** The player's own state, read with the catalog's version in one statement. */
type PlayerState = {
  version: string;
  today: string;
  referrals: number;
  /** `${task_id}|${period}` of the player's completions and starts in the current periods. */
  completed: string[];
  started: string[];
  /** The latest proof per task and current period. */
  proofs: { key: string; status: 'pending' | 'approved' | 'rejected'; reason: string | null }[];
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

/** A task as the player sees it (API.md "Earn tasks"); listTasksJson writes it as text. */
export type PlayerTask = Pick<
  CatalogTask,
  | 'id'
  | 'type'
  | 'title'
  | 'description'
  | 'translations'
  | 'reward'
  | 'link'
  | 'action'
  | 'partnerName'
  | 'verification'
  | 'requirements'
> & {
  requiresProof: boolean;
  status: PlayerTaskStatus;
  progress: number;
  target: number;
  started: boolean;
  rejectionReason?: string;
  expiresAt?: string;
};

/** The task's JSON text: the catalog's shared keys, then the player's own, then expiresAt. */
function playerTaskJson(
  t: CatalogTask,
  me: { status: PlayerTaskStatus; started: boolean; rejectionReason: string | null; referrals: number },
): string {
  const { status } = me;
  const target = t.verification === 'referrals' ? (t.requirements.target ?? 1) : 1;
  const progress =
    status === 'completed' ? target : t.verification === 'referrals' ? Math.min(me.referrals, target) : 0;
  const reason = status === 'rejected' ? `,"rejectionReason":${JSON.stringify(me.rejectionReason ?? '')}` : '';
  return `${t.head},"status":"${status}","progress":${progress},"target":${target},"started":${me.started}${reason}${t.tail}}`;
}

/** The player's completions, starts and latest proofs in the current periods (daily tasks: today in their time zone). */
async function playerState(db: Db, userId: string, now: Date): Promise<PlayerState | undefined> {
  const [state] = await db<PlayerState[]>`
    with me as (select (${now}::timestamptz at time zone timezone)::date::text as today from users where id = ${userId})
    select ${db.unsafe(catalogVersionSql)} as version, me.today,
      (select count(*)::int from referrals where referrer_id = ${userId} and status = 'completed') as referrals,
      array(select task_id || '|' || period from task_completions where user_id = ${userId} and period in (me.today, '')) as completed,
      array(select task_id || '|' || period from task_starts where user_id = ${userId} and period in (me.today, '')) as started,
      coalesce((select json_agg(json_build_object('key', p.key, 'status', p.status, 'reason', p.rejection_reason))
        from (select distinct on (task_id, period) task_id || '|' || period as key, status, rejection_reason
          from task_proofs where user_id = ${userId} and period in (me.today, '')
          order by task_id, period, submitted_at desc) p), '[]') as proofs
    from me`;
  return state;
}

type ListInput = { userId: string; type: TaskType | null; now: Date; taskId?: string };

/**
 * The player's live tasks (of one type, or all), newest first, each with the player's own state in
 * the current period (daily tasks: today in the player's time zone). A task that reached its max
 * completions disappears, except for the players who completed it. The catalog of tasks is the same
 * for every player and is kept until a task changes (task-catalog.ts, decision 0044); each request
 * reads only the player's own rows. The JSON text of an array of PlayerTask, written from the
 * catalog's pre-written text, so a request neither builds nor serializes 200 objects.
 */
export async function listTasksJson(db: Db, input: ListInput): Promise<string> {
  const me = await playerState(db, input.userId, input.now);
  if (!me) return '[]';
  const catalog = await catalogAt(db, me.version, input.taskId ?? null);
  const completed = new Set(me.completed);
  const started = new Set(me.started);
  const proofs = new Map(me.proofs.map((p) => [p.key, p]));
  const now = input.now.getTime();
  const shown: string[] = [];
  for (const t of catalog.tasks) {
    if (input.type !== null && t.type !== input.type) continue;
    if ((t.startsAtMs !== null && t.startsAtMs > now) || (t.endsAtMs !== null && t.endsAtMs <= now)) continue;
    const key = `${t.id}|${t.type === 'daily' ? me.today : ''}`;
    const done = completed.has(key);
    if (t.full && !done) continue;
    const proof = proofs.get(key);
    const status: PlayerTaskStatus = done
      ? 'completed'
      : proof?.status === 'pending'
        ? 'pending'
        : proof?.status === 'rejected'
          ? 'rejected'
          : 'available';
    shown.push(
      playerTaskJson(t, {
        status,
        started: started.has(key),
        rejectionReason: proof?.reason ?? null,
        referrals: me.referrals,
      }),
    );
    if (shown.length === 500) break;
  }
  return `[${shown.join(',')}]`;
}

/** listTasksJson's tasks as objects (a start's or a completion's one task). */
export async function listTasks(db: Db, input: ListInput): Promise<PlayerTask[]> {
  return JSON.parse(await listTasksJson(db, input));
}
