import type { Db } from '../../db/connection.ts';

/** Records that the player opened the app now (the Mini App's sync on launch); read by "last active" figures. */
export async function markSeen(db: Db, userId: string): Promise<void> {
  await db`update users set last_seen = now() where id = ${userId}`;
}
