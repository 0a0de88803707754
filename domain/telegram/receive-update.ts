import * as v from 'valibot';
import { type Sql, transaction } from '../../db/connection.ts';

// Takes one Telegram update in (from the webhook route, or the worker's long polling) and queues
// telegram__handle_update for it, once per update_id (telegram_updates), in one transaction. The
// jobs of one Telegram user share a queue, so their updates (a block, then /start) run in order.

const UpdateShape = v.looseObject({ update_id: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const From = v.looseObject({ from: v.looseObject({ id: v.number() }) });

/** The Telegram user an update comes from, when it names one. */
function senderOf(update: Record<string, unknown>): number | null {
  for (const part of Object.values(update)) {
    const parsed = v.safeParse(From, part);
    if (parsed.success) return parsed.output.from.id;
  }
  return null;
}

/** Returns whether the update was new (queued) or a repeat (nothing done); refuses what is not an update. */
export async function receiveUpdate(sql: Sql, body: unknown): Promise<'queued' | 'repeat' | 'invalid'> {
  const parsed = v.safeParse(UpdateShape, body);
  if (!parsed.success) return 'invalid';
  const update = parsed.output;
  const sender = senderOf(update);
  return transaction(sql, async (tx) => {
    const [fresh] = await tx`insert into telegram_updates (update_id) values (${update.update_id})
      on conflict do nothing returning update_id`;
    if (!fresh) return 'repeat' as const;
    await tx`select graphile_worker.add_job('telegram__handle_update', ${update as never}::json,
      queue_name => ${sender === null ? null : `telegram:${sender}`}::text)`;
    return 'queued' as const;
  });
}

/** Updates taken in more than a week ago (Telegram redelivers for a day at most): maintenance__prune. */
export async function pruneTelegramUpdates(sql: Sql): Promise<number> {
  const { count } = await sql`delete from telegram_updates where received_at < now() - interval '7 days'`;
  return count;
}
