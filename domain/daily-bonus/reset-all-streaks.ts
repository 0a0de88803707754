import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';

/** Admin "Reset All Streaks": every running streak back to 0 (the next claim starts at day 1), audited with the count. */
export async function resetAllStreaks(tx: Tx, input: { actorId: string }): Promise<{ reset: number }> {
  const { count } = await tx`update users set daily_streak = 0 where daily_streak > 0`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'daily_bonus.reset_streaks',
    targetType: 'daily_bonus',
    before: { playersWithStreak: count },
    after: { reset: count },
  });
  return { reset: count };
}
