import { allSettledOrThrow, type Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities.ts';
import { payUser } from '../ledger/pay-user.ts';
import { achievementConditions, type AchievementFacts } from './catalogue.ts';

export type UnlockedAchievement = { id: string; title: string; description: string; rarity: string; reward: number };

/** Unlocks every achievement whose condition now holds and was not unlocked before; pays each reward once. */
export async function unlockAchievements(tx: Tx, userId: string, lastQuiz?: AchievementFacts['lastQuiz']): Promise<UnlockedAchievement[]> {
  // Both reads go out together (pipelined on the transaction's connection).
  const [[row], catalogue] = await allSettledOrThrow([
    tx<{ quizzes_completed: number; quiz_streak: number; daily_streak: number; level: number; has_deposited: boolean; challenge_wins: number }[]>`
      select quizzes_completed, quiz_streak, daily_streak, level, has_deposited, challenge_wins from users where id = ${userId}`.execute(),
    tx<{ id: keyof typeof achievementConditions; title: string; description: string; rarity: string; reward: number }[]>`
      select id, title, description, rarity, reward from achievements a
      where is_active and not exists (select 1 from user_achievements u where u.user_id = ${userId} and u.achievement_id = a.id)
      order by sort_order`.execute(),
  ]);
  if (!row) return [];
  const facts: AchievementFacts = {
    quizzesCompleted: row.quizzes_completed,
    quizStreak: row.quiz_streak,
    dailyStreak: row.daily_streak,
    level: row.level,
    hasDeposited: row.has_deposited,
    challengeWins: row.challenge_wins,
    lastQuiz,
  };
  const unlocked: UnlockedAchievement[] = [];
  for (const achievement of catalogue) {
    if (!achievementConditions[achievement.id]?.(facts)) continue;
    const inserted = await tx`
      insert into user_achievements (user_id, achievement_id) values (${userId}, ${achievement.id})
      on conflict do nothing returning achievement_id`;
    if (inserted.length === 0) continue;
    const reward = achievement.reward;
    if (reward > 0) {
      await payUser(tx, { userId, type: 'achievement_reward', amount: reward, into: 'bonus', from: 'bonus_budget', description: `Achievement unlocked: ${achievement.title}` });
    }
    await recordActivity(tx, { userId, type: 'achievement_unlocked', title: `Achievement unlocked: ${achievement.title}`, description: achievement.description, reward });
    unlocked.push({ id: achievement.id, title: achievement.title, description: achievement.description, rarity: achievement.rarity, reward });
  }
  return unlocked;
}
