import type { Db } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';

/**
 * Deletes notifications and broadcasts older than the retention of the system settings
 * (notificationRetention days), taking the unread ones off their players' counts
 * (notifications_count_unread); a broadcast's reads and Telegram deliveries go with it. Idempotent.
 */
export async function pruneNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const days = (await readSettings(db)).system.notifications.notificationRetention;
  const [pruned] = await db<{ count: number }[]>`
    with gone as (
      delete from notifications where created_at < ${now}::timestamptz - make_interval(days => ${days})
      returning user_id, read_at),
    gone_broadcasts as (
      delete from broadcasts where created_at < ${now}::timestamptz - make_interval(days => ${days})
      returning id)
    select count(*)::int + (select count(*)::int from gone_broadcasts) as count,
      notifications_count_unread(array_agg(user_id) filter (where read_at is null), -1)
    from gone`;
  return pruned!.count;
}
