import type { Sql } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';
import { telegramAllowed } from './notify.ts';

/** Players queued per fan-out step, and the gap between two of their messages (Telegram allows about 30 a second). */
export const broadcastBatch = 500;
export const broadcastGapMs = 40;

/**
 * One step of a broadcast's Telegram fan-out: queues `notifications__deliver_telegram` for the next
 * `broadcastBatch` players (by id, after `after`) who joined before the broadcast, allow bot
 * messages and are not self-excluded (no marketing then, decision 0059), spaced `broadcastGapMs` apart, each with its own job key so a repeated step queues
 * nobody twice. Returns the last player queued when there may be more (the caller queues the next
 * step for when this batch has gone out), else null. Nothing when the switches are off.
 */
export async function fanOutBroadcast(
  sql: Sql,
  input: { notificationId: number; after: string | null },
): Promise<{ queued: number; next: string | null }> {
  if (!telegramAllowed(await readSettings(sql))) return { queued: 0, next: null };
  const rows = await sql<{ user_id: string }[]>`
    with players as (
      select u.id from broadcasts b join users u on u.join_date <= b.created_at
      where b.id = ${input.notificationId}
        and u.telegram_id is not null and u.telegram_can_message and u.telegram_blocked_at is null
          and notification_telegram_allowed(u.id) and not play_self_excluded(u.id)
        and (${input.after}::uuid is null or u.id > ${input.after}::uuid)
      order by u.id limit ${broadcastBatch})
    select p.id as user_id, graphile_worker.add_job('notifications__deliver_telegram',
        json_build_object('notificationId', ${input.notificationId}::int8, 'userId', p.id),
        run_at => now() + (row_number() over (order by p.id) - 1) * ${broadcastGapMs} * interval '1 millisecond',
        job_key => 'notification:' || ${input.notificationId}::int8 || ':' || p.id)
    from players p order by p.id`;
  const last = rows.at(-1)?.user_id ?? null;
  return { queued: rows.length, next: rows.length === broadcastBatch ? last : null };
}
