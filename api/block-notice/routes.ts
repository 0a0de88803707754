import { Elysia } from 'elysia';
import { readBlockNotice } from '../../domain/block-notice/read-block-notice.ts';
import type { Deps } from '../http/deps.ts';

/** The blocked player's screen (decision 0066): the one read besides the standing that a block does not refuse. */
export function blockNoticeRoutes({ sql, auth, now }: Deps) {
  return new Elysia().get(
    '/api/users/block-notice',
    async ({ request }) => {
      const { userId, sessionId } = await auth.signedCaller(request);
      return { data: await readBlockNotice(sql, { userId, accessSession: sessionId }, now()) };
    },
    {
      detail: {
        summary: 'The block in force (reason, since, until), the balances to read, and the support contact',
      },
    },
  );
}
