import type { Db } from '../../db/connection.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { ActivityWording, Wording } from '../notifications/wordings.ts';

export type ActivityType =
  | 'quiz_completed'
  | 'daily_bonus_claimed'
  | 'achievement_unlocked'
  | 'level_up'
  | 'task_completed';

/** Records an activity; the statement is sent when this is called (so it keeps its place among pipelined statements). */
export async function recordActivity(
  db: Db,
  input: {
    userId: string;
    type: ActivityType;
    /** The English title and description, as the back office and rows from before read. */
    title: string;
    description: string;
    /** What the app words in the player's language (decision 0072). */
    wording: ActivityWording;
    reward?: Micro | null;
    at?: Date;
  },
): Promise<void> {
  await db`
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    values (${input.userId}, ${input.type}, ${input.title}, ${input.description}, ${db.json(input.wording as never)},
      ${input.reward ?? null}, ${input.at ?? new Date()})`.execute();
}

/** The player's activities, newest first, with cursor pagination on the id. */
export async function listActivities(db: Db, input: { userId: string; limit: number; cursor: string | null }) {
  const before = input.cursor && /^\d{1,15}$/.test(input.cursor) ? Number(input.cursor) : null;
  const rows = await db<
    {
      id: number;
      type: string;
      title: string;
      description: string;
      wording: Wording | null;
      reward: number | null;
      created_at: Date;
    }[]
  >`
    select id, type, title, description, wording, reward, created_at from activities
    where user_id = ${input.userId} and (${before}::int8 is null or id < ${before})
    order by id desc limit ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  return {
    data: page.map((r) => ({
      id: String(r.id),
      type: r.type,
      title: r.title,
      description: r.description,
      wording: r.wording,
      reward: r.reward === null ? null : formatAmount(r.reward),
      time: r.created_at.toISOString(),
    })),
    nextCursor: rows.length > input.limit ? String(page.at(-1)!.id) : null,
  };
}
export type ActivityPage = Awaited<ReturnType<typeof listActivities>>;
export type Activity = ActivityPage['data'][number];
