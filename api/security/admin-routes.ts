import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { listFlags, readSecurity, resolveFlag } from '../../domain/security/read-security.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const FlagsQuery = v.object({
  ...listQuery(20).entries,
  open: v.optional(v.picklist(['true', 'false'], 'open must be true or false'), 'true'),
});
const FlagParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Flag not found')) });
const ResolveBody = v.strictObject({
  outcome: v.picklist(['resolved', 'dismissed'], 'outcome must be resolved or dismissed'),
});

/** The security dashboard (spec 002 section 2.15). The admin role is checked for all of /api/admin in app.ts. */
export function adminSecurityRoutes({ sql, auth }: Deps) {
  return new Elysia()
    .get('/api/admin/security', async () => ({ data: await readSecurity(sql) }), {
      detail: { summary: 'Security figures, blocked users, recent flags and the live quiz rules' },
    })
    .get(
      '/api/admin/security/flags',
      async ({ query }) =>
        listFlags(sql, { open: query.open === 'true', cursor: query.cursor ?? null, limit: query.limit }),
      { query: FlagsQuery, detail: { summary: 'Security flags, newest first, keyset pages' } },
    )
    .put(
      '/api/admin/security/flags/:id',
      async ({ params, body, request }) => {
        const { userId } = await auth.requireAdmin(request);
        await transaction(sql, (tx) => resolveFlag(tx, { adminId: userId, flagId: params.id, outcome: body.outcome }));
        return { data: { id: params.id, outcome: body.outcome } };
      },
      { params: FlagParams, body: ResolveBody, detail: { summary: 'Resolve or dismiss a security flag' } },
    );
}
