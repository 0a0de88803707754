import type { Db } from '../../db/connection.ts';
import {
  COUNT_CAP,
  cappedCount,
  cursorAt,
  type Keyed,
  keysetOrder,
  keysetPage,
  keysetWhere,
  likePattern,
  type ListKey,
  type ListPosition,
  listPosition,
  matchingPlayers,
} from '../admin-list.ts';
import { formatAmount } from '../money.ts';
import type { TaskTranslations, TaskType } from './task-rules.ts';

export type ProofStatus = 'pending' | 'approved' | 'rejected';

export type ProofRow = {
  id: string;
  task_id: string;
  task_type: TaskType;
  user_id: string;
  username: string;
  task_url: string;
  description: string;
  status: ProofStatus;
  submitted_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  rejection_reason: string | null;
  task_title: string;
  /** The title's wording per language (decision 0069), for the player's notification. */
  task_translations: TaskTranslations;
  task_description: string;
  task_reward: number;
  task_link: string | null;
  user_name: string;
  user_username: string | null;
  user_telegram_id: string | number | null;
  reviewer_name: string | null;
};

/** A proof as the review screen shows it: its task, its player, its age against the review promise. */
export function proofJson(p: ProofRow, now: Date, reviewHours: number) {
  const ageHours = Math.max(0, Math.floor((now.getTime() - p.submitted_at.getTime()) / 3_600_000));
  const reviewed = p.reviewed_at?.toISOString() ?? null;
  return {
    id: p.id,
    taskId: p.task_id,
    taskType: p.task_type,
    taskTitle: p.task_title,
    taskDescription: p.task_description,
    taskReward: formatAmount(p.task_reward),
    taskLink: p.task_link,
    userId: p.user_id,
    userName: p.user_name,
    userUsername: p.user_username,
    userTelegramId: p.user_telegram_id === null ? null : String(p.user_telegram_id),
    username: p.username,
    taskUrl: p.task_url,
    description: p.description,
    hasScreenshot: true,
    status: p.status,
    submittedAt: p.submitted_at.toISOString(),
    ageHours,
    overdue: p.status === 'pending' && ageHours >= reviewHours,
    reviewedAt: reviewed,
    reviewedBy: p.reviewer_name,
    approvedAt: p.status === 'approved' ? reviewed : null,
    approvedBy: p.status === 'approved' ? p.reviewer_name : null,
    rejectedAt: p.status === 'rejected' ? reviewed : null,
    rejectedBy: p.status === 'rejected' ? p.reviewer_name : null,
    rejectionReason: p.rejection_reason,
  };
}

export type AdminProof = ReturnType<typeof proofJson>;

const proofSelect = (db: Db) => db`
  select p.id, p.task_id, p.task_type, p.user_id, p.username, p.task_url, p.description, p.status, p.submitted_at,
    p.reviewed_by, p.reviewed_at, p.rejection_reason,
    t.title as task_title, t.translations as task_translations, t.description as task_description, t.reward as task_reward, t.link as task_link,
    coalesce(nullif(u.telegram_full_name, ''), u.name) as user_name, coalesce(u.username, u.telegram_username) as user_username,
    u.telegram_id as user_telegram_id, r.name as reviewer_name, ${cursorAt(db, key)}
  from task_proofs p join tasks t on t.id = p.task_id join users u on u.id = p.user_id
  left join users r on r.id = p.reviewed_by`;

export async function readProof(db: Db, proofId: string): Promise<ProofRow | null> {
  const [row] = await db<ProofRow[]>`${proofSelect(db)} where p.id = ${proofId}`;
  return row ?? null;
}

export type ProofFilter = { status: ProofStatus | null; type: TaskType | null; search: string | null };

const key: ListKey = { at: 'p.submitted_at', id: 'p.id', idType: 'uuid' };
const hitKey: ListKey = { at: 'hit.submitted_at', id: 'hit.id', idType: 'uuid' };

/** Status and type conditions, only those set, so each combination plans onto its own index. */
function filters(db: Db, f: ProofFilter) {
  return db`${f.status ? db`and p.status = ${f.status}` : db``} ${f.type ? db`and p.task_type = ${f.type}` : db``}`;
}

/**
 * The proofs a search finds, each way through its own index: the proofs of the tasks whose title
 * matches (tasks are few), and those of the players whose name or handle matches (the players'
 * trigram index, then each player's proofs by (user_id, submitted_at, id)).
 */
function searchHits(db: Db, search: string, f: ProofFilter, position: ListPosition | null, take: number) {
  const where = db`${filters(db, f)} and ${keysetWhere(db, key, position)}`;
  const limit = db`${keysetOrder(db, key, position)} limit ${take}`;
  const byTask = db`(select h.id, h.submitted_at from tasks t cross join lateral (
      select p.id, p.submitted_at from task_proofs p where p.task_id = t.id ${where} ${limit}) h
    where t.title ilike ${likePattern(search)} limit ${take})`;
  const byPlayer = db`(select h.id, h.submitted_at from (${matchingPlayers(db, search)}) m cross join lateral (
      select p.id, p.submitted_at from task_proofs p where p.user_id = m.id ${where} ${limit}) h limit ${take})`;
  return db`${byTask} union ${byPlayer}`;
}

async function fetchRows(db: Db, input: ProofFilter & { limit: number }, position: ListPosition | null) {
  const hits = input.search
    ? db`select hit.id from (${searchHits(db, input.search, input, position, input.limit + 1)}) hit
        ${keysetOrder(db, hitKey, position)} limit ${input.limit + 1}`
    : db`select p.id from task_proofs p where true ${filters(db, input)} and ${keysetWhere(db, key, position)}
        ${keysetOrder(db, key, position)} limit ${input.limit + 1}`;
  return db<(ProofRow & Keyed)[]>`${proofSelect(db)} where p.id in (${hits}) ${keysetOrder(db, key, position)}`;
}

/**
 * The review queue (decision 0021): a keyset page of the filter, newest first; the pending and
 * overdue counters exact (pending proofs are reviewed within a day, so few, through their partial
 * index), the others counted up to COUNT_CAP.
 */
export async function listProofs(
  db: Db,
  input: ProofFilter & { limit: number; cursor: string | null; now: Date; reviewHours: number },
) {
  const position = listPosition({ cursor: input.cursor });
  const overdueBefore = new Date(input.now.getTime() - input.reviewHours * 3_600_000);
  const capped = (status: ProofStatus | null) =>
    cappedCount(
      db,
      db`select 1 from task_proofs p where true ${status ? db`and p.status = ${status}` : db``} limit ${COUNT_CAP + 1}`,
    );
  const [page, pending, approved, rejected, total] = await Promise.all([
    keysetPage(input.limit, position, (from) => fetchRows(db, input, from)),
    db<{ pending: number; overdue: number }[]>`
      select count(*)::int as pending, count(*) filter (where submitted_at <= ${overdueBefore})::int as overdue
      from task_proofs where status = 'pending'`,
    capped('approved'),
    capped('rejected'),
    capped(null),
  ]);
  return {
    data: page.rows.map((p) => proofJson(p, input.now, input.reviewHours)),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    counts: {
      total: total.total,
      approved: approved.total,
      rejected: rejected.total,
      pending: pending[0]!.pending,
      overdue: pending[0]!.overdue,
      /** Which counters stopped at COUNT_CAP ("10,000+"). */
      capped: [total, approved, rejected].some((c) => c.totalKind === 'atLeast'),
    },
  };
}
export type AdminProofPage = Awaited<ReturnType<typeof listProofs>>;

/** The screenshot bytes of one proof (admins only, never cached by shared caches). */
export async function readScreenshot(db: Db, proofId: string) {
  const [row] = await db<{ content_type: string; screenshot: Uint8Array }[]>`
    select content_type, screenshot from task_proofs where id = ${proofId}`;
  return row ?? null;
}
