import type { Db } from '../../db/connection.ts';

/** Deletes expired practice quizzes with their answers (maintenance__prune, hourly). Returns how many. */
export async function prunePracticeQuizzes(db: Db, now: Date = new Date()): Promise<number> {
  const { count } = await db`delete from practice_quiz_sessions where expires_at <= ${now}`;
  return count;
}
