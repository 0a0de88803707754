import type { Task } from 'graphile-worker';
import * as v from 'valibot';
import { broadcastBatch, broadcastGapMs, fanOutBroadcast } from '../../domain/notifications/broadcast-telegram.ts';
import { connectForTask } from '../database.ts';

const Payload = v.object({
  notificationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  after: v.optional(v.nullable(v.pipe(v.string(), v.uuid())), null),
});

/**
 * After a broadcast (queued by notify() when the notification switches are on): queues one Telegram
 * delivery per player who allows bot messages, a batch at a time at Telegram's pace, then the next
 * batch for when this one has gone out. Each delivery is its own job, retried on its own.
 */
export const notifications__broadcast_telegram: Task = async (payload, helpers) => {
  const { notificationId, after } = v.parse(Payload, payload);
  const { queued, next } = await fanOutBroadcast(connectForTask(), { notificationId, after });
  helpers.logger.info(`broadcast ${notificationId}: ${queued} deliveries queued`);
  if (next)
    await helpers.addJob(
      'notifications__broadcast_telegram',
      { notificationId, after: next },
      { runAt: new Date(Date.now() + broadcastBatch * broadcastGapMs), jobKey: `broadcast:${notificationId}` },
    );
};
