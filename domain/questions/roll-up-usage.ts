import type { Tx } from '../../db/connection.ts';

/**
 * A quiz abandoned by its player is finished later by the expiry job with the time of its last
 * answer, so the rollup stays this far behind the clock for such sessions to have landed.
 */
export const ROLLUP_SETTLE_SECONDS = 600;

/**
 * Adds the served and right answers of the quiz sessions completed since the last rollup to each
 * question's usage figures, and moves the watermark: nothing is written on the answer path
 * (docs/decisions/0031-question-usage-rollup.md). The watermark row's lock makes runs take turns.
 */
export async function rollUpQuestionUsage(tx: Tx, now: Date): Promise<{ sessions: number; questions: number }> {
  const [mark] = await tx<{ from: Date; to: Date }[]>`
    select rolled_up_to as from, greatest(rolled_up_to, ${now}::timestamptz - make_interval(secs => ${ROLLUP_SETTLE_SECONDS})) as to
    from question_usage_rollup for update`;
  if (!mark || mark.to <= mark.from) return { sessions: 0, questions: 0 };
  // Each session's answers by their key (`offset 0` keeps the lateral a loop over the sessions), on one
  // core without JIT: as a join, a few thousand sessions were planned as a parallel scan of every
  // answer ever given, taking both cores for 0.6-1.6 s in the soak (decision 0082).
  await tx`set local max_parallel_workers_per_gather = 0`;
  await tx`set local jit = off`;
  const [result] = await tx<{ sessions: number; questions: number }[]>`
    with sessions as (
      select user_id, id from quiz_sessions where completed_at > ${mark.from} and completed_at <= ${mark.to}
    ), usage as (
      select a.question_id, count(*) filter (where a.served_at is not null) as served, count(*) filter (where a.is_correct) as right_count
      from sessions s cross join lateral (
        select question_id, served_at, is_correct from quiz_answers a
        where a.user_id = s.user_id and a.session_id = s.id offset 0) a
      group by a.question_id
    ), updated as (
      update questions q set times_served = q.times_served + u.served, times_right = q.times_right + u.right_count
      from usage u where q.id = u.question_id returning q.id
    )
    select (select count(*) from sessions)::int as sessions, (select count(*) from updated)::int as questions`;
  await tx`update question_usage_rollup set rolled_up_to = ${mark.to}`;
  return result!;
}
