import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../money.ts';

/** The player's settled challenge stakes, newest first (the spec's Bet), with cursor pagination. */
export async function betHistory(db: Db, input: { userId: string; limit: number; cursor: string | null }) {
  const before = input.cursor ? new Date(input.cursor) : null;
  const rows = await db<{ session_id: string; position: number; question_id: string; stake: number; bet_result: 'won' | 'lost'; win_amount: number; answered_at: Date }[]>`
    select a.session_id, a.position, a.question_id, a.stake, a.bet_result, a.win_amount, a.answered_at
    from quiz_answers a join quiz_sessions s on s.id = a.session_id
    where s.user_id = ${input.userId} and a.bet_result is not null
      and (${before}::timestamptz is null or a.answered_at < ${before})
    order by a.answered_at desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  return {
    data: page.map((r) => ({
      betId: `${r.session_id}:${r.position}`,
      userId: input.userId,
      sessionId: r.session_id,
      questionId: r.question_id,
      amount: formatAmount(r.stake),
      result: r.bet_result,
      winAmount: formatAmount(r.win_amount),
      lossAmount: formatAmount(r.bet_result === 'lost' ? r.stake : 0),
      settledAt: r.answered_at.toISOString(),
    })),
    nextCursor: rows.length > input.limit ? page.at(-1)!.answered_at.toISOString() : null,
  };
}
