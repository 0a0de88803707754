import type { Db } from '../../db/connection.ts';
import { isoTextSql } from '../cursor.ts';
import { formatAmount } from '../money.ts';
import type { TaskFields } from './task-rules.ts';

/** A task that is on and not deleted, as every player's list shows it, before the player's own state. */
export type CatalogTask = Pick<
  TaskFields,
  | 'type'
  | 'title'
  | 'description'
  | 'translations'
  | 'link'
  | 'action'
  | 'partnerName'
  | 'verification'
  | 'requirements'
> & {
  id: string;
  /** The reward as the contract's decimal string. */
  reward: string;
  /** start_date and end_date in epoch milliseconds (null: open-ended). */
  startsAtMs: number | null;
  endsAtMs: number | null;
  /** end_date as the contract's ISO-8601 text. */
  expiresAt: string | null;
  /** It reached its max completions: only the players who completed it still see it. */
  full: boolean;
  /** The JSON text of the keys every player sees alike, up to `requirements`, without the closing brace. */
  head: string;
  /** `,"expiresAt":"..."` or nothing: the last key. */
  tail: string;
};

/** The shown keys that are the same for every player, in the contract's order, as JSON text to append to. */
function sharedJson(t: Omit<CatalogTask, 'head' | 'tail'>): { head: string; tail: string } {
  const shared = {
    id: t.id,
    type: t.type,
    title: t.title,
    description: t.description,
    reward: t.reward,
    link: t.link,
    action: t.action,
    partnerName: t.partnerName,
    requiresProof: t.verification === 'proof',
    verification: t.verification,
    requirements: t.requirements,
    translations: t.translations,
  };
  return {
    head: JSON.stringify(shared).slice(0, -1),
    tail: t.expiresAt === null ? '' : `,"expiresAt":${JSON.stringify(t.expiresAt)}`,
  };
}

/**
 * The catalog's version: the count of `tasks` rows and the sum of their xmin, read in the reader's
 * snapshot. A transaction's new row versions (inserts, updates, a completion's counter included)
 * carry an xmin newer than every version they replace, so with the count unchanged any change
 * raises the sum, and inserts or deletes that could offset it change the count: the same figure
 * means the same committed rows (decision 0044).
 */
export const catalogVersionSql =
  "(select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text from tasks)";

type CatalogRow = {
  version: string;
  id: string | null;
  type: TaskFields['type'];
  title: string;
  description: string;
  translations: TaskFields['translations'];
  reward: number;
  link: string | null;
  action: TaskFields['action'];
  partner_name: string | null;
  verification: TaskFields['verification'];
  requirements: TaskFields['requirements'];
  starts_at_ms: number | null;
  ends_at_ms: number | null;
  expires_at: string | null;
  full: boolean;
};

export type Catalog = { version: string; tasks: CatalogTask[] };

/** The live catalog newest first (one task with `taskId`), with its version from the same snapshot. */
async function fetchCatalog(db: Db, taskId: string | null): Promise<Catalog> {
  const rows = await db<CatalogRow[]>`
    select v.version, t.* from (select ${db.unsafe(catalogVersionSql)} as version) v
    left join lateral (
      select t.id, t.type, t.title, t.description, t.translations, t.reward, t.link, t.action, t.partner_name, t.verification,
        t.requirements, (extract(epoch from t.start_date) * 1000)::float8 as starts_at_ms,
        (extract(epoch from t.end_date) * 1000)::float8 as ends_at_ms, ${db.unsafe(isoTextSql('t.end_date'))} as expires_at,
        t.max_completions > 0 and t.completions >= t.max_completions as full
      from tasks t
      where t.deleted_at is null and t.is_active and (${taskId}::uuid is null or t.id = ${taskId}::uuid)
      order by t.created_at desc, t.id desc
    ) t on true`;
  return {
    version: rows[0]!.version,
    tasks: rows
      .filter((r) => r.id !== null)
      .map((r) => {
        const task = {
          id: r.id!,
          type: r.type,
          title: r.title,
          description: r.description,
          translations: r.translations,
          reward: formatAmount(r.reward),
          link: r.link,
          action: r.action,
          partnerName: r.partner_name,
          verification: r.verification,
          requirements: r.requirements,
          startsAtMs: r.starts_at_ms,
          endsAtMs: r.ends_at_ms,
          expiresAt: r.expires_at,
          full: r.full,
        };
        return { ...task, ...sharedJson(task) };
      }),
  };
}

/**
 * The whole catalog, kept per connection pool and read again when `version` (the version the
 * caller just read with the player's state) is not the kept one. A transaction is a pool of its
 * own here, so a catalog read with uncommitted changes is never shown outside it.
 */
const kept = new WeakMap<Db, Catalog>();

export async function catalogAt(db: Db, version: string, taskId: string | null): Promise<Catalog> {
  if (taskId !== null) return fetchCatalog(db, taskId);
  const known = kept.get(db);
  if (known?.version === version) return known;
  const fresh = await fetchCatalog(db, null);
  kept.set(db, fresh);
  return fresh;
}
