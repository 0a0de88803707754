import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { loadEnv, telegramOf } from '../../config/env.ts';
import { deliverTelegram } from '../../domain/notifications/deliver-telegram.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  /** The player's own notification, or a broadcast (notifications__broadcast_telegram): one sequence numbers both. */
  notificationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  // The player it goes to (migration 0133): an own notification's job queued before it has none, and
  // its player is read from the notification.
  userId: v.optional(v.pipe(v.string(), v.uuid())),
});

/**
 * After a notification for a Telegram player who allows bot messages (queued by notify(), by
 * notifications_level_up, or per player by a broadcast's fan-out): sends it once. Telegram's
 * 429 re-queues it, under the key it was queued with, for after `retry_after` seconds; other failures
 * throw and graphile-worker retries them with backoff; a blocked bot stops delivery to that player.
 */
export const notifications__deliver_telegram: Task = async (payload, helpers) => {
  const { notificationId, ...job } = v.parse(Payload, payload);
  const sql = connectForTask();
  const userId =
    job.userId ??
    (await sql<{ user_id: string }[]>`select user_id from notifications where id = ${notificationId}`)[0]?.user_id;
  if (!userId) {
    helpers.logger.info(`notification ${notificationId}: skipped`);
    return;
  }
  const bot = telegramOf(loadEnv());
  const result = await deliverTelegram(sql, { bot, appUrl: bot.appUrl }, notificationId, userId);
  if (typeof result === 'object') {
    await helpers.addJob(
      'notifications__deliver_telegram',
      { notificationId, userId },
      { runAt: new Date(Date.now() + result.retryAfter * 1000), jobKey: helpers.job.key ?? undefined },
    );
  } else helpers.logger.info(`notification ${notificationId} to ${userId}: ${result}`);
};
