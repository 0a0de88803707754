import type { Task } from 'graphile-worker';
import type { Update } from 'grammy/types';
import * as v from 'valibot';
import { loadEnv, telegramOf } from '../../config/env.ts';
import { handleUpdate } from '../../domain/telegram/handle-update.ts';
import { connectForTask } from '../database.ts';

const Payload = v.looseObject({ update_id: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/**
 * After a Telegram update was taken in (the webhook, or the worker's long polling; receive-update.ts
 * queues it once per update_id, a user's updates in order): the bot answers it. A failure throws and
 * graphile-worker retries it with backoff.
 */
export const telegram__handle_update: Task = async (payload, helpers) => {
  const update = v.parse(Payload, payload) as unknown as Update;
  await handleUpdate(connectForTask(), telegramOf(loadEnv()), update);
  helpers.logger.info(`telegram update ${update.update_id} handled`);
};
