import type { Db } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';

/** Deletes notifications older than the retention of the system settings (notificationRetention days). Idempotent. */
export async function pruneNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const days = (await readSettings(db)).system.notifications.notificationRetention;
  const { count } = await db`
    delete from notifications where created_at < ${now}::timestamptz - make_interval(days => ${days})`;
  return count;
}
