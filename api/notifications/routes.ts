import { Elysia } from 'elysia';
import * as v from 'valibot';
import { listNotifications } from '../../domain/notifications/list-notifications.ts';
import { markAllRead, markRead } from '../../domain/notifications/mark-read.ts';
import { allowTelegramMessages } from '../../domain/notifications/allow-telegram.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { listQuery } from '../http/pagination.ts';

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'Notification not found')) });

export function notificationRoutes({ sql, auth }: Deps) {
  return new Elysia()
    .get(
      '/api/notifications',
      async ({ request, query }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'notifications');
        return await listNotifications(sql, { userId, limit: query.limit, cursor: query.cursor });
      },
      { query: listQuery(20), detail: { summary: 'Your notifications, newest first, with the unread count' } },
    )
    .put(
      '/api/notifications/read-all',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'notifications');
        return { data: await markAllRead(sql, userId) };
      },
      { detail: { summary: 'Mark every notification read' } },
    )
    .put(
      '/api/notifications/:id/read',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'notifications');
        await markRead(sql, { userId, notificationId: params.id });
        return { data: {} };
      },
      { params: IdParams, detail: { summary: 'Mark one notification read' } },
    )
    .put(
      '/api/notifications/telegram',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'notifications');
        await allowTelegramMessages(sql, userId);
        return { data: { allowed: true } };
      },
      { detail: { summary: 'The player granted the bot write access (requestWriteAccess in the Mini App)' } },
    );
}
