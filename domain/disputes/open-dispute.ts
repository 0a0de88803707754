import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

export type OpenDisputeInput = { userId: string; sessionId: string; questionId: string; reason: string };

/**
 * A player disputes the key of a question they answered in one of their quizzes (decision 0058b):
 * once per question per player, only for a question they picked an answer to (a timeout picked
 * nothing). The dispute waits for an admin's decision on the Disputes screen (decideDispute).
 * Called by POST /api/quiz/sessions/:id/disputes; writes only the dispute row.
 */
export async function openDispute(db: Db, input: OpenDisputeInput) {
  const [answer] = await db<{ answered: boolean }[]>`
    select a.answer_index is not null as answered
    from quiz_sessions s left join quiz_answers a on a.user_id = s.user_id and a.session_id = s.id and a.question_id = ${input.questionId}
    where s.id = ${input.sessionId} and s.user_id = ${input.userId}`;
  if (!answer) throw new AppError('NOT_FOUND', 'Quiz session not found');
  if (!answer.answered) throw new AppError('FORBIDDEN', 'You can only dispute a question you answered');
  const [dispute] = await db<{ id: string; created_at: Date }[]>`
    insert into question_disputes (question_id, user_id, session_id, reason)
    values (${input.questionId}, ${input.userId}, ${input.sessionId}, ${input.reason})
    on conflict (question_id, user_id) do nothing
    returning id, created_at`;
  if (!dispute) throw new AppError('CONFLICT', 'You have already disputed this question');
  return {
    id: dispute.id,
    questionId: input.questionId,
    status: 'open' as const,
    reason: input.reason,
    createdAt: dispute.created_at.toISOString(),
  };
}
export type OpenedDispute = Awaited<ReturnType<typeof openDispute>>;
