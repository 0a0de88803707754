import type { Db, Tx } from '../../db/connection.ts';
import { readSettings } from '../settings/read-settings.ts';
import { finishAbandonedSession } from './finish-quiz.ts';
import { quizRules } from './quiz-rules.ts';

/**
 * Ends active quizzes whose open question is more than a minute past its deadline as `abandoned`
 * (finishAbandonedSession): the question counts as wrong, a challenge stake in escrow goes to the
 * house, the quiz ends at its last answer and is not a completed quiz.
 * Each session in its own transaction, under the player's lock then the session's (skipped if
 * answered meanwhile). Returns how many were finished.
 */
export async function expireAbandonedSessions(
  db: Db,
  inTransaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - 60_000);
  // Per active session, its open question by the answers' key (a lateral with a limit is always a loop over
  // the sessions): as a join, statistics taken while many quizzes were open planned a scan of every answer
  // ever given (1.1 s at 345,000 answers in the soak, docs/benchmarks.md).
  const stale = await db<{ id: string; user_id: string }[]>`
    select s.id, s.user_id from quiz_sessions s
    cross join lateral (
      select 1 from quiz_answers a
      where a.user_id = s.user_id and a.session_id = s.id and a.served_at is not null and a.answered_at is null and a.deadline_at < ${cutoff}
      limit 1) open_question
    where s.status = 'active'
    limit 500`;
  let finished = 0;
  for (const { id, user_id } of stale) {
    const done = await inTransaction(async (tx) => {
      await tx`select 1 from users where id = ${user_id} for update`;
      // Still abandoned under the locks: an answer in the meantime served a new question with a fresh deadline.
      const [session] = await tx<{ id: string }[]>`
        select s.id from quiz_sessions s join quiz_answers a on a.user_id = s.user_id and a.session_id = s.id and a.served_at is not null and a.answered_at is null
        where s.user_id = ${user_id} and s.id = ${id} and s.status = 'active' and a.deadline_at < ${cutoff}
        for update of s`;
      if (!session) return false;
      await finishAbandonedSession(tx, user_id, session.id, now, quizRules(await readSettings(tx)));
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}
