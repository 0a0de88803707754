import type { AchievementId } from '../../db/seed-data/achievements.ts';

/** What the server knows about a player when it checks achievements. */
export type AchievementFacts = {
  quizzesCompleted: number;
  quizStreak: number;
  dailyStreak: number;
  level: number;
  hasDeposited: boolean;
  challengeWins: number;
  lastQuiz?: { scorePercent: number; difficulty: string };
};

/** When each catalogue achievement is earned; each is unlocked once, by the server, when its condition first holds. */
export const achievementConditions: Record<AchievementId, (f: AchievementFacts) => boolean> = {
  first_quiz: (f) => f.quizzesCompleted >= 1,
  quizzes_10: (f) => f.quizzesCompleted >= 10,
  quizzes_100: (f) => f.quizzesCompleted >= 100,
  perfect_score: (f) => f.lastQuiz?.scorePercent === 100,
  hard_master: (f) => f.lastQuiz?.difficulty === 'hard' && f.lastQuiz.scorePercent >= 80,
  correct_5_row: (f) => f.quizStreak >= 5,
  correct_10_row: (f) => f.quizStreak >= 10,
  daily_streak_7: (f) => f.dailyStreak >= 7,
  daily_streak_30: (f) => f.dailyStreak >= 30,
  first_challenge_win: (f) => f.challengeWins >= 1,
  level_5: (f) => f.level >= 5,
  level_10: (f) => f.level >= 10,
  first_deposit: (f) => f.hasDeposited,
};
