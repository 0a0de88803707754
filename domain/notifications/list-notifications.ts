import type { Db } from '../../db/connection.ts';
import type { Wording } from './wordings.ts';

/** The unread count as an expression, for a statement that reads it with other things (the profile). */
export const unreadOf = (db: Db, userId: string) => db`
  coalesce((select unread from notification_unread_counts where user_id = ${userId}), 0)
    + (select count(*) from broadcasts b
       where b.created_at >= notification_broadcasts_from(${userId})
         and not exists (select 1 from broadcast_reads r where r.user_id = ${userId} and r.broadcast_id = b.id))`;

/**
 * The player's unread count in one statement: their own unread rows (the counter kept by
 * domain/notifications/unread-counts.sql, decision 0038) plus the broadcasts since they joined that
 * they have not marked read.
 */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db<{ unread: number }[]>`select ${unreadOf(db, userId)} as unread`;
  return Number(row?.unread ?? 0);
}

/**
 * A page of the player's notifications (theirs and broadcasts since they joined), newest first, with
 * the unread count. Both tables draw their ids from one sequence, so the id orders and pages the two
 * together.
 */
export async function listNotifications(db: Db, input: { userId: string; limit: number; cursor?: string }) {
  const before = input.cursor && /^\d{1,18}$/.test(input.cursor) ? Number(input.cursor) : null;
  const [rows, unread] = await Promise.all([
    db<
      {
        id: number;
        type: string;
        title: string;
        message: string;
        wording: Wording | null;
        data: Record<string, unknown>;
        read: boolean;
        created_at: Date;
      }[]
    >`
      (select n.id, n.type, n.title, n.message, n.wording, n.data, n.created_at, n.read_at is not null as read
        from notifications n
        where n.user_id = ${input.userId} and (${before}::int8 is null or n.id < ${before})
        order by n.id desc limit ${input.limit + 1})
      union all
      (select b.id, b.type, b.title, b.message, b.wording, b.data, b.created_at,
          exists (select 1 from broadcast_reads r where r.user_id = ${input.userId} and r.broadcast_id = b.id) as read
        from broadcasts b
        where b.created_at >= notification_broadcasts_from(${input.userId})
          and (${before}::int8 is null or b.id < ${before})
        order by b.id desc limit ${input.limit + 1})
      order by id desc limit ${input.limit + 1}`,
    countUnread(db, input.userId),
  ]);
  const page = rows.slice(0, input.limit);
  return {
    data: page.map((n) => ({
      id: String(n.id),
      type: n.type,
      title: n.title,
      message: n.message,
      wording: n.wording,
      data: n.data,
      read: n.read,
      createdAt: n.created_at.toISOString(),
    })),
    nextCursor: rows.length > input.limit ? String(page.at(-1)!.id) : null,
    unread,
  };
}
export type NotificationPage = Awaited<ReturnType<typeof listNotifications>>;
