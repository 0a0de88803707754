import type { Db } from '../../db/connection.ts';

/**
 * The player granted the bot write access (requestWriteAccess in the Mini App): bot messages may be
 * sent again, also after an earlier block. Only for an account with a Telegram id.
 */
export async function allowTelegramMessages(db: Db, userId: string): Promise<void> {
  await db`update users set telegram_can_message = true, telegram_blocked_at = null where id = ${userId} and telegram_id is not null`;
}
