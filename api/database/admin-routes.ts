import { Elysia } from 'elysia';
import * as v from 'valibot';
import { transaction } from '../../db/connection.ts';
import { deleteJob, retryJob } from '../../domain/database/manage-job.ts';
import { readOperations } from '../../domain/database/read-operations.ts';
import type { Deps } from '../http/deps.ts';

const JobParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Not found')) });

/** The operations page (/admin/database). The admin role is checked for all of /api/admin in app.ts. */
export function adminDatabaseRoutes({ sql, auth, readReplica }: Deps) {
  return new Elysia()
    .get('/api/admin/database', async () => ({ data: await readOperations(sql, readReplica.status()) }), {
      detail: {
        summary: 'Migrations, function files, table sizes, job queue, connections, server version, read replica lag',
      },
    })
    .post(
      '/api/admin/database/jobs/:id/retry',
      async ({ params, request }) => {
        const { userId } = await auth.requireAdmin(request);
        return { data: await transaction(sql, (tx) => retryJob(tx, { actorId: userId, jobId: params.id })) };
      },
      { params: JobParams, detail: { summary: 'Run a failed job again now (audited)' } },
    )
    .delete(
      '/api/admin/database/jobs/:id',
      async ({ params, query, request }) => {
        const { userId } = await auth.requireAdmin(request);
        return {
          data: await transaction(sql, (tx) =>
            deleteJob(tx, { actorId: userId, jobId: params.id, confirm: query.confirm ?? '' }),
          ),
        };
      },
      {
        params: JobParams,
        query: v.object({ confirm: v.optional(v.pipe(v.string(), v.maxLength(40))) }),
        detail: { summary: 'Delete a failed job; ?confirm= must repeat its id (audited)' },
      },
    );
}
