import type { Db } from '../db/connection.ts';
import { cursorAt, keysetOrder, keysetPage, keysetWhere, type ListKey, listPosition } from './admin-list.ts';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
};

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db`
    insert into audit_log (actor_id, action, target_type, target_id, before, after)
    values (${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null},
            ${entry.before === undefined ? null : db.json(entry.before as never)},
            ${entry.after === undefined ? null : db.json(entry.after as never)})`;
}

type AuditRow = {
  id: string;
  cursor_at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
};
const auditKey: ListKey = { at: 'l.created_at', id: 'l.id', idType: 'bigint' };

/** The audit log newest first, by actor and by action (each filter has its index), keyset paged. */
export async function listAuditLog(
  db: Db,
  input: { actorId: string | null; action: string | null; cursor: string | null; date: string | null; limit: number },
) {
  const position = listPosition(input);
  const page = await keysetPage(
    input.limit,
    position,
    (p) =>
      db<AuditRow[]>`
      select l.id::text, ${cursorAt(db, auditKey)}, l.actor_id, coalesce(nullif(a.telegram_full_name, ''), a.name) as actor_name,
        l.action, l.target_type, l.target_id, l.before, l.after, l.created_at
      from audit_log l left join users a on a.id = l.actor_id
      where ${input.actorId ? db`l.actor_id = ${input.actorId}` : db`true`}
        and ${input.action ? db`l.action = ${input.action}` : db`true`}
        and ${keysetWhere(db, auditKey, p)}
      ${keysetOrder(db, auditKey, p)} limit ${input.limit + 1}`,
  );
  const [actions, actors] = await Promise.all([
    db<{ action: string }[]>`select distinct action from audit_log order by action`,
    db<{ id: string; name: string }[]>`
      select u.id, coalesce(nullif(u.telegram_full_name, ''), u.name) as name
      from user_roles r join users u on u.id = r.user_id where r.role = 'admin' order by 2`,
  ]);
  return {
    data: page.rows.map((l) => ({
      id: l.id,
      actorId: l.actor_id,
      actor: l.actor_name ?? 'system',
      action: l.action,
      targetType: l.target_type,
      targetId: l.target_id,
      before: l.before,
      after: l.after,
      createdAt: l.created_at.toISOString(),
    })),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    filters: { actions: actions.map((a) => a.action), actors },
  };
}
export type AuditLogPage = Awaited<ReturnType<typeof listAuditLog>>;
