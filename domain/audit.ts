import type { Db } from '../db/connection.ts';

export type AuditEntry = { actorId: string | null; action: string; targetType: string; targetId?: string | null; before?: unknown; after?: unknown };

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db`
    insert into audit_log (actor_id, action, target_type, target_id, before, after)
    values (${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null},
            ${entry.before === undefined ? null : db.json(entry.before as never)},
            ${entry.after === undefined ? null : db.json(entry.after as never)})`;
}
