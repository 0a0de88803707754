import { xpForLevel } from '../levels.ts';
import { formatAmount, MICRO_PER_USDT, type Micro } from '../money.ts';

/** Spec 001 section 9: monthly earnings are shown out of 1000 USDT; the monthly goal uses the same target. */
export const monthlyEarningsTarget: Micro = 1000 * MICRO_PER_USDT;
export const weeklyQuizTarget = 10;
export const bonusStreakTarget = 7;
export const friendsTarget = 5;

/** One goal: the spec's Goal (id, icon, title, description, current, target) plus the bar's percent. */
export type Goal = {
  id: string;
  icon: 'Star' | 'Target' | 'Flame' | 'DollarSign' | 'Users' | 'BarChart3';
  title: string;
  description: string;
  /** Counts, or decimal USDT strings for the earnings goal (unit says which). */
  current: number | string;
  target: number | string;
  unit: 'xp' | 'quizzes' | 'days' | 'deposits' | 'friends' | 'usdt';
  /** 0 to 100: the bar is capped at 100% (spec 001 section 9). */
  percent: number;
  completed: boolean;
};

export type GoalFacts = {
  level: number;
  /** All XP; the next level comes at 100 x level XP in total (level_for_xp, domain/levels.sql). */
  totalXp: number;
  quizzesThisWeek: number;
  bonusStreak: number;
  hasDeposited: boolean;
  invitedFriends: number;
  monthlyEarnings: Micro;
};

const percentOf = (current: number, target: number) =>
  target <= 0 ? 100 : Math.min(100, Math.floor((Math.max(0, current) / target) * 100));

function goal(
  base: Omit<Goal, 'percent' | 'completed' | 'current' | 'target'>,
  current: number,
  target: number,
  show: (n: number) => number | string = (n) => n,
): Goal {
  return {
    ...base,
    current: show(current),
    target: show(target),
    percent: percentOf(current, target),
    completed: current >= target,
  };
}

/** The player's goals from their numbers; the order is the card's. */
export function computeGoals(f: GoalFacts): Goal[] {
  const nextLevelXp = xpForLevel(f.level);
  return [
    goal(
      {
        id: 'next_level',
        icon: 'Star',
        title: `Reach level ${f.level + 1}`,
        description: 'Earn XP by answering questions',
        unit: 'xp',
      },
      Math.min(f.totalXp, nextLevelXp),
      nextLevelXp,
    ),
    goal(
      {
        id: 'weekly_quizzes',
        icon: 'Target',
        title: `Play ${weeklyQuizTarget} quizzes this week`,
        description: 'Completed quizzes since Monday (UTC)',
        unit: 'quizzes',
      },
      f.quizzesThisWeek,
      weeklyQuizTarget,
    ),
    goal(
      {
        id: 'bonus_streak',
        icon: 'Flame',
        title: `${bonusStreakTarget}-day bonus streak`,
        description: 'Claim the daily bonus every day',
        unit: 'days',
      },
      f.bonusStreak,
      bonusStreakTarget,
    ),
    goal(
      {
        id: 'first_deposit',
        icon: 'DollarSign',
        title: 'Make your first deposit',
        description: 'Fund your wallet to play for stakes',
        unit: 'deposits',
      },
      f.hasDeposited ? 1 : 0,
      1,
    ),
    goal(
      {
        id: 'invite_friends',
        icon: 'Users',
        title: `Invite ${friendsTarget} friends`,
        description: 'Friends who joined with your link',
        unit: 'friends',
      },
      f.invitedFriends,
      friendsTarget,
    ),
    goal(
      {
        id: 'monthly_earnings',
        icon: 'BarChart3',
        title: 'Earn 1000 USDT',
        description: 'Rewards won this month (UTC)',
        unit: 'usdt',
      },
      f.monthlyEarnings,
      monthlyEarningsTarget,
      formatAmount,
    ),
  ];
}
