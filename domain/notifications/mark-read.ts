import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

/**
 * Marks one of the player's notifications (their own or a broadcast they can see) read, and takes an
 * own one off their unread count (notifications_count_unread); a second mark changes nothing. The id
 * names a row of one of the two tables (one sequence numbers both).
 */
export async function markRead(db: Db, input: { userId: string; notificationId: string }): Promise<void> {
  const id = /^\d{1,18}$/.test(input.notificationId) ? Number(input.notificationId) : 0;
  const [n] = await db<{ broadcast: boolean }[]>`
    select false as broadcast from notifications where user_id = ${input.userId} and id = ${id}
    union all
    select true from broadcasts where id = ${id} and created_at >= notification_broadcasts_from(${input.userId})`;
  if (!n) throw new AppError('NOT_FOUND', 'Notification not found');
  if (n.broadcast) {
    await db`insert into broadcast_reads (broadcast_id, user_id) values (${id}, ${input.userId}) on conflict do nothing`;
  } else {
    await db`
      with read_now as (
        update notifications set read_at = now() where user_id = ${input.userId} and id = ${id} and read_at is null
        returning user_id)
      select notifications_count_unread(array_agg(user_id), -1) from read_now`;
  }
}

/** Marks every notification the player can see read; returns how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<{ marked: number }> {
  const [[own], broadcasts] = await Promise.all([
    db<{ marked: number }[]>`
      with read_now as (update notifications set read_at = now() where user_id = ${userId} and read_at is null returning user_id)
      select count(*)::int as marked, notifications_count_unread(array_agg(user_id), -1) from read_now`,
    db`insert into broadcast_reads (broadcast_id, user_id)
      select b.id, ${userId} from broadcasts b
      where b.created_at >= notification_broadcasts_from(${userId})
      on conflict do nothing`,
  ]);
  return { marked: own!.marked + broadcasts.count };
}
