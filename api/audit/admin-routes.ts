import { Elysia } from 'elysia';
import * as v from 'valibot';
import { listAuditLog } from '../../domain/audit.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const AuditQuery = v.object({
  ...listQuery(50).entries,
  actor: v.optional(v.pipe(v.string(), v.uuid('Unknown admin'))),
  action: v.optional(v.pipe(v.string(), v.maxLength(60))),
  date: v.optional(v.pipe(v.string(), v.isoDate('date must be YYYY-MM-DD'))),
});

/** The audit log of every admin write. The admin role is checked for all of /api/admin in app.ts. */
export function adminAuditRoutes({ lagTolerant }: Deps) {
  return new Elysia().get(
    '/api/admin/audit-log',
    ({ query, request }) =>
      lagTolerant(request, (db) =>
        listAuditLog(db, {
          actorId: query.actor ?? null,
          action: query.action || null,
          cursor: query.cursor ?? null,
          date: query.date ?? null,
          limit: query.limit,
        }),
      ),
    { query: AuditQuery, detail: { summary: 'Audit log: who, what, when, before/after; by actor and action' } },
  );
}
