import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { loadEnv, telegramOf } from '../../config/env.ts';
import { deliverTelegram } from '../../domain/notifications/deliver-telegram.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  notificationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Set for a broadcast's delivery to one player (notifications__broadcast_telegram). */
  userId: v.optional(v.pipe(v.string(), v.uuid())),
});

/**
 * After a notification for a Telegram player who allows bot messages (queued by notify(), by
 * notifications_level_up, or per player by a broadcast's fan-out): sends it once. Telegram's
 * 429 re-queues it for after `retry_after` seconds; other failures throw and graphile-worker retries
 * them with backoff; a blocked bot stops delivery to that player.
 */
export const notifications__deliver_telegram: Task = async (payload, helpers) => {
  const { notificationId, userId } = v.parse(Payload, payload);
  const bot = telegramOf(loadEnv());
  const config = { bot, appUrl: bot.appUrl };
  const result = await deliverTelegram(connectForTask(), config, notificationId, userId);
  if (typeof result === 'object') {
    await helpers.addJob('notifications__deliver_telegram', userId ? { notificationId, userId } : { notificationId }, {
      runAt: new Date(Date.now() + result.retryAfter * 1000),
      jobKey: userId ? `notification:${notificationId}:${userId}` : `notification:${notificationId}`,
    });
  } else helpers.logger.info(`notification ${notificationId}${userId ? ` to ${userId}` : ''}: ${result}`);
};
