import type { Db } from '../../db/connection.ts';

/**
 * Records a security flag; an open flag stops new quizzes until it expires or an admin resolves it.
 * The statement is sent when this is called (so it keeps its place among pipelined statements).
 */
export async function flagUser(
  db: Db,
  userId: string,
  code: string,
  reason: string,
  at: Date = new Date(),
): Promise<void> {
  await db`insert into security_flags (user_id, code, reason, created_at) values (${userId}, ${code}, ${reason}, ${at})`.execute();
}
