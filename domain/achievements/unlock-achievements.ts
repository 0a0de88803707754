import type { Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities/list-activities.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import { notify } from '../notifications/notify.ts';
import { featureSwitches } from '../settings/feature-switches.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { AchievementMetric, AchievementTranslations, LastQuiz, MetricValues } from './catalogue.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue, namedValue } from '../notifications/wording-values.ts';

export type UnlockedAchievement = {
  id: string;
  title: string;
  description: string;
  translations: AchievementTranslations;
  rarity: string;
  reward: number;
};

/** An unlocked achievement as a quiz result or a bonus claim shows it. */
export const unlockedAchievementJson = (a: UnlockedAchievement) => ({ ...a, reward: formatAmount(a.reward) });
export type UnlockedAchievementJson = ReturnType<typeof unlockedAchievementJson>;

type Locked = UnlockedAchievement & { metric: AchievementMetric; target: number };

/** Metrics counted from rows of their own (read only when a locked achievement asks for one). */
const counted: Partial<Record<AchievementMetric, (tx: Tx, userId: string) => Promise<number>>> = {
  perfect_quizzes: async (tx, userId) =>
    (
      await tx<{ n: number }[]>`
        select count(*)::int as n from quiz_sessions
        where user_id = ${userId} and status = 'completed' and correct_answers = question_count`
    )[0]!.n,
  // Qualified referrals only (domain/referrals): a sign-up alone earns its referrer nothing.
  referrals: async (tx, userId) =>
    (
      await tx<{ n: number }[]>`
        select count(*)::int as n from referrals where referrer_id = ${userId} and status = 'completed'`
    )[0]!.n,
  deposits: async (tx, userId) =>
    (
      await tx<{ n: number }[]>`
        select count(*)::int as n from transactions where user_id = ${userId} and type = 'deposit' and status = 'completed'`
    )[0]!.n,
};

/** The player's metric values for the locked achievements' metrics. */
async function readMetrics(tx: Tx, userId: string, metrics: Set<AchievementMetric>, lastQuiz?: LastQuiz) {
  const [row] = await tx<
    {
      quizzes_completed: number;
      correct_answers: number;
      quiz_streak: number;
      daily_streak: number;
      level: number;
      tournaments_won: number;
      tasks_completed: number;
      challenge_wins: number;
    }[]
  >`
    select quizzes_completed, correct_answers, quiz_streak, daily_streak, level, tournaments_won, tasks_completed, challenge_wins
    from users where id = ${userId}`;
  if (!row) return null;
  const values: Partial<MetricValues> = {
    quizzes_completed: row.quizzes_completed,
    correct_answers: row.correct_answers,
    answer_streak: row.quiz_streak,
    daily_bonus_streak: row.daily_streak,
    level: row.level,
    tournaments_won: row.tournaments_won,
    tasks_completed: row.tasks_completed,
    challenge_wins: row.challenge_wins,
    hard_quiz_score: lastQuiz?.difficulty === 'hard' ? lastQuiz.scorePercent : 0,
  };
  for (const metric of metrics) {
    const count = counted[metric];
    if (count) values[metric] = await count(tx, userId);
  }
  return values;
}

/**
 * Unlocks every active achievement whose requirement the player now meets and had not unlocked;
 * pays each reward once. Called after any event that moves a metric, under the player's row lock;
 * `metrics` limits the check to the ones the event moved (a finished task checks tasks_completed).
 */
export async function unlockAchievements(
  tx: Tx,
  userId: string,
  lastQuiz?: LastQuiz,
  metrics?: AchievementMetric[],
): Promise<UnlockedAchievement[]> {
  // Switched off: nothing unlocks and nothing is paid; the metrics keep counting, so a switch back on
  // unlocks what was reached at the player's next event (decision 0048).
  if (!featureSwitches(await readSettings(tx)).achievements) return [];
  const locked = await tx<Locked[]>`
    select id, title, description, translations, rarity, reward, metric, target from achievements a
    where is_active and (${metrics ?? null}::text[] is null or metric = any(${metrics ?? null}::text[]))
      and not exists (select 1 from user_achievements u where u.user_id = ${userId} and u.achievement_id = a.id)
    order by sort_order, created_at`;
  if (locked.length === 0) return [];
  const values = await readMetrics(tx, userId, new Set(locked.map((a) => a.metric)), lastQuiz);
  if (!values) return [];
  const unlocked: UnlockedAchievement[] = [];
  for (const achievement of locked) {
    if ((values[achievement.metric] ?? 0) < achievement.target) continue;
    const inserted = await tx`
      insert into user_achievements (user_id, achievement_id) values (${userId}, ${achievement.id})
      on conflict do nothing returning achievement_id`;
    if (inserted.length === 0) continue;
    const reward = achievement.reward;
    if (reward > 0) {
      await payUser(tx, {
        userId,
        type: 'achievement_reward',
        amount: reward,
        into: 'bonus',
        from: 'bonus_budget',
        description: `Achievement unlocked: ${achievement.title}`,
      });
    }
    const title = namedValue(achievement.title, achievement.translations, 'title');
    await recordActivity(tx, {
      userId,
      type: 'achievement_unlocked',
      title: `Achievement unlocked: ${achievement.title}`,
      description: achievement.description,
      wording: {
        key: 'achievement_unlocked',
        values: {
          achievement: title,
          description: namedValue(achievement.description, achievement.translations, 'description'),
        },
      },
      reward,
    });
    await notify(tx, {
      userId,
      type: 'achievement_unlocked',
      title: 'Achievement unlocked!',
      message: reward > 0 ? `${achievement.title}: ${(await noticeAmounts(tx))(reward, 'credit')}` : achievement.title,
      wording:
        reward > 0
          ? { key: 'achievement_unlocked_reward', values: { achievement: title, amount: amountValue(reward) } }
          : { key: 'achievement_unlocked', values: { achievement: title } },
      data: { achievementId: achievement.id },
    });
    unlocked.push({
      id: achievement.id,
      title: achievement.title,
      description: achievement.description,
      translations: achievement.translations,
      rarity: achievement.rarity,
      reward,
    });
  }
  return unlocked;
}
