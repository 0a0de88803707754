import type { Tx } from '../../db/connection.ts';
import { addJob } from '../../db/jobs.ts';
import type { Settings } from '../settings/defaults.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { NoticeWording } from './wordings.ts';

/** What a notification is about; the bell panel links each type to its screen. */
export const notificationTypes = [
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_completed',
  'withdrawal_rejected',
  'task_proof_approved',
  'task_proof_rejected',
  'task_activated',
  'tournament_completed',
  'referral_reward',
  'achievement_unlocked',
  'level_up',
  'daily_bonus_ready',
  'daily_bonus_streak',
  'dispute_decided',
  'answer_resettled',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export type NotifyInput = ({ userId: string; broadcast?: never } | { broadcast: true; userId?: never }) & {
  type: NotificationType;
  /** The English title and text: Telegram's message, the back office, and the app's fallback. */
  title: string;
  message: string;
  /** What the app words in the player's language (decision 0072). */
  wording: NoticeWording;
  data?: Record<string, unknown>;
};

/** The notification switches (`features.notifications`, `notifications.enablePushNotifications`) allow Telegram messages. */
export const telegramAllowed = (settings: Settings) =>
  settings.features.notifications && settings.notifications.enablePushNotifications;

/**
 * Writes one notification in the caller's transaction: a player's own row, counted unread
 * (notifications_count_unread, unread-counts.sql), or one broadcast row (`broadcasts`) every player
 * reads. A player who muted the type (their notification preferences) gets none: the id is then null.
 * A player's notification is also queued for Telegram delivery (`notifications__deliver_telegram`)
 * when they allow bot messages, have not blocked the bot, keep Telegram on in their preferences, and
 * the notification switches are on; a broadcast queues `notifications__broadcast_telegram`, which
 * fans it out to every such player at Telegram's pace.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: number | null }> {
  if (input.broadcast) {
    const [broadcast] = await tx<{ id: number }[]>`
      insert into broadcasts (type, title, message, wording, data)
      values (${input.type}, ${input.title}, ${input.message},
        ${tx.json(input.wording as never)}, ${tx.json((input.data ?? {}) as never)})
      returning id`;
    const { id } = broadcast!;
    if (telegramAllowed(await readSettings(tx)))
      await addJob(tx, 'notifications__broadcast_telegram', { notificationId: id }, { jobKey: `broadcast:${id}` });
    return { id };
  }
  // An aggregate gives one row whatever was written, so the count runs exactly once.
  const [row] = await tx<{ id: number | null; deliver: boolean | null }[]>`
    with n as (
      insert into notifications (user_id, type, title, message, wording, data)
      select ${input.userId}::uuid, ${input.type}, ${input.title}, ${input.message},
        ${tx.json(input.wording as never)}, ${tx.json((input.data ?? {}) as never)}
      where notification_allowed(${input.userId}::uuid, ${input.type})
      returning id, user_id)
    select max(n.id) as id, notifications_count_unread(array_agg(n.user_id), 1) as counted,
      bool_or(u.telegram_id is not null and u.telegram_can_message and u.telegram_blocked_at is null
        and notification_telegram_allowed(u.id)) as deliver
    from n join users u on u.id = n.user_id`;
  const { id, deliver } = row!;
  if (id === null) return { id: null };
  if (deliver && telegramAllowed(await readSettings(tx)))
    await addJob(
      tx,
      'notifications__deliver_telegram',
      { notificationId: id, userId: input.userId },
      { jobKey: `notification:${id}` },
    );
  return { id };
}

/**
 * `notify` for many players at once (a tournament's settlement): their rows and unread counts in one
 * statement and their Telegram deliveries queued in one more, on the same terms as `notify`.
 */
export async function notifyMany(tx: Tx, items: (NotifyInput & { userId: string })[]): Promise<void> {
  if (items.length === 0) return;
  // An aggregate gives one row whatever was written, so the count runs exactly once.
  const [row] = await tx<{ deliver: { id: number; user_id: string }[] | null }[]>`
    with n as (
      insert into notifications (user_id, type, title, message, wording, data)
      -- The JSON travels as text and is parsed here: sent as jsonb[], each element was stored as a JSON string.
      select i.user_id, i.type, i.title, i.message, i.wording::jsonb, i.data::jsonb
      from unnest(${items.map((i) => i.userId)}::uuid[], ${items.map((i) => i.type)}::text[],
        ${items.map((i) => i.title)}::text[], ${items.map((i) => i.message)}::text[],
        ${items.map((i) => JSON.stringify(i.wording))}::text[],
        ${items.map((i) => JSON.stringify(i.data ?? {}))}::text[]) as i(user_id, type, title, message, wording, data)
      where notification_allowed(i.user_id, i.type)
      returning id, user_id)
    select notifications_count_unread(array_agg(n.user_id), 1) as counted,
      jsonb_agg(jsonb_build_object('id', n.id, 'user_id', n.user_id)) filter (where u.telegram_id is not null
        and u.telegram_can_message and u.telegram_blocked_at is null and notification_telegram_allowed(u.id)) as deliver
    from n join users u on u.id = n.user_id`;
  const deliver = row!.deliver;
  if (!deliver?.length) return;
  if (!telegramAllowed(await readSettings(tx))) return;
  await tx`
    select graphile_worker.add_job('notifications__deliver_telegram', json_build_object('notificationId', id, 'userId', user_id),
      job_key => 'notification:' || id)
    from unnest(${deliver.map((d) => d.id)}::int8[], ${deliver.map((d) => d.user_id)}::uuid[]) as d(id, user_id)`;
}
