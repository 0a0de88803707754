import type { Db, Tx } from '../../db/connection.ts';
import type { NotificationType } from './notify.ts';

/**
 * The notification groups a player may mute, and the types each covers. Money notifications
 * (deposits and withdrawals reviewed) cannot be muted: the player must learn what happened to their
 * funds. A muted type is stored by type, so the SQL check (notification-allowed.sql) needs no map.
 */
export const notificationCategories = {
  tournaments: ['tournament_completed'],
  tasks: ['task_proof_approved', 'task_proof_rejected', 'task_activated'],
  referrals: ['referral_reward'],
  achievements: ['achievement_unlocked', 'level_up'],
  dailyBonus: ['daily_bonus_ready', 'daily_bonus_streak'],
} as const satisfies Record<string, readonly NotificationType[]>;

export type NotificationCategory = keyof typeof notificationCategories;
export const categoryNames = Object.keys(notificationCategories) as NotificationCategory[];

export type NotificationPreferences = { categories: Record<NotificationCategory, boolean>; telegram: boolean };

/** The player's preferences (all on when they never changed them). */
export async function readNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db<{ muted: string[]; telegram: boolean }[]>`
    select muted, telegram from notification_preferences where user_id = ${userId}`;
  const muted = new Set(row?.muted ?? []);
  const categories = Object.fromEntries(
    categoryNames.map((c) => [c, !notificationCategories[c].some((t) => muted.has(t))]),
  ) as Record<NotificationCategory, boolean>;
  return { categories, telegram: row?.telegram ?? true };
}

/** Changes some of the preferences; categories left out keep their setting. */
export async function saveNotificationPreferences(
  tx: Tx,
  userId: string,
  changes: { categories?: Partial<Record<NotificationCategory, boolean>>; telegram?: boolean },
): Promise<NotificationPreferences> {
  const current = await readNotificationPreferences(tx, userId);
  const categories = { ...current.categories, ...changes.categories };
  const muted = categoryNames.filter((c) => !categories[c]).flatMap((c) => notificationCategories[c]);
  await tx`
    insert into notification_preferences (user_id, muted, telegram, updated_at)
    values (${userId}, ${muted}::text[], ${changes.telegram ?? current.telegram}, now())
    on conflict (user_id) do update set muted = excluded.muted, telegram = excluded.telegram, updated_at = now()`;
  return readNotificationPreferences(tx, userId);
}
