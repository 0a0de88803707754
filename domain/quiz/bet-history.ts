import type { Db } from '../../db/connection.ts';
import { cursorTimeSql, formatCursor, parseCursor } from '../cursor.ts';
import { betJson } from './bet-view.ts';

/** The player's settled challenge stakes, newest first (the spec's Bet), with cursor pagination. */
export async function betHistory(db: Db, input: { userId: string; limit: number; cursor: string | null }) {
  const after = parseCursor(input.cursor);
  const rows = await db<
    {
      session_id: string;
      position: number;
      question_id: string;
      stake: number;
      bet_result: 'won' | 'lost';
      win_amount: number;
      answered_at: Date;
      cursor_at: string;
    }[]
  >`
    select a.session_id, a.position, a.question_id, a.stake, a.bet_result, a.win_amount, a.answered_at,
      ${db.unsafe(cursorTimeSql('a.answered_at'))} as cursor_at
    from quiz_answers a
    where a.user_id = ${input.userId} and a.bet_result is not null
      and (${after?.at ?? null}::text::timestamptz is null
        or (a.answered_at, a.session_id::text || ':' || lpad(a.position::text, 4, '0')) < (${after?.at ?? null}::text::timestamptz, ${after?.id ?? null}::text))
    order by a.answered_at desc, a.session_id::text || ':' || lpad(a.position::text, 4, '0') desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  return {
    data: page.map((r) => ({
      betId: `${r.session_id}:${r.position}`,
      userId: input.userId,
      sessionId: r.session_id,
      questionId: r.question_id,
      ...betJson({ stake: r.stake, winAmount: r.win_amount, won: r.bet_result === 'won' }),
      settledAt: r.answered_at.toISOString(),
    })),
    nextCursor:
      rows.length > input.limit
        ? formatCursor(
            page.at(-1)!.cursor_at,
            `${page.at(-1)!.session_id}:${String(page.at(-1)!.position).padStart(4, '0')}`,
          )
        : null,
  };
}
export type BetPage = Awaited<ReturnType<typeof betHistory>>;
export type Bet = BetPage['data'][number];
