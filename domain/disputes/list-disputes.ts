import type { Db } from '../../db/connection.ts';

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

type QuestionRow = {
  question_id: string;
  question: string;
  options: string[];
  correct_index: number;
  is_active: boolean;
  open_count: number;
  total_count: number;
  last_at: Date;
  disputes: {
    id: string;
    userId: string;
    userName: string;
    reason: string;
    status: DisputeStatus;
    decisionReason: string | null;
    createdAt: string;
  }[];
};

/**
 * The back office's Disputes screen: disputed questions, the latest disputed first, each with its
 * options and current key, how many disputes it has (open and all) and every player's reason. With a
 * status, only questions holding a dispute of that status. At most `limit` questions (the list is
 * short-lived: an upheld or rejected question leaves the open list). Called by GET /api/admin/disputes.
 */
export async function listDisputes(db: Db, input: { status: DisputeStatus | null; limit: number }) {
  const rows = await db<QuestionRow[]>`
    select q.id as question_id, q.question, q.options, q.correct_index, q.is_active,
      count(*) filter (where d.status = 'open')::int as open_count, count(*)::int as total_count, max(d.created_at) as last_at,
      jsonb_agg(jsonb_build_object('id', d.id, 'userId', d.user_id, 'userName', coalesce(nullif(u.telegram_full_name, ''), u.name),
        'reason', d.reason, 'status', d.status, 'decisionReason', d.decision_reason,
        'createdAt', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by d.created_at) as disputes
    from question_disputes d join questions q on q.id = d.question_id join users u on u.id = d.user_id
    group by q.id
    having ${input.status ? db`bool_or(d.status = ${input.status})` : db`true`}
    order by max(d.created_at) desc, q.id
    limit ${input.limit}`;
  return rows.map((r) => ({
    questionId: r.question_id,
    question: r.question,
    options: r.options,
    correctAnswer: r.correct_index,
    isActive: r.is_active,
    openCount: r.open_count,
    totalCount: r.total_count,
    lastAt: r.last_at.toISOString(),
    disputes: r.disputes,
  }));
}
export type DisputedQuestion = Awaited<ReturnType<typeof listDisputes>>[number];
